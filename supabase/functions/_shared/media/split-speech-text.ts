// Cuts narration text into pieces a speech endpoint takes in one request (OpenAI's /audio/speech
// takes at most 4096 characters), at paragraph, then sentence, then word boundaries.

export const SPEECH_INPUT_MAX_CHARS = 4096;

function cutAtWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const end = space > 0 ? space : max;
    pieces.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The text in order, in as few pieces as fit, none longer than `max`; nothing is dropped. */
export function splitSpeechText(text: string, max = SPEECH_INPUT_MAX_CHARS): string[] {
  const units = text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.trim().split(/(?<=[.!?…]["'”’)]?)\s+/))
    .flatMap((sentence) => cutAtWords(sentence, max))
    .filter(Boolean);
  const pieces: string[] = [];
  for (const unit of units) {
    const last = pieces[pieces.length - 1];
    if (last !== undefined && last.length + 1 + unit.length <= max)
      pieces[pieces.length - 1] = `${last} ${unit}`;
    else pieces.push(unit);
  }
  return pieces;
}
