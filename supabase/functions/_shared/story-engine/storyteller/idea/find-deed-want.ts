// The deed the idea's first telling verb names, as the hero's want: "look for her lost kite",
// "sail to a faraway island", "fix up an old boat"; with what the hero is caught in, asks about or
// already does read on the way.
import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS, isNoun } from './idea-words.ts';
import { MISHAPS } from './find-mishap.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { ownerAt } from './owner-at.ts';
import { companionActs } from './companion-acts.ts';
import { readCompanionHabit } from './read-companion-habit.ts';
import { readInquiry } from './read-inquiry.ts';
import { readMotionWant } from './read-motion-want.ts';
import { readObjectWant } from './read-object-want.ts';
import { readSituation } from './read-situation.ts';
import type { IdeaWant } from './story-idea.ts';
import { framesRequest } from './frames-request.ts';

const WANT_MARKERS = new Set(
  'want need hope dream try wish long plan decide have be keep become must can will named call name do'.split(
    ' ',
  ),
);

const BELIEVING = new Set('think believe reckon suppose guess claim say'.split(' '));
const LIKING = /^(love|like|adore|enjoy)$/;

/**
 * Whether the word at `index` names no deed of the hero's to read an object for: no verb, a
 * companion's deed in a relative clause, a verb that leads to the want ("wants to") or a loss,
 * which findLoss reads.
 */
function namesNoDeed(words: readonly TaggedWord[], index: number, cast: ReadonlySet<number>) {
  const word = words[index] as TaggedWord;
  // "im tevita": the "am" the tagger reads into "im" has no text, and names no deed.
  if (word.text === '') return true;
  // "have gone missing", "his kite is missing": the thing before is lost, as with "vanished".
  const goneMissing =
    words[index + 1]?.normal === 'missing' &&
    /^(go|goes|going|gone|went|is|are|was|were|be|been|get|gets|got)$/.test(word.normal);
  if (
    !goneMissing &&
    (!word.tags.has('Verb') ||
      word.tags.has('Auxiliary') ||
      word.tags.has('Modal') ||
      word.tags.has('Particle'))
  )
    return true;
  // "a widowed fisherman", "the retired teacher": a participle after an article describes.
  if (/^(a|an|the)$/.test(words[index - 1]?.normal ?? '') && /ed$/.test(word.normal)) return true;
  // "the dragon who loved dumplings", "the ball that could talk": what a companion does.
  const relative = [1, 2].find((back) => /^(who|that)$/.test(words[index - back]?.normal ?? ''));
  if (relative !== undefined && cast.has(index - relative - 1)) return true;
  const infinitive = infinitiveOf(word);
  // "wants to", "has to" lead to the want; "have a tea party", "keep the light on" are one.
  const next = words[index + 1];
  const marksWant =
    next?.normal !== 'the' && !(infinitive === 'have' && next?.tags.has('Determiner'));
  if (WANT_MARKERS.has(infinitive) && marksWant && !goneMissing) return true;
  // "my little sister thinks the washing machine is a monster": what someone believes is no deed;
  // "my son Olu loves diggers": nor what they like, which is no goal to set out for. "a princess
  // who likes mud" is what the story is about.
  if (BELIEVING.has(infinitive)) return true;
  if (LIKING.test(infinitive) && words[index - 1]?.normal !== 'who') return true;
  // A loss is read by findLoss; what is left of one ("to lose", "escape") wants nothing, and what
  // befalls a thing ("the crops are dying") is no deed a hero sets out to do.
  return (
    goneMissing ||
    /^(vanish|disappear|escape|go|die|wilt|wither|rot)$/.test(infinitive) ||
    (infinitive === 'lose' &&
      !words[index + 1]?.tags.has('Determiner') &&
      !words[index + 1]?.tags.has('Pronoun') &&
      !words[index + 1]?.tags.has('Adjective'))
  );
}

