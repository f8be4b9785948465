// How surely a name in the idea is its hero's: each way an idea can say so weighs what it tells a
// reader. "my name is Noor" settles it; a companion coming "with" someone marks who leads; "named
// Patrick", "Dr Nguyen" and "a retired postman, Gwilym," introduce someone; a name before its verb
// acts. A capital that the tagger reads as a people or a body ("Ottoman", "Welsh", "the Department
// of Lost Umbrellas") or that says whose thing was taken ("who ate Grandma's cookies") is the
// weakest reading, never preferred over one of these.
import type { TaggedWord } from '../read-english.ts';
import { agedAt } from './age-after-name.ts';
import { TITLES, isNoun } from './idea-words.ts';
import { toldAbout } from './told-about.ts';

const NOT_SOMEONE = ['Organization', 'Demonym', 'Place', 'Country', 'City', 'Region'];
/** "Mystery set in Galway:", "Noir detective story": what kind of story it is, never who. */
const KINDS_OF_STORY = new Set(
  'mystery comedy epic saga adventure fantasy thriller romance drama story tale fable noir whodunit'.split(
    ' ',
  ),
);
const PERSON_TAGS = ['Person', 'FirstName', 'MaleName', 'FemaleName'];

const possessive = (word: TaggedWord) => /['’]s$/.test(word.text) || word.tags.has('Possessive');

const after = (word: TaggedWord | undefined) =>
  word !== undefined && 'after' in word ? String(word.after) : ' ';

/** "my name is Noor", "I'm Daniyal", "me (Sofia) and my best mate": the narrator names the hero. */
export function narratorNamed(words: readonly TaggedWord[], index: number): boolean {
  // The tagger leaves an empty word for the "am" it reads into "im".
  const said = words.slice(0, index).filter((word) => word.text !== '');
  const before = said
    .slice(-3)
    .map((word) => word.normal)
    .join(' ');
  if (/\b(my name is|my name's|my names|my name|i am|i'm|im|call me)$/.test(before)) return true;
  const previous = said.at(-1);
  return previous?.normal === 'me' && /\(/.test(after(previous));
}

const ROLES = 'detective|hero|heroine|star|lead|protagonist|character';
const ROLE = new RegExp(`^(${ROLES})$`);
const ROLE_GIVEN = new RegExp(`\\b(${ROLES}) (is|should be|will be|must be|named|called)$`);

/**
 * "Please make Dev the detective", "the main character should be Lam Thi Hoa", "starring Ife": the
 * one the asker casts as the story's lead.
 */
function castAsLead(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1]?.normal ?? '';
  if (previous === 'starring') return true;
  if (
    /^(make|making|let)$/.test(previous) &&
    words[index + 1]?.normal === 'the' &&
    ROLE.test(words[index + 2]?.normal ?? '')
  )
    return true;
  const before = words
    .slice(Math.max(0, index - 4), index)
    .map((word) => word.normal)
    .join(' ');
  return ROLE_GIVEN.test(before);
}

/**
 * "adopts a rescue greyhound called Flash", "his only crew is a robot called Lint": one named as what
 * a deed is done to, or what someone is, comes into the story beside its subject.
 */
function objectNamed(words: readonly TaggedWord[], naming: number): boolean {
  let at = naming - 1;
  while (at > 0 && (isNoun(words[at]!) || words[at]?.tags.has('Adjective'))) at -= 1;
  if (!/^(a|an)$/.test(words[at]?.normal ?? '')) return false;
  const before = words[at - 1];
  // "could the main character be a girl called Hadiya": who the lead is, is no one beside them.
  const modal = /^(should|could|can|will|would|must)$/.test(words[at - 2]?.normal ?? '') ? 1 : 0;
  if (/^(be|is)$/.test(before?.normal ?? '') && ROLE.test(words[at - 2 - modal]?.normal ?? ''))
    return false;
  return (
    before !== undefined &&
    before.sentence === words[naming]?.sentence &&
    before.tags.has('Verb') &&
    !before.tags.has('Preposition')
  );
}

/**
 * "named Patrick", "her name is Fatemeh", "Selim, a 15-year-old apprentice", "a retired postman,
 * Gwilym,", "Hero is the lodge cook, Benedikt": a name the idea sets beside what its person is.
 */
function introduced(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1];
  const next = words[index + 1];
  if (/^(named|called)$/.test(previous?.normal ?? '')) return !objectNamed(words, index - 1);
  if (previous?.normal === 'is' && words[index - 2]?.normal === 'name') return true;
  const sameSentence = (word: TaggedWord | undefined) =>
    word !== undefined && word.sentence === words[index]?.sentence;
  const setBeside =
    sameSentence(next) && /^,/.test(after(words[index])) && /^(a|an|the)$/.test(next!.normal);
  const besideKind =
    sameSentence(previous) &&
    /^,/.test(after(previous)) &&
    isNoun(previous!) &&
    !previous!.tags.has('Plural') &&
    !previous!.tags.has('ProperNoun');
  return setBeside || besideKind;
}

