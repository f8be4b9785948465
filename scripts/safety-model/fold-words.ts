// Writes a word list front-coded, as the safety gate's generated lists are stored and
// unfold-words.ts reads them: each word after the first starts with the count (1–9) of letters it
// shares with the word before, when it shares any.

export function foldWords(words: readonly string[]): string {
  return words
    .map((word, index) => {
      if (/\d|\|/.test(word)) throw new Error(`A digit or "|" in the word list: ${word}`);
      const before = words[index - 1] ?? '';
      let shared = 0;
      while (shared < 9 && word[shared] !== undefined && word[shared] === before[shared])
        shared += 1;
      return shared ? `${shared}${word.slice(shared)}` : word;
    })
    .join('|');
}
