// Whether a story keeps a hero the idea names only by a kind ("a little duck finds out who keeps
// taking the carrots"), for bench/storyteller-cast.ts: the storyteller gives such a hero a name, so
// what a reader notices is that part 1 tells the named hero as that kind ("Mia, a little duck").
import { tagWords } from '../supabase/functions/_shared/story-engine/storyteller/read-english.ts';
import { sentencesOf } from './storyteller-text.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "my daughter ruby", "his cat socks": a relation or a pet before a word makes that word a name.
const BEFORE_A_NAME =
  /^(daughter|son|sister|brother|cousin|friend|twin|grandson|granddaughter|niece|nephew|cat|dog|puppy|kitten|bunny|hamster|named|called)$/i;

/**
 * The kind an idea names its hero by, when it gives no name: the hero word comes after an article
 * or a possessive with at most three describing words between ("an old fisherman", "the school
 * dinner lady", "my socks"), or opens the idea, alone or after describing words ("hedgehog wants a
 * haircut", "sleepy owl cant find his bed"). A hero written with a capital is a name, whatever its words.
 */
export function kindOfHero(prompt: string, hero: string): string | null {
  if (!hero || /^\p{Lu}/u.test(hero)) return null;
  const words = prompt.match(/[\p{L}\p{M}’'-]+/gu) ?? [];
  const heroWords = hero.toLowerCase().split(/\s+/);
  for (let at = 0; at < words.length; at += 1) {
    const found = heroWords.every((word, offset) => {
      const typed = (words[at + offset] ?? '').toLowerCase();
      return typed === word || typed === `${word}s` || typed === `${word}es`;
    });
    if (!found || /^\p{Lu}/u.test(words[at] ?? '')) continue;
    const before = words.slice(Math.max(0, at - 4), at).map((word) => word.toLowerCase());
    const determiner = before.findLastIndex((word) =>
      /^(a|an|the|my|our|your|his|her|their)$/.test(word),
    );
    const between = determiner >= 0 ? before.slice(determiner + 1) : before;
    if (between.some((word) => BEFORE_A_NAME.test(word))) continue;
    if (determiner >= 0) return hero.toLowerCase();
    // "sleepy owl cant find his bed", "hedgehog wants a haircut", never "hacker story: jun has 24
    // hours".
    const opening = at === before.length;
    if (opening && tagWords(before.join(' ')).every((word) => word.tags.has('Adjective')))
      return hero.toLowerCase();
  }
  return null;
}

/** The kind a story says in the singular: "kids" is told "a kid", "teeth" "a tooth". */
function singular(kind: string): string {
  return kind
    .replace(/teeth$/, 'tooth')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}

/**
 * Whether part 1 tells the named hero as the idea's kind, in one sentence: "Mia, a little duck,
 * knelt down", "Sam was an old fisherman", "a little dragon called Sam", "Leo the robot".
 */
export function toldAsKind(part: string, heroName: string, kind: string): boolean {
  const told = [kind, singular(kind)].map(escape).join('|');
  const introduced = new RegExp(`\\b(a|an)\\s+([\\p{L}'-]+\\s+){0,3}(${told})(?![\\p{L}])`, 'iu');
  const name = new RegExp(`(?<![\\p{L}])${escape(heroName)}(?![\\p{L}])`, 'u');
  // "Leo the robot took the controls" tells a robot as plainly.
  const titled = new RegExp(
    `(?<![\\p{L}])${escape(heroName)} the ([\\p{L}'-]+\\s+){0,3}(${told})(?![\\p{L}])`,
    'u',
  );
  return sentencesOf(part).some(
    (sentence) => titled.test(sentence) || (name.test(sentence) && introduced.test(sentence)),
  );
}