/**
 * "Finn investigates", "Aiko tracks it down", "Prince Taro and Princess Lindiwe rule": a name that
 * leads its clause and acts; the first of two names acting together leads it too.
 */
function acts(words: readonly TaggedWord[], index: number): boolean {
  // "Mr Dawes's prize marrow": what follows a possessive is a thing of theirs, whatever its tag.
  if (possessive(words[index] as TaggedWord)) return false;
  let at = index + 1;
  if (words[at]?.normal === 'and' && /^(his|her)$/.test(words[at + 1]?.normal ?? '')) {
    // "Gwilym and his sheepdog investigate": the one whose companion acts beside them acts too.
    at += 2;
    while (words[at]?.tags.has('Adjective') && at < index + 5) at += 1;
    if (!words[at] || !isNoun(words[at]!)) return false;
    at += 1;
  } else if (words[at]?.normal === 'and') {
    at += 1;
    while (TITLES.has(words[at]?.normal ?? '') && at < index + 4) at += 1;
    if (!/^\p{Lu}/u.test(words[at]?.text ?? '')) return false;
    at += 1;
  }
  while (words[at]?.tags.has('Adverb') && at < index + 3) at += 1;
  const verb = words[at];
  if (!verb || verb.sentence !== words[index]?.sentence || !verb.tags.has('Verb')) return false;
  const previous = words[index - 1];
  if (previous?.sentence === words[index]?.sentence && previous.tags.has('Preposition'))
    return false;
  // "the London Underground was built": what was done to it is no deed of its own.
  return !(verb.tags.has('Auxiliary') && words[at + 1]?.tags.has('PastTense'));
}

/** "who ate Grandma's cookies", "from Mr Abiodun's stall": whose thing the deed was done to. */
export function whoseThing(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index] as TaggedWord;
  if (!possessive(word)) return false;
  let at = index - 1;
  while (at >= 0 && (TITLES.has(words[at]?.normal ?? '') || words[at]?.tags.has('Adjective')))
    at -= 1;
  const before = words[at];
  return (
    before !== undefined &&
    before.sentence === word.sentence &&
    (before.tags.has('Verb') || before.tags.has('Preposition'))
  );
}

const aged = (words: readonly TaggedWord[], index: number) =>
  /^\p{Lu}/u.test(words[index]?.text ?? '') && agedAt(words, index);

const CHILD = /^(son|daughter|boy|girl|kid|kiddo|child|grandson|granddaughter|niece|nephew)$/;

/** "my son Tunde", "my 10yo son Quang", "our little girl Ama": the child the story is asked for. */
function askersChild(words: readonly TaggedWord[], index: number): boolean {
  let at = index - 1;
  if (!CHILD.test(words[at]?.normal ?? '')) return false;
  at -= 1;
  while (
    at > index - 5 &&
    (words[at]?.text === '' || words[at]?.tags.has('Value') || words[at]?.tags.has('Adjective'))
  )
    at -= 1;
  if (!/^(my|our)$/.test(words[at]?.normal ?? '') || words[at]?.sentence !== words[index]?.sentence)
    return false;
  // "I want to teach my grandson Piotr about birds": one taught or read to hears the story.
  const before = words[at - 1];
  return !before || before.sentence !== words[at]?.sentence || !before.tags.has('Verb');
}

