// "she found tiny footprints", "there were crumbs everywhere", "the only clue is a red glove": what
// the idea says was left behind is the mystery's clue, so the story finds that, never a stock trail
// of flour. Only marks a culprit leaves count; "she found a dragon" finds no clue.
import { toSingular, withArticle, type TaggedWord } from '../read-english.ts';

const SEEING = new Set(
  'find finds found spot spots spotted notice notices noticed discover discovers discovered see sees saw left leaves leave'.split(
    ' ',
  ),
);
const BEING = /^(is|are|was|were)$/;
/** What a culprit leaves behind. */
const MARKS = new Set(
  'footprint print pawprint track trail crumb feather fur hair glitter thread fingerprint note button mud smear slime sand hoofprint dropping wrapper petal scratch stain drip puddle splash fluff sock glove peel seed shell scale sticker whisker ribbon bead sawdust paint chalk jam ink'.split(
    ' ',
  ),
);
/** Marks told with no article: "there was glitter everywhere". */
const MASS = new Set(
  'glitter fur hair mud slime sand sawdust paint chalk jam ink fluff'.split(' '),
);
const ARTICLE = /^(a|an|some|the|lots|loads)$/;

const after = (word: TaggedWord) => ('after' in word ? String(word.after) : ' ');

/** The mark told from `start`: "tiny muddy footprints", "a trail of glitter"; null if none. */
function markAt(words: readonly TaggedWord[], start: number): string | null {
  const sentence = words[start]?.sentence;
  const told: string[] = [];
  let at = start;
  const first = words[at];
  if (first && ARTICLE.test(first.normal)) {
    if (/^(lots|loads)$/.test(first.normal) && words[at + 1]?.normal === 'of') at += 1;
    else if (first.normal !== 'the') told.push(first.normal);
    at += 1;
  }
  let head: TaggedWord | null = null;
  while (at < start + 6) {
    const word = words[at];
    if (!word || word.sentence !== sentence) break;
    if (!word.tags.has('Adjective') && !word.tags.has('Noun')) break;
    if (word.tags.has('Pronoun') || word.tags.has('Possessive')) break;
    told.push(word.text.toLowerCase());
    if (MARKS.has(toSingular(word.normal)) && !words[at + 1]?.tags.has('Noun')) {
      head = word;
      at += 1;
      break;
    }
    if (/[,.;:!?]/.test(after(word))) break;
    at += 1;
  }
  if (!head) return null;
  // "a trail of glitter", "bits of fluff": what the mark is made of goes with it.
  const of = words[at];
  const stuff = words[at + 1];
  if (
    of?.normal === 'of' &&
    stuff !== undefined &&
    stuff.sentence === sentence &&
    stuff.tags.has('Noun') &&
    !stuff.tags.has('Pronoun') &&
    !/[,.;:!?]/.test(after(head))
  )
    told.push('of', stuff.text.toLowerCase());
  if (/^(a|an)$/.test(told[0] as string)) return withArticle(told.slice(1).join(' '));
  if (ARTICLE.test(told[0] as string)) return told.join(' ');
  const countable = !head.tags.has('Plural') && !MASS.has(head.normal);
  return countable ? withArticle(told.join(' ')) : told.join(' ');
}

/** The clue the idea says was found or left; null when it tells none. */
export function findClue(words: readonly TaggedWord[]): string | null {
  for (const [index, word] of words.entries()) {
    const next = words[index + 1];
    const start =
      SEEING.has(word.normal) && word.tags.has('Verb')
        ? index + 1
        : word.normal === 'there' && next && BEING.test(next.normal)
          ? index + 2
          : /^clues?$/.test(word.normal) && next && (BEING.test(next.normal) || next.text === '')
            ? index + 2
            : null;
    if (start === null) continue;
    const mark = markAt(words, start);
    if (mark) return mark;
  }
  return null;
}
