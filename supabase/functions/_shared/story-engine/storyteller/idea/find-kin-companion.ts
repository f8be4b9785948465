// "Who took the cookies from Grandma Rosa's jar?", "Kaito works at his uncle's ramen shop",
// "Ximena's grandmother joins her dance crew", "look after his ageing father", "Granny helps her
// look", "adopts a rescue greyhound called Flash": an idea that names nobody going along with the
// hero still names the family or the pet it is about. The first of them comes along, so the story
// is about them, not about a friend it invents.
import { capitalise } from '../../../capitalise.ts';
import { toSingular } from '../read-english.ts';
import {
  bareName,
  capitalised,
  companionAt,
  companionRecord,
  type IdeaCompanion,
} from './companion-at.ts';
import {
  COMPANION_KINDS,
  FAMILY_NAMES,
  PEOPLE_GROUPS,
  PEOPLE_KINDS,
  TELLING,
  SEEKING,
  isKinName,
  isNoun,
} from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { namesPlace } from '../place-kinds.ts';

const OWNERS = new Set(['her', 'his', 'their', 'my', 'our']);
/** "her late grandfather's drum", "Ellie's brother disappeared": one the story cannot take along. */
const GONE = new Set(['late', 'dead', 'lost', 'missing']);
const GONE_WORDS = /^(disappear\w*|vanish\w*|missing|lost|gone|kidnapped|taken|stolen)$/;
/**
 * "on her uncle's boat", "with her father's caravan", "visiting her shosho's beehives": whose boat
 * or hives the hero goes out on or visits is there with them.
 */
const RIDDEN =
  /^(boat|canoe|kayak|ship|trawler|barge|van|caravan|camper|truck|lorry|tractor|cart|wagon|sleigh|taxi|beehives|hives)$/;
/** "Amina's kitten hides", "the hamster escaped": gone too, unless they hide a thing. */
const HIDING = /^(hides|hid|escapes|escaped)$/;

/**
 * "Ellie's brother disappeared", "Granny has gone missing", "Amina's kitten hides": the one the
 * story looks for.
 */
const goneAfter = (words: readonly IdeaWord[], at: number) =>
  words.slice(at + 1, at + 4).some(
    (word, offset) =>
      word.sentence === words[at]?.sentence &&
      (GONE_WORDS.test(word.normal) ||
        // "teta hid a tiny key": one who hides a thing is not hidden.
        (HIDING.test(word.normal) &&
          !/^(a|an|the|her|his|their|my|our)$/.test(words[at + 2 + offset]?.normal ?? ''))),
  );