/** Whether the verb at `index` opens with "as", "while", "when" … and a subject of its own. */
function ownSubjectBefore(words: readonly TaggedWord[], index: number): boolean {
  let at = index - 1;
  const subject = words[at];
  // A name, or "someone", may well be the hero or the culprit whose deed the idea is about.
  if (
    !subject ||
    !isNoun(subject) ||
    ['Pronoun', 'Person', 'ProperNoun'].some((tag) => subject.tags.has(tag)) ||
    /^\p{Lu}/u.test(subject.text) ||
    /^(some|any|every|no)(one|body)$/.test(subject.normal)
  )
    return false;
  at -= 1;
  while (at >= index - 4 && (words[at]?.tags.has('Determiner') || words[at]?.tags.has('Adjective')))
    at -= 1;
  return (
    words[at]?.sentence === words[index]?.sentence &&
    /^(as|while|when|until|till|before|after|because|cos|since)$/.test(words[at]?.normal ?? '')
  );
}

/**
 * The want from the first verb at or after `from` that names a deed of the hero's; companions in
 * `cast` are never the thing wanted, and the deeds of `actors` are their own.
 */
export function findDeedWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
  from = 0,
): IdeaWant | null {
  for (let index = from; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    // "me (dev) and my best mate": a name the tagger reads as a verb is no deed.
    if (index === heroIndex) continue;
    if (framesRequest(words, index, heroIndex)) continue;
    // "a night train crossing the steppe, and a conductor named Daulet": what a thing named before
    // the hero is doing is its own deed, not the hero's.
    if (
      heroIndex !== null &&
      index < heroIndex &&
      word.tags.has('Gerund') &&
      index > 0 &&
      isNoun(words[index - 1] as TaggedWord) &&
      !words[index - 1]?.tags.has('Possessive')
    )
      continue;
    // "to her birdwatching club": a doing between an owner and a thing names the kind of thing.
    if (
      /ing$/.test(word.normal) &&
      /^(her|his|their|my|our)$/.test(words[index - 1]?.normal ?? '') &&
      words[index + 1]?.sentence === word.sentence &&
      isNoun(words[index + 1] as TaggedWord)
    )
      continue;
    // "going to sleep as the boats come home": a clause with a subject of its own is their deed.
    if (word.tags.has('Verb') && ownSubjectBefore(words, index)) continue;
    const habit = readCompanionHabit(words, index, cast);
    if (habit) return habit;
    const situation = readSituation(words, index, heroIndex);
    if (situation) return situation;
    // "a toy robot who tumbles off the windowsill": a mishap happens to the hero, and is no goal.
    if (word.tags.has('Verb') && MISHAPS.has(infinitiveOf(word))) continue;
    if (companionActs(words, index, actors)) continue;
    if (word.tags.has('Gerund') && words[index + 1]?.tags.has('Preposition')) {
      const rest = nounPhraseAt(words, index + 2);
      // "sharing for my son Yusuf": the hero is who the story is for, never what their deed is.
      const hero = heroIndex !== null && heroIndex >= index + 2 && heroIndex <= (rest?.end ?? -1);
      if (rest && !NOT_THINGS.has(rest.head.normal) && !hero)
        return {
          verb: `${infinitiveOf(word)} ${words[index + 1]?.normal}`,
          thing: rest.told,
          noun: rest.head.normal,
          question: false,
        };
    }
    const inquiry = readInquiry(words, index);
    if (inquiry && !companionActs(words, index, actors)) return inquiry;
    const motion = readMotionWant(words, index, heroIndex, cast, actors);
    if (motion) return motion;
    if (namesNoDeed(words, index, cast)) continue;
    // "its callum's birthday party": after an owner's "'s", which the tagger may read as a silent
    // "is", comes a thing of theirs, never a deed; "Mia's baking a cake" is still Mia baking.
    if (ownerAt(words, index - 1) && !word.tags.has('Gerund')) continue;
    // "three feuding kingdoms", "five quarrelling clans": an -ing word between a number or an
    // article and a thing describes the thing.
    if (
      /\p{L}ing$/u.test(word.normal) &&
      /^(a|an|the|two|three|four|five|six|seven|eight|nine|ten|many|all|some)$/.test(
        words[index - 1]?.normal ?? '',
      ) &&
      words[index + 1]?.tags.has('Noun') === true &&
      words[index + 1]?.sentence === word.sentence
    )
      continue;
    // "sail west in a longship to find the island": which way they go is no thing to want.
    if (/^(north|south|east|west)(wards?)?$/.test(words[index + 1]?.normal ?? '')) continue;
    const want = readObjectWant(words, index, heroIndex, kindWord, cast);
    if (want) return want;
  }
  return null;
}
