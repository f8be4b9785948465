// A second vocabulary for the test model, of words no dictionary holds: a model made with it writes
// grammatical JSON whose story is never readable English, so a browser test can watch the
// readability check hand the part to the storyteller. Every consonant cluster and vowel pair here
// is one English spelling does not use together, so no pairing is a word.
const HEADS = ['zv', 'kw', 'vr', 'xl', 'qz', 'dzh', 'pf', 'gv'];
const VOWELS = ['ui', 'oa', 'ae', 'uo'];
const TAILS = ['kx', 'zq', 'vn', 'jt', 'xk'];

export const MADE_UP_WORDS = HEADS.flatMap((head) =>
  VOWELS.flatMap((vowel) => TAILS.map((tail) => `${head}${vowel}${tail}`)),
);