/** "Ailsa has to", "Tomas must", "she needs to": a task the idea sets the one named. */
function setTask(words: readonly TaggedWord[], index: number): boolean {
  const next = words[index + 1];
  if (!next || next.sentence !== words[index]?.sentence || /[,;:]/.test(after(words[index])))
    return false;
  const task =
    next.normal === 'must' ||
    (/^(has|needs)$/.test(next.normal) && words[index + 2]?.normal === 'to');
  if (!task) return false;
  // "Rasha, a refugee, and a knight called Sir Lachlan must cross": a task two share is the
  // first one's story; "Ms Okafor gets turned into a pigeon and Deji has to hide it" is Deji's.
  const and = words.findLastIndex(
    (word, at) => at < index && word.normal === 'and' && word.sentence === next.sentence,
  );
  const start = words.findIndex((word) => word.sentence === next.sentence);
  return (
    and < 0 ||
    words.slice(start, and).some((word) => word.tags.has('Verb') && !word.tags.has('Auxiliary'))
  );
}

/**
 * The weight of what the idea says about the name at `index`; `beside` is whether a companion
 * comes with it, `owner` whether the idea opens with a thing of theirs.
 */
export function heroEvidence(
  words: readonly TaggedWord[],
  index: number,
  beside: boolean,
  owner: boolean,
): number {
  const word = words[index] as TaggedWord;
  // The tagger may leave an empty word where it split "Lily's".
  const previous = words.slice(0, index).findLast((before) => before.text !== '');
  let weight = 0;
  // "and now the dog is": a word the tagger knows for no noun names no one.
  if (!word.tags.has('Noun')) weight -= 50;
  if (narratorNamed(words, index) || castAsLead(words, index)) weight += 100;
  if (beside || toldAbout(words, index)) weight += 60;
  // "Małgorzata just moved … and a boy named Eli shares his lunch": the name the idea opens with;
  // "Rasha, a refugee from a burned city, and a knight called Sir Lachlan": set beside what she is.
  if (
    index === 0 &&
    !possessive(word) &&
    (words[1]?.tags.has('Verb') ||
      words[1]?.tags.has('Adverb') === true ||
      (/^,/.test(after(word)) && /^(a|an)$/.test(words[1]?.normal ?? '')))
  )
    weight += 45;
  // "Mrs Kowalski's prize pumpkin": a title says who someone is, not that the story is theirs.
  if (!possessive(word) && (TITLES.has(previous?.normal ?? '') || introduced(words, index)))
    weight += 30;
  if (acts(words, index)) weight += 20;
  // "so Ailsa has to follow the trail": the one the idea sets a task is whose story it is, over
  // the librarian who only warns her.
  if (setTask(words, index)) weight += 45;
  // "Deeqa, 15, lives on a generation ship", "ayaan (5)": one whose age the idea gives is its hero;
  // of "Jonah (6) Effie (4)", the first. "my son Tunde loves tractors": so is the asker's child.
  if (
    (aged(words, index) && !words.slice(0, index).some((_, at) => aged(words, at))) ||
    askersChild(words, index)
  )
    weight += 45;
  // "Zuri the giraffe": a name set before what it names.
  if (words[index + 1]?.normal === 'the' && words[index + 2] && isNoun(words[index + 2]!))
    weight += 20;
  // "Mei-Lin's balloon floats away": the one whose thing the idea opens with, where no one acts.
  if (owner) weight += 8;
  // "lilys teddy went missing": what follows someone's name is a thing of theirs.
  if (previous && possessive(previous) && previous.sentence === word.sentence) weight -= 30;
  if (PERSON_TAGS.some((tag) => word.tags.has(tag))) weight += 10;
  if (NOT_SOMEONE.some((tag) => word.tags.has(tag))) weight -= 30;
  if (whoseThing(words, index)) weight -= 25;
  if (KINDS_OF_STORY.has(word.normal)) weight -= 100;
  return weight;
}
