// What an everyday idea is about when it is about the hero's own trouble with someone: a hurt to
// forgive ("Anil and Sunil learn to forgive each other"), a hard thing to say or do ("doesn't know
// how to tell his dad", "is scared to sing in the show"), a habit to grow out of ("starts
// bragging"), or being shy ("feels shy at nursery"). Read from the idea's words, never a stock
// dilemma: the story's problem is the idea's own, and its ending resolves it.
import { toInfinitive, toPastTense } from '../read-english.ts';
import { PEOPLE_KINDS, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import type { IdeaCompanion } from './find-companions.ts';

export type TroubleKind = 'forgive' | 'brave' | 'boast' | 'shy';

export interface IdeaTrouble {
  kind: TroubleKind;
  /** Who it is with, in the idea's words: "Sunil", "his dad", "his grandma"; null when nobody. */
  other: string | null;
  /** The one it is with is the idea's companion, who comes along. */
  companion: boolean;
  /** The hard thing to do, as an infinitive phrase: "tell his dad", "sing in the show". */
  step: string | null;
  /** What the hero dreams of, when the idea says: "leave the family bakery to become a DJ". */
  dream: string | null;
  /** Where it happens, when the idea says: "nursery", "the party". */
  venue: string | null;
}

const FORGIVING = /^(forgive|forgives|forgave|forgiven|forgiving|forgiveness|reconcile\w*)$/;
const BOASTING = /^(brag|brags|bragged|bragging|boast|boasts|boasted|boasting|gloat\w*|show-off)$/;
const SHY = /^(shy|timid|lonely)$/;
const AFRAID = /^(scared|afraid|frightened|nervous|worried|anxious)$/;
const SAYING = new Set(['tell', 'confess', 'admit', 'ask']);
/** Words that end a clause the idea's words are read from. */
const CLAUSE_END = /^(and|but|so|because|until|when|while|or)$/;

const told = (words: readonly IdeaWord[], start: number, end: number) =>
  words
    .slice(start, end)
    .map((word) => word.text.replace(/[,.;:!?]+$/, ''))
    .join(' ');

const BACKSHIFTED: Readonly<Record<string, string>> = {
  is: 'was',
  are: 'were',
  am: 'was',
  has: 'had',
  have: 'had',
  does: 'did',
  do: 'did',
  can: 'could',
  will: 'would',
};

/**
 * The hard thing to say, told in the story's past: "tell her oldest friend that she is closing the
 * shop" is "that she was closing the shop", as "Farida had to tell …" needs.
 */
function toldInThePast(words: readonly IdeaWord[], start: number, end: number): string {
  return words
    .slice(start, end)
    .map((word, offset) => {
      const text = word.text.replace(/[,.;:!?]+$/, '');
      const before = words[start + offset - 1]?.normal ?? '';
      const present =
        (word.tags.has('PresentTense') ||
          (word.tags.has('Verb') && BACKSHIFTED[word.normal] !== undefined)) &&
        !word.tags.has('Infinitive') &&
        !word.tags.has('Gerund') &&
        !/^(to|can|will|would|could|should|must|may|might|not)$/.test(before);
      if (!present || /\p{Lu}/u.test(text)) return text;
      return BACKSHIFTED[word.normal] ?? toPastTense(word.normal);
    })
    .join(' ');
}

/** Where the clause from `start` ends: before a conjunction, a comma or another sentence. */
function clauseEnd(words: readonly IdeaWord[], start: number): number {
  let end = start;
  while (
    end < words.length &&
    words[end]?.sentence === words[start]?.sentence &&
    (end === start || !CLAUSE_END.test(words[end]?.normal ?? ''))
  ) {
    end += 1;
    if (/[,;:]/.test(words[end - 1]?.after ?? '')) break;
  }
  return end;
}

/** "his dad", "Mum", "her teacher Mr Obi": a person right after `index`. */
function personAt(words: readonly IdeaWord[], index: number): string | null {
  const first = words[index];
  if (!first) return null;
  if (/^(his|her|their|my|the)$/.test(first.normal)) {
    // "his dad", "her best friend", "his friend Lani": the kind, and the name when it follows.
    let end = index + 1;
    while (end < index + 3 && !PEOPLE_KINDS.has(words[end]?.normal ?? '')) end += 1;
    if (!PEOPLE_KINDS.has(words[end]?.normal ?? '')) return null;
    const name = words[end + 1];
    const named = name && /^\p{Lu}/u.test(name.text) && isNoun(name) && first.normal !== 'the';
    return told(words, index, named ? end + 2 : end + 1);
  }
  return /^\p{Lu}/u.test(first.text) && isNoun(first) ? told(words, index, index + 1) : null;
}

/**
 * The one the trouble is with: the idea's first companion in the idea's own words ("their
 * grown-up daughter Lejla", so the story meets her before naming her), else who the verb falls on.
 */
function otherOf(companions: readonly IdeaCompanion[], after: string | null): string | null {
  const [first] = companions;
  if (!first) return after;
  const kind = [...first.traits, first.kind ?? ''].join(' ').trim();
  if (!kind) return first.name ?? after;
  return `their ${kind}${first.name ? ` ${first.name}` : ''}`;
}

const withOther = (companions: readonly IdeaCompanion[]) => ({
  other: otherOf(companions, null),
  companion: companions.length > 0,
});

/** "broke the mole's flowerpot": the one whose thing it was, whom a sorry is owed. */
function ownerIn(words: readonly IdeaWord[]): string | null {
  const index = words.findIndex(
    (word, at) =>
      /^\p{Ll}.*['’]s$/u.test(word.text) &&
      words[at - 1]?.normal === 'the' &&
      isNoun(words[at + 1] ?? word),
  );
  return index < 0 ? null : `the ${words[index]?.text.replace(/['’]s$/, '')}`;
}

/** "wants to leave the family bakery to become a DJ": what the hero wants, as the idea says it. */
function dreamOf(words: readonly IdeaWord[], before: number): string | null {
  for (let index = 0; index < before; index += 1) {
    if (!/^(want|wants|wanted)$/.test(words[index]?.normal ?? '')) continue;
    if (words[index + 1]?.normal !== 'to') continue;
    const end = clauseEnd(words, index + 2);
    if (end > index + 2) return told(words, index + 2, end);
  }
  return null;
}

export function findTrouble(
  words: readonly IdeaWord[],
  companions: readonly IdeaCompanion[],
): IdeaTrouble | null {
  const at = (pattern: RegExp) => words.findIndex((word) => pattern.test(word.normal));
  const venueAt = words.findIndex((word) => word.normal === 'at');
  let venueEnd = venueAt + 1;
  while (
    venueEnd < venueAt + 4 &&
    (words[venueEnd]?.tags.has('Determiner') || words[venueEnd]?.tags.has('Adjective'))
  )
    venueEnd += 1;
  const venue = venueAt < 0 ? null : told(words, venueAt + 1, venueEnd + 1);
  const forgives = at(FORGIVING);
  if (forgives >= 0)
    return {
      kind: 'forgive',
      other: otherOf(companions, personAt(words, forgives + 1)),
      companion: companions.length > 0,
      step: null,
      dream: null,
      venue: null,
    };
  // "doesn't know how to tell his dad", "is scared to sing in the show": the hard thing to do.
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as IdeaWord;
    const verb = toInfinitive(word.normal, word.tags);
    const saying = SAYING.has(verb) && personAt(words, index + 1) !== null;
    // "has to say sorry to his friend Omar", "needs to apologise": a sorry owed is as hard to say.
    const owed =
      /^(has|have|had|needs|need|must)$/.test(words[index - 2]?.normal ?? '') &&
      (verb === 'apologise' ||
        verb === 'apologize' ||
        (verb === 'say' && words[index + 1]?.normal === 'sorry'));
    const dared =
      (AFRAID.test(words[index - 2]?.normal ?? '') || owed) && words[index - 1]?.normal === 'to';
    if (!word.tags.has('Verb') && !SAYING.has(verb)) continue;
    if (!saying && !dared) continue;
    const end = clauseEnd(words, index);
    const step = `${verb} ${toldInThePast(words, index + 1, end)}`.trim();
    return {
      kind: 'brave',
      other: saying ? personAt(words, index + 1) : otherOf(companions, ownerIn(words)),
      companion: !saying && companions.length > 0,
      step,
      dream: dreamOf(words, index),
      venue,
    };
  }
  if (at(BOASTING) >= 0)
    return { kind: 'boast', ...withOther(companions), step: null, dream: null, venue };
  if (at(SHY) >= 0)
    return { kind: 'shy', ...withOther(companions), step: null, dream: null, venue };
  return null;
}
