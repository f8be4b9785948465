// A line from a story's rotation that the parts before did not tell: a companion's "gave him a hug"
// or "said, 'Well done.'" is heard once in a story, not every third part.

/** The words a line always says: its longest stretch between the tokens left. */
function fixedWords(line: string): string {
  const stretches = line.split(/\{[^}]*\}|\[[^\]]*\]/).map((stretch) =>
    stretch
      .trim()
      .toLowerCase()
      .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  );
  return stretches.reduce(
    (longest, stretch) => (stretch.length > longest.length ? stretch : longest),
    '',
  );
}

/**
 * The first line, from `start` on in turn, whose words were not heard before, if any. The
 * companion is part of what was heard, by the head word every way of naming them ends in: "the
 * cheerful older cousin" is told "the cousin" once met, and "cousin smiled" is heard either way.
 */
export function unheardLine(
  lines: readonly string[],
  start: number,
  heard: (words: string) => boolean,
  companion = '',
): string | undefined {
  const head = companion.split(' ').pop() ?? '';
  for (let offset = 0; offset < lines.length; offset += 1) {
    const line = lines[(start + offset) % lines.length] as string;
    const said = saidBy(line, head);
    if (said === null || !heard(said)) return line;
  }
  return undefined;
}

// Every part looks its rotation's lines up again: what each line says is read once per companion.
const saidLines = new Map<string, string | null>();

/** The words a line is heard by, or null for a line too short to be heard as a repeat. */
function saidBy(line: string, head: string): string | null {
  const key = `${head}\u0000${line}`;
  const known = saidLines.get(key);
  if (known !== undefined) return known;
  const words = fixedWords(head ? line.replace(/\{comp\}/gi, head) : line).split(' ');
  // "That had helped" and "Thinking had helped" are one short line told twice.
  const said = (words.length <= 3 && !line.startsWith('{') ? words.slice(1) : words).join(' ');
  const told = said.split(' ').length < 2 ? null : said;
  if (saidLines.size > 5000) saidLines.clear();
  saidLines.set(key, told);
  return told;
}
