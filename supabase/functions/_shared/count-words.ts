// A text's words as a reader counts them, for the word_count a device stores with a part and for the
// storyteller's part lengths: runs of non-space (what JavaScript's \s calls space), so spaces at
// either end or between sentences add none. Read a character at a time: the storyteller counts the
// clauses of every part it shapes.

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The words of a text, or of several texts together. */
export function countWords(text: string | readonly string[]): number {
  if (typeof text !== 'string') return text.reduce((sum, one) => sum + countWords(one), 0);
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}
