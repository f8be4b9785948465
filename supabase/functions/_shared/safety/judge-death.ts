// The reading of a death word in one sentence: whose death it tells. A person's or a pet's is kept
// from young readers ("my best friend Kofi dies", "the whole family dead"); leaves, logs, batteries
// and plants that die or are dead are nature and things ("a dead old stump", "droop, wilt and die").
import { GAME_WORLD, PERSON_WORDS } from './event-words.ts';
import {
  clauseStart,
  inPlay,
  isNoun,
  living,
  refused,
  standsFor,
  subjectOf,
  thingAfter,
} from './read-deed.ts';
import type { ReadWord } from './read-sentence.ts';
import { sentenceHarm, type SentenceHarm } from './sentence-harm.ts';

const DEATH_NOUNS = new Set([
  'death',
  'deaths',
  'corpse',
  'corpses',
  'deadly',
  'funeral',
  'coffin',
]);
/** The words whose reading is a death: "dead", "dies", "funeral", "corpse". */
export const DEATH_WORDS = new Set(['dead', 'die', 'died', 'dies', 'dying', ...DEATH_NOUNS]);

/** What joins deeds that share one doer: "droop and die", "turn red, die and crunch". */
const DEED_JOINTS = new Set(['and', 'then', ',']);

/**
 * The doer of a second deed joined by "and", "then" or a comma ("the sunflowers droop and die"):
 * the first deed's doer, living or not, when the second clause names none of its own.
 */
function sharedSubject(words: readonly ReadWord[], index: number): ReadWord | undefined {
  const start = clauseStart(words, index);
  const joint = words[start - 1]?.normal;
  if (start < 2 || !DEED_JOINTS.has(joint ?? '')) return undefined;
  if (words.slice(start, index).some((word) => isNoun(word))) return undefined;
  const first = clauseStart(words, start - 1);
  const clause = words.slice(first, start - 1);
  const verb = clause.findIndex((word) => word.tags.has('Verb'));
  if (verb > 0) return subjectOf(words, first + verb);
  // "went brown, shrivelled and died": a first clause with no doer of its own shares the one before.
  return clause.find((word) => isNoun(word)) ?? sharedSubject(words, first);
}

/**
 * Whether a noun is a living being, or a name put after a person ("my best friend Kofi" is a friend
 * though the tagger knows no Kofi); a possessive owner stops it ("the girl's plant"). A pet's name
 * after its kind ("my old cat Biscuit") is left to the sentence's other readings.
 */
function livingPhrase(words: readonly ReadWord[], noun: ReadWord): boolean {
  if (living(standsFor(words, noun))) return true;
  for (let at = words.indexOf(noun) - 1; at >= 0 && isNoun(words[at]); at -= 1) {
    const word = words[at];
    if (word && (PERSON_WORDS.has(word.normal) || word.tags.has('Person'))) return true;
  }
  return false;
}

/** Who is told "you're dead" in a game of tag or cops and robbers: the players. */
const PLAYERS = new Set(['you', 'your', "you're", 'youre', 'ur', 'i', 'we', 'me']);

/** "bang, you're dead" or "your dead" in a game: a player out of the round, not a death. */
function playerTaggedOut(words: readonly ReadWord[], index: number): boolean {
  const before = words[index - 1]?.normal ?? '';
  const player =
    PLAYERS.has(before) ||
    (/^(?:are|is|am|'re|'m)$/.test(before) && PLAYERS.has(words[index - 2]?.normal ?? ''));
  return player && inPlay(words);
}

/** The death a death word at `index` tells, when it is a living being's, or null. */
export function judgeDeath(words: readonly ReadWord[], index: number): SentenceHarm | null {
  const word = words[index];
  if (!word || refused(words, index)) return null;
  if (GAME_WORLD.test(words.map((other) => other.normal).join(' '))) return null;
  if (word.normal === 'dead' && playerTaggedOut(words, index)) return null;
  if (DEATH_NOUNS.has(word.normal)) return sentenceHarm('death and self-harm', '7-9', words, index);
  const next = words[index + 1];
  if (word.normal === 'dead' && next?.normal === 'body')
    return sentenceHarm('death and self-harm', '7-9', words, index);
  // "with the whole family dead": what is dead is the being named just before it.
  const before = words[index - 1];
  if (word.normal === 'dead' && isNoun(before) && before && livingPhrase(words, before))
    return sentenceHarm('death and self-harm', '7-9', words, index);
  // "dead leaves", "a dead old stump": what is dead is the noun it stands before.
  if (word.normal === 'dead' && thingAfter(words, index)) return null;
  const who =
    word.normal === 'dead' && isNoun(next)
      ? next
      : (subjectOf(words, index) ?? sharedSubject(words, index));
  return !who || livingPhrase(words, who)
    ? sentenceHarm('death and self-harm', '7-9', words, index)
    : null;
}
