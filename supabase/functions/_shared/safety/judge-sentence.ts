// The event reading of one sentence: for each deed, who does it to whom, with what, and whether it
// is refused, released or played. Harm to a living being is refused; the same words about a ball, a
// basket, a leaf or a game are welcome.
import type { AgeId } from '../age-bands.ts';
import {
  ARTILLERY,
  BLADES,
  FIREARMS,
  GAME_WORLD,
  GENTLE_THINGS,
  GRAVE_DEEDS,
  HURTING_DEEDS,
  KITCHEN,
  PERSON_WORDS,
  PLAY_FIGHT_THINGS,
} from './event-words.ts';
import { keptFrom } from './harm-policy.ts';
import { DEATH_WORDS, judgeDeath } from './judge-death.ts';
import { judgeWeapon } from './judge-weapon.ts';
import {
  clauseEnd,
  inPlay,
  isNoun,
  living,
  passive,
  patientsOf,
  REFLEXIVE,
  refused,
  standsFor,
  subjectOf,
  thingAfter,
  type Patient,
} from './read-deed.ts';
import { ownAccident } from './own-accident.ts';
import type { ReadWord } from './read-sentence.ts';
import { sentenceHarm, type SentenceHarm } from './sentence-harm.ts';
import {
  deedOfKind,
  KILLING_DEEDS,
  namedByTrade,
  PERFORMANCES,
  WOUNDING_DEEDS,
} from './word-kind-sets.ts';

const VICTIM_DEEDS = new Set(['murder', 'assassinate', 'massacre']);
const AIMING_DEEDS = new Set('point aim swing fire blow strike'.split(' '));
/** Things pointed or aimed at someone in play or at home; "~" is a toy taken out as allowed. */
const AIMED_HARMLESSLY = new Set(
  '~ camera cameras torch torches flashlight phone telescope binoculars hose hosepipe remote microphone mic spotlight light mirror ball balls paintbrush brush finger fingers pen pencil wand sprinkler'.split(
    ' ',
  ),
);
const MOTION = new Set(
  'across up down into from through past off out over along away ahead forward towards toward around round high like'.split(
    ' ',
  ),
);
const OPENERS = new Set(
  "to will would can could should must let's lets let gonna i we you they and".split(' '),
);
const NOUN_FORMS_OF_GRAVE =
  /^(?:killers?|killings?|stabb(?:y|ie)|murder(?:er|ers|ous|s)?|assassins?|kidnappers?|massacres?|slaughter|butcher(?:ed)?|executions?|tortur(?:e|er|ers)|stabbings?|shootings?|slayers?|stranglers?)$/;
const FIGHT_NOUNS = new Set(
  'fight fights battle battles attack attacks war wars weapon weapons punch'.split(' '),
);
/** Moves of a martial art's class, done to a partner on a mat: sport, not a blow. */
const SPARRING_MOVES = new Set('throw flip pin sweep trip hold grab toss lift wrestle'.split(' '));
const MARTIAL_ARTS =
  /\b(?:judo|karate|taekwondo|jujitsu|jiu jitsu|ju jitsu|aikido|wrestling|sumo|dojo|martial arts?)\b/;
/** Words that stand for a thing just named ("beat the eggs… I beat them"), not for a being. */
const STAND_INS = new Set(['them', 'it']);
/** What a kitchen's deeds are done to: a thing just named, or an animal that is dinner. */
const COOKED = new Set([
  ...STAND_INS,
  ...'chicken chickens fish turkey lamb duck salmon prawns prawn crab lobster squid octopus'.split(
    ' ',
  ),
]);

/** Deeds a game does with bubbles, foam darts, lasers and balls: shot in play, no one is harmed. */
const PLAYED_DEEDS = new Set('shoot fire blast zap'.split(' '));
const SHOT_IN_PLAY = new Set(
  `laser tag foam nerf bubble bubbles dart darts paintball team teams ball goal basket hoop hoops
  score scores scored game games pretend pretends pretending play plays playing played`.split(
    /\s+/,
  ),
);

function gentlyDone(words: readonly ReadWord[], index: number): boolean {
  return words
    .slice(index + 1, clauseEnd(words, index))
    .some((word) => GENTLE_THINGS.has(word.normal));
}

