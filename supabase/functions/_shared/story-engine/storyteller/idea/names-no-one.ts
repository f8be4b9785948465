// A capital in an idea is not always someone: "a Kenyan nurse" is a nurse from Kenya, "only speaks
// Mandarin" a language, "two days before Christmas" a time, "Sixth-form mystery:" a label for the
// story, "Culprit is the CEO's dog" the part someone plays, and "the riders of Karth" a place. None
// of these is a name a story's hero, or the one a companion comes with, could be called by.
import type { TaggedWord } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';
import { TITLES } from './idea-words.ts';
import { namedKindAt } from './named-kind-at.ts';

/** What a story is, set after the words that say which kind: "Noir-style mystery", "Agatha Christie style". */
const KINDS_OF_STORY = new Set(
  'mystery comedy epic saga adventure fantasy thriller romance drama story tale fable noir whodunit puzzle style retelling parody caper romp satire farce horror western'.split(
    ' ',
  ),
);
/** The parts people play in a story, which an idea may open a sentence with: "Culprit is …". */
const STORY_ROLES = new Set(
  'culprit villain narrator protagonist antagonist pov hero heroine twist setting ending plot moral'.split(
    ' ',
  ),
);
/** What a language is spoken with: "only speaks Mandarin". */
const SPEAKING = /^(speak|speaks|spoke|speaking|spoken)$/;
/** What carries its crew and is called by a name of its own: "the sky ship Habagat". */
const VESSELS =
  /^(ship|boat|spaceship|starship|airship|yacht|vessel|submarine|rocket|train|ferry)$/;
/** Words that set a time before what they name: "two days before Christmas", "until Diwali". */
const TIMES = /^(before|after|until|till|since|during)$/;
const PERSON_TAGS = ['Person', 'FirstName', 'MaleName', 'FemaleName'];
const PLACES = ['Place', 'Country', 'City', 'Region'];

const possessive = (word: TaggedWord) => /['’]s$/.test(word.text) || word.tags.has('Possessive');
const together = (word: TaggedWord | undefined, other: TaggedWord) =>
  word !== undefined && word.sentence === other.sentence;
const capitalised = (word: TaggedWord | undefined) => /^\p{Lu}/u.test(word?.text ?? '');

/** "Sixth-form mystery", "Agatha Christie style": capitals run on to a kind of story. */
function labelsStory(words: readonly TaggedWord[], index: number): boolean {
  let at = index + 1;
  while (
    capitalised(words[at]) &&
    together(words[at], words[index] as TaggedWord) &&
    at < index + 3
  )
    at += 1;
  const kind = words[at];
  return together(kind, words[index] as TaggedWord) && KINDS_OF_STORY.has(kind?.normal ?? '');
}

/** What an idea may say is someone's own: "the saga of Kalani", "through the eyes of Kwesi". */
const OWN_TO_SOMEONE = new Set('eyes life story saga tale diary legend ballad memories'.split(' '));

/**
 * "the riders of Karth", "the kingdoms of Qaranth", "the Crown of Tides": a capital after the "of"
 * of many, or of a thing's own name, says where they are or what it is called, unless the tagger
 * knows it for a person's name.
 */
function placeOf(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index] as TaggedWord;
  const of = words[index - 1];
  const owner = words[index - 2];
  if (of?.normal !== 'of' || !together(of, word) || !together(owner, word)) return false;
  if (PERSON_TAGS.some((tag) => word.tags.has(tag)) || OWN_TO_SOMEONE.has(owner!.normal))
    return false;
  return (
    owner!.tags.has('Noun') &&
    (owner!.tags.has('Plural') || capitalised(owner)) &&
    !owner!.tags.has('Pronoun') &&
    !possessive(owner!)
  );
}

/**
 * "a woman named Guadalupe", "the village Ifeoma and her neighbour": someone called by a word that
 * names a place too; a place has no neighbour of its own, though "in Paris and her cat" is still
 * where she is.
 */
export function namedPerson(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  if (
    words[index + 1]?.normal === 'and' &&
    /^(her|his)$/.test(words[index + 2]?.normal ?? '') &&
    !['City', 'Country', 'Region'].some((tag) => word?.tags.has(tag))
  )
    return true;
  const at = namedKindAt(words, index);
  const kind = at === null ? undefined : words[at];
  return (
    kind !== undefined &&
    (kind.tags.has('Actor') ||
      kind.tags.has('Person') ||
      PEOPLE.has(kind.normal) ||
      (DOER.test(kind.normal) && !PLACES_OF_DOING.has(kind.normal)))
  );
}
const PEOPLE = new Set('woman man girl boy lady person kid child baby'.split(' '));
/** "a baker in Oaxaca named Guadalupe", "a florist called Florence": one named for what they do. */
const DOER = /(er|or|ist|ian|ess)$/;
const PLACES_OF_DOING = new Set('river water tower corner harbour harbor centre center'.split(' '));

/** "Lunar New Year at my parents house", "Every Chinese New Year": a feast's name is when. */
export function namesFeast(words: readonly TaggedWord[], index: number): boolean {
  const feast = [0, 1, 2].map((step) => words[index + step]?.normal ?? '');
  return /^(lunar|chinese|new)$/.test(feast[0] ?? '') && feast.includes('year');
}

/** Whether the capitalised word at `index` names no one, by what it is or where it stands. */
export function namesNoOne(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  if (!word || !capitalised(word) || possessive(word)) return false;
  const person = PERSON_TAGS.some((tag) => word.tags.has(tag));
  if (namesFeast(words, index)) return true;
  if ((word.tags.has('Demonym') && !person) || STORY_ROLES.has(word.normal)) return true;
  if (labelsStory(words, index) || placeOf(words, index)) return true;
  const previous = words[index - 1];
  // "the town of Veramor", never "Mr Park" nor "a woman named Guadalupe": a place the tagger knows,
  // unless a title or a naming makes it a name.
  if (
    PLACES.some((tag) => word.tags.has(tag)) &&
    !person &&
    !TITLES.has(previous?.normal ?? '') &&
    !namedPerson(words, index)
  )
    return true;
  if (!together(previous, word)) return false;
  if (SPEAKING.test(previous!.normal)) return true;
  // "captain amihan of the sky ship Habagat": what the ship is called names no one aboard; "on a
  // colony ship Maren and her grandpa grow" and "a generation ship, Saule," name who is on it.
  if (
    VESSELS.test(previous!.normal) &&
    !person &&
    !/,/.test(String((previous as { after?: string }).after ?? ''))
  ) {
    let at = index - 2;
    while (at > index - 5 && words[at]?.tags.has('Noun') && !words[at]?.tags.has('Pronoun'))
      at -= 1;
    if (words[at]?.normal === 'the') return true;
  }
  // "contact with Earth", "life on Mars": the library files a planet as a thing, not someone.
  if (previous!.tags.has('Preposition') && lexiconTags(word.normal).includes('Uncountable'))
    return true;
  // "before Christmas", never "before Mia wakes up": a time has no deed of its own.
  const next = words[index + 1];
  return TIMES.test(previous!.normal) && !(together(next, word) && next!.tags.has('Verb'));
}