/** A relative named by what they are after an owner: "his ageing father", "her mum's bakery". */
function relativeAfter(
  words: readonly IdeaWord[],
  owner: number,
  heroIndex: number | null,
): IdeaCompanion | null {
  const heroNamed = heroIndex !== null;
  let at = owner + 1;
  const traits: string[] = [];
  // Only "her" or "his" makes a pet the hero's own: "my dog" may be the narrator's hero. But with
  // the hero named, "while our cat supervises" is the family's cat, who is there too.
  // "kai's cat can talk": so does the hero's own, named with an "'s".
  const pets =
    /^(her|his|their)$/.test(words[owner]?.normal ?? '') ||
    (heroNamed && words[owner]?.normal === 'our') ||
    owner === heroIndex;
  const someone = (index: number) =>
    isKin(words[index]) || (pets && isPet(words[index])) || isRival(words[index], words[index + 1]);
  for (let next = words[at]; next && at < owner + 4 && !someone(at); next = words[(at += 1)]) {
    // "our three cats": how many of them describes them too.
    if (!next.tags.has('Adjective') && !isNoun(next) && !next.tags.has('Cardinal')) return null;
    traits.push(next.normal);
  }
  const kin = words[at];
  if (!kin || !someone(at) || kin.sentence !== words[owner]?.sentence) return null;
  // "…and she has to find out who, my daughter wants lots of clues": with the hero named, the
  // narrator's child who wants or loves something is who the story is for.
  if (
    heroNamed &&
    /^(my|our)$/.test(words[owner]?.normal ?? '') &&
    READER_ASKS.test(words[at + 1]?.normal ?? '')
  )
    return null;
  // "her dog's lead": a thing of the pet's is no pet that comes along.
  if (isPet(kin) && /['’]s$/.test(kin.text)) return null;
  if (traits.some((trait) => GONE.has(trait))) return null;
  // "his baby sister": the second word says who they are, and the story calls them both.
  const second = words[at + 1];
  if (isKin(second) && second?.sentence === kin.sentence && /^(baby|twin|step)$/.test(kin.normal))
    return companionRecord({ kind: `${kin.normal} ${second.normal}`, traits, index: at + 1 });
  // "his uncle's ramen shop": one whose place the story is at is there; "his uncle's old
  // bicycle" is only a thing of theirs.
  if (/['’]s$/.test(kin.text)) {
    const owned = words.slice(at + 1, at + 4).filter((word) => word.sentence === kin.sentence);
    const place = owned.map((word) => word.text).join(' ');
    if (!namesPlace(place) && !owned.some((word) => RIDDEN.test(word.normal))) return null;
  } else if (goneAfter(words, at)) return null;
  return companionRecord({ kind: kin.normal, traits, index: at });
}

/** "guide the princess … to her exiled mother": the one someone is led to, after "to her". */
const ledTo = (words: readonly IdeaWord[], at: number) =>
  /^(her|his)$/.test(words[at]?.normal ?? '') &&
  words
    .slice(Math.max(0, at - 10), at)
    .some((word) => /^(guide|guides|guiding|escort|escorts|escorting)$/.test(word.normal));

/** "her ageing father", and "with my cousins": brothers, cousins or mates come along together. */
const isKin = (word: IdeaWord | undefined) =>
  word !== undefined &&
  (word.tags.has('Plural') ? PEOPLE_GROUPS.has(word.normal) : PEOPLE_KINDS.has(word.normal));

/**
 * "with her old rival": a rival the hero goes with is someone too; "her rival school" and "rival
 * bakers" only describe.
 */
const isRival = (word: IdeaWord | undefined, next: IdeaWord | undefined) =>
  word?.normal === 'rival' && !(next && next.sentence === word.sentence && isNoun(next));

/** What the one a story is for says of it: "my daughter wants lots of clues", "loves owls". */
const READER_ASKS = /^(wants|loves|likes|asked|asks|adores)$/;

/** "Aiyana walks her old dog", "feeding his hamster": a pet of the hero's own is someone too. */
const isPet = (word: IdeaWord | undefined) =>
  word !== undefined &&
  !PEOPLE_KINDS.has(word.normal) &&
  (word.tags.has('Plural')
    ? // "while our three cats help": the family's pets, together.
      COMPANION_KINDS.has(toSingular(word.normal)) && !PEOPLE_KINDS.has(toSingular(word.normal))
    : COMPANION_KINDS.has(word.normal));

/**
 * "sleepover at Jaddah's flat": whose place the hero is at comes along too; "who nicked Auntie's
 * hat" says only whose thing it was.
 */
function kinPlace(words: readonly IdeaWord[], at: number): boolean {
  const word = words[at] as IdeaWord;
  if (!/['’]s$/.test(word.text) || !isKinName(bareName(word.text))) return false;
  // "Jaddah's flat": the tagger may read the "'s" as a silent "is" before what follows.
  const owned = words
    .slice(at + 1, at + 5)
    .filter((next) => next.sentence === word.sentence && next.text !== '');
  return owned[0]?.normal === 'flat' || namesPlace(owned.map((next) => next.text).join(' '));
}

/**
 * "looks out of teta and jiddos window": a relative's own word, bare after a preposition; "but
 * dadi says she can still help", "dadi tells Kabir a story": or bare before what they do.
 */
function bareKin(words: readonly IdeaWord[], at: number): boolean {
  const before = words[at - 1];
  const after = words[at + 1];
  if (!FAMILY_NAMES.has(words[at]?.normal ?? '')) return false;
  const acts =
    after !== undefined &&
    after.sentence === words[at]?.sentence &&
    after.tags.has('Verb') &&
    after.tags.has('PresentTense') &&
    !['Gerund', 'Auxiliary', 'Copula'].some((tag) => after.tags.has(tag)) &&
    // "a tired dad called Reggie" is what the hero is; "mummy washed him" is what was done before.
    !before?.tags.has('Adjective') &&
    !/^(a|an|the|her|his|their|my|our|your)$/.test(before?.normal ?? '');
  return (
    acts ||
    (before !== undefined &&
      before.sentence === words[at]?.sentence &&
      /^(of|at|to|with|from)$/.test(before.normal))
  );
}

export function findKinCompanion(
  words: readonly IdeaWord[],
  heroIndex: number | null,
  culprits: ReadonlySet<number>,
): IdeaCompanion | null {
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as IdeaWord;
    if (culprits.has(at)) continue;
    // "finds his way back to mummy": the one the hero gets back to is not with them yet.
    if (words[at - 1]?.normal === 'to' && words[at - 2]?.normal === 'back') continue;
    // "Grandma Rosa's jar", "Granny helps": what a child calls a relative is their name.
    if (
      at !== heroIndex &&
      (capitalised(word) || bareKin(words, at)) &&
      (isKinName(word.text) || kinPlace(words, at)) &&
      !goneAfter(words, at)
    )
      return companionRecord({
        name: capitalise(bareName(word.text)),
        index: at,
        beside: heroIndex,
      });
    // "Finn wants to be her friend": whose friend the hero becomes is no one yet; "a story I can
    // read to my partner", "for my son": who the story is told to is in no part of it.
    const before = words[at - 1]?.normal ?? '';
    const toldTo =
      before === 'for' || (before === 'to' && TELLING.test(words[at - 2]?.normal ?? ''));
    // "cant find his mum", "has lost her dad": the one looked for is not with the hero yet;
    // "guide the princess across the frozen wastes to her exiled mother": nor is where they go.
    const sought = SEEKING.test(before) || (before === 'to' && ledTo(words, at));
    const owner =
      !/^(be|become)$/.test(before) &&
      !toldTo &&
      !sought &&
      ((OWNERS.has(word.normal) && (word.tags.has('Pronoun') || word.tags.has('Possessive'))) ||
        (word.tags.has('Possessive') && word.tags.has('Person')));
    const relative = owner ? relativeAfter(words, at, heroIndex) : null;
    // "my husband Ahmed … while our three cats help", "my son Rafi … grandad flips them": the
    // relation just before the hero's name is what the hero is, never who comes along.
    const heroOwn =
      heroIndex !== null && relative?.index === heroIndex - 1 && relative.name === null;
    if (heroOwn) continue;
    if (relative && !culprits.has(relative.index) && relative.index !== heroIndex) return relative;
    // "adopts a rescue greyhound called Flash", "his only crew is a robot called Lint".
    if (/^(a|an)$/.test(word.normal)) {
      const creature = companionAt(words, at + 1, heroIndex, word.normal);
      const head = creature?.kind?.split(' ').pop() ?? '';
      if (
        creature?.name &&
        creature.index !== heroIndex &&
        !culprits.has(creature.index) &&
        COMPANION_KINDS.has(head) &&
        /^(called|named)$/.test(words[creature.index - 1]?.normal ?? '')
      )
        return creature;
    }
  }
  return null;
}