function judgeDeed(words: readonly ReadWord[], index: number, grave: boolean): SentenceHarm | null {
  const word = words[index];
  if (!word || refused(words, index)) return null;
  const patients: Patient[] = passive(words, index)
    ? [{ word: subjectOf(words, index), targeted: false }]
    : patientsOf(words, index);
  if (patients.some((patient) => patient.word && REFLEXIVE.has(patient.word.normal)))
    return sentenceHarm('death and self-harm', 'teen', words, index);
  const lemma = word.lemma;
  // "Them" after muffins is the muffins; "it" done to stays a thing ("caught a crab and threw it back").
  const hurt = patients.filter(
    (patient) =>
      patient.word && patient.word.normal !== 'it' && living(standsFor(words, patient.word)),
  );
  const told = words.map((other) => other.normal).join(' ');
  if (grave) {
    if (
      PLAYED_DEEDS.has(lemma) &&
      words.some((other) => SHOT_IN_PLAY.has(other.normal)) &&
      !words.some((other) => FIREARMS.has(other.normal))
    )
      return null;
    // Murder always has a victim; so does a trade no list names ("the baker"), outside a game.
    const victim = patients.some(
      (patient) => !patient.targeted && namedByTrade(patient.word?.normal ?? ''),
    );
    if (hurt.length > 0 || VICTIM_DEEDS.has(lemma) || (victim && !GAME_WORLD.test(told)))
      return sentenceHarm('violence and weapons', '7-9', words, index);
    // A thing shot at, a ball shot, a rainbow that shoots across the sky: no one is harmed.
    if (patients.some((patient) => patient.word && (!patient.targeted || patient.through === 'at')))
      return null;
    if (lemma === 'shoot' && MOTION.has(words[index + 1]?.normal ?? '')) return null;
    // "my joke absolutely killed": a performance that kills, with no one killed, was a hit.
    const doer = subjectOf(words, index);
    if (patients.length === 0 && doer && PERFORMANCES.has(standsFor(words, doer).normal))
      return null;
    return sentenceHarm('violence and weapons', '7-9', words, index);
  }
  if (hurt.length === 0 || gentlyDone(words, index) || ownAccident(words, index, hurt)) return null;
  if (inPlay(words) && !words.some((other) => FIREARMS.has(other.normal))) return null;
  const done = words
    .slice(index + 1)
    .map((other) => other.normal)
    .join(' ');
  if (SPARRING_MOVES.has(lemma) && MARTIAL_ARTS.test(told)) return null;
  // Eating people is harm; eating fish and chips is dinner.
  if (lemma === 'eat' && !hurt.some((patient) => PERSON_WORDS.has(patient.word?.normal ?? '')))
    return null;
  // "Our team beat the champions" is winning; a beating is with something, up, or until.
  if (lemma === 'beat' && !/\b(?:with|up|until|till|black|badly)\b/.test(done)) return null;
  // Eggs beaten and dough punched: in a kitchen, "them" and "it" are what is being cooked, and so
  // is a chicken bashed flat for schnitzel.
  if (KITCHEN.test(told) && hurt.every((patient) => COOKED.has(patient.word?.normal ?? '')))
    return null;
  // Aiming and swinging harm the one aimed at, not the arms that swing.
  if (AIMING_DEEDS.has(lemma) && !hurt.some((patient) => patient.targeted)) return null;
  // A camera, a torch or a water gun pointed at a face is no weapon.
  if (
    AIMING_DEEDS.has(lemma) &&
    patients.some(
      (patient) => !patient.targeted && AIMED_HARMLESSLY.has(patient.word?.normal ?? ''),
    )
  )
    return null;
  return sentenceHarm('violence and weapons', '7-9', words, index);
}

/** "A fight about who gets the blue cup", "a fight over whose turn it is": words, not blows. */
function quarrel(words: readonly ReadWord[], index: number): boolean {
  const next = words[index + 1]?.normal;
  return next === 'about' || (next === 'over' && /^wh/.test(words[index + 2]?.normal ?? ''));
}

/** A deed word used as a verb, even where the tagger read an order ("choke the cat") as a noun. */
function verbLike(words: readonly ReadWord[], index: number): boolean {
  const word = words[index];
  const before = words[index - 1];
  if (!word || before?.tags.has('Determiner') || before?.possessive) return false;
  // "every single shot": a determiner before adjectives makes a noun, unless the word takes an
  // object ("the giant pummelled the villagers", where the tagger read "giant" as an adjective).
  let owner = index - 1;
  while (owner > 0 && words[owner]?.tags.has('Adjective')) owner -= 1;
  const object = words[index + 1];
  const takesObject = Boolean(
    object && (object.tags.has('Determiner') || object.tags.has('Pronoun') || object.possessive),
  );
  if (owner < index - 1 && words[owner]?.tags.has('Determiner') && !takesObject) return false;
  if (word.tags.has('Verb')) return true;
  const next = words[index + 1]?.tags.has('Preposition') ? words[index + 2] : words[index + 1];
  const opens = index === 0 || OPENERS.has(before?.normal ?? '');
  return (
    opens &&
    Boolean(
      next &&
      (next.tags.has('Determiner') || next.tags.has('Pronoun') || next.possessive || isNoun(next)),
    )
  );
}

function judgeWord(words: readonly ReadWord[], index: number, age: AgeId): SentenceHarm | null {
  const word = words[index];
  if (!word) return null;
  const asVerb = verbLike(words, index);
  if (asVerb && (GRAVE_DEEDS.has(word.lemma) || deedOfKind(KILLING_DEEDS, word.lemma, word.normal)))
    return judgeDeed(words, index, true);
  if (
    asVerb &&
    (HURTING_DEEDS.has(word.lemma) || deedOfKind(WOUNDING_DEEDS, word.lemma, word.normal))
  )
    return judgeDeed(words, index, false);
  if (NOUN_FORMS_OF_GRAVE.test(word.normal)) {
    // "a killer serve", "Nana's killer lemon cake": before a thing, "killer" is praise.
    const praised = word.normal === 'killer' && thingAfter(words, index);
    return refused(words, index) || praised
      ? null
      : sentenceHarm('violence and weapons', '7-9', words, index);
  }
  if (DEATH_WORDS.has(word.normal)) return judgeDeath(words, index);
  if (FIREARMS.has(word.normal) || BLADES.has(word.normal) || ARTILLERY.has(word.normal))
    return judgeWeapon(words, index, age);
  if (
    FIGHT_NOUNS.has(word.normal) &&
    !inPlay(words) &&
    !PLAY_FIGHT_THINGS.has(words[index - 1]?.normal ?? '') &&
    !refused(words, index) &&
    !quarrel(words, index)
  )
    return sentenceHarm('violence and weapons', '4-6', words, index);
  return null;
}

/** The first harm the sentence tells that is kept from a reader of `age`, or null. */
export function judgeSentence(words: readonly ReadWord[], age: AgeId): SentenceHarm | null {
  for (let index = 0; index < words.length; index += 1) {
    const found = judgeWord(words, index, age);
    if (found && keptFrom(age, found.keptUpTo)) return found;
  }
  return null;
}
