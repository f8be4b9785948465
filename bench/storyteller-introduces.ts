// Whether a story's sentence brings a character in, for the cast bench's "nobody acts before being
// introduced": a reader meets "a clever dog", "her puppy" or "the new boy" as they arrive.
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a sentence introduces the character rather than assuming the reader knows them: "a
 * clever dog", "her puppy", "his little sister Hana", "Hana, his little sister".
 */
export function introduces(sentence: string, head: string): boolean {
  const word = escape(head);
  return (
    new RegExp(
      `\\b(a|an|her|his|their|my|your)\\s+([\\p{L}'-]+\\s+){0,3}${word}(?![\\p{L}])`,
      'iu',
    ).test(sentence) ||
    new RegExp(`(?<![\\p{L}])${word},\\s+(a|an|her|his|their|my|your)\\b`, 'iu').test(sentence) ||
    // Whose place it is tells the reader they are there: "Everyone near Nana's garden was upset";
    // "Nana's worried" is Nana acting.
    new RegExp(
      `(?<![\\p{L}])${capitalise(head)}['’]s\\s+(?!(?:not|here|there|been|got|gone|going|ready|sure|worried|a|an|the)\\b)\\p{Ll}`,
      'u',
    ).test(sentence) ||
    // One who arrives is met as they arrive: "That morning, the new boy stood at the classroom door".
    new RegExp(`\\b[Tt]he new ${word}\\s+(stood|appeared|arrived|walked)\\b`, 'u').test(sentence) ||
    // The idea's own words: "the new girl Oksana", "the dragon who loved dumplings".
    new RegExp(
      `\\b[Tt]he\\s+([\\p{L}'-]+\\s+){0,3}(${word}(?= who| that)|${capitalise(head)}(?![\\p{L}]))`,
      'u',
    ).test(sentence)
  );
}
