// What the reader has already heard in the parts before, and the texture a part may still tell:
// a sight or a thought heard in two parts is not told again, so no phrase becomes a tic.

/** Whether the parts before told a phrase, remembered per phrase for this part. */
export function heardIn(history: readonly string[]): (words: string) => boolean {
  let text: string | null = null;
  const answers = new Map<string, boolean>();
  return (words) => {
    let heard = answers.get(words);
    if (heard === undefined) {
      text ??= history.join(' ').toLowerCase();
      heard = text.includes(words);
      answers.set(words, heard);
    }
    return heard;
  };
}

/** Each five-word phrase of a text, in lower case: the unit a reader hears as a repeat. */
function eachPhrase(text: string, visit: (phrase: string) => boolean | void): void {
  for (const sentence of text.toLowerCase().split(/[.!?"]+/)) {
    const words = sentence.match(/[a-z’']+/g) ?? [];
    // A short sentence is heard whole, whoever it is about: "Pip sat very still" and "He sat very
    // still" are one line told twice.
    if (words.length >= 3 && words.length <= 6 && visit(`~ ${words.slice(1).join(' ')}`) === true)
      return;
    for (let start = 0; start + 5 <= words.length; start += 1)
      if (visit(words.slice(start, start + 5).join(' ')) === true) return;
  }
}

// The parts before are the same few texts for every part after them: each is read once.
const heardParts = new Map<string, ReadonlySet<string>>();

export function phrasesOf(text: string): ReadonlySet<string> {
  const known = heardParts.get(text);
  if (known) return known;
  const phrases = new Set<string>();
  eachPhrase(text, (phrase) => void phrases.add(phrase));
  if (heardParts.size > 500) heardParts.clear();
  heardParts.set(text, phrases);
  return phrases;
}

/** In how many of the parts heard before a text's five-word phrases were already told. */
export function echoCount(heard: readonly ReadonlySet<string>[], text: string): number {
  if (heard.length === 0) return 0;
  const parts = new Set<ReadonlySet<string>>();
  eachPhrase(text, (phrase) => {
    for (const phrases of heard) if (phrases.has(phrase)) parts.add(phrases);
  });
  return parts.size;
}

/** A part names the story's goal in its beat; texture that only names it again is told once. */
export const aboutGoal = (texture: string) => /\{(thing|want)\}/.test(texture);

/**
 * Texture in the order a part takes it: what the reader has not heard first, then what they heard
 * in one part before (unless `again` is false); texture heard in two parts is not told again, so no
 * phrase becomes a tic. Each texture's echo is read only when the part reaches it.
 */
export function textureQueue(
  textures: readonly string[],
  echoOf: (texture: string) => number,
  again = true,
): () => string | undefined {
  const heardOnce: string[] = [];
  let index = 0;
  let goalTold = false;
  const take = (texture: string) => {
    if (aboutGoal(texture)) goalTold = true;
    return texture;
  };
  return () => {
    while (index < textures.length) {
      const texture = textures[index++] as string;
      if (goalTold && aboutGoal(texture)) continue;
      const echo = echoOf(texture);
      if (echo === 0) return take(texture);
      if (echo === 1 && again) heardOnce.push(texture);
    }
    let texture = heardOnce.shift();
    while (texture !== undefined && goalTold && aboutGoal(texture)) texture = heardOnce.shift();
    return texture === undefined ? undefined : take(texture);
  };
}
