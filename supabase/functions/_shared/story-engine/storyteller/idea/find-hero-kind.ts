import { animalHabitat } from '../bedtime/animal-hero.ts';
import { tagWords, toGerund, toInfinitive, toSingular, type TaggedWord } from '../read-english.ts';
import {
  COMPANION_KINDS,
  NOT_THINGS,
  TIME_NOUNS,
  FEAST_DAYS,
  TITLES,
  isNoun,
  namesPlace,
} from './idea-words.ts';
import { toldAsTyped } from './keeps-capitals.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { namedKindAt } from './named-kind-at.ts';
import { namesFeast } from './names-no-one.ts';
import { placedBeforeName } from './placed-before-name.ts';

export interface HeroKind {
  /** What the hero is: "girl", "otter", "puppy". */
  kind: string;
  /** The adjectives that came before it: "brave", "little". */
  traits: string[];
  /** Where the kind's word is among the idea's words: a hero told only by kind acts from there. */
  index: number;
}

const AGE = /^\w+-years?-old$/;
const PLACE_TAGS = ['Place', 'City', 'Country', 'Region'];
const JOB_TITLES = new Set('captain detective inspector doctor professor'.split(' '));
const STORY_WORDS = new Set('story tale fable fiction book poem retelling something'.split(' '));
/** What a story is, never what its hero is: "podcast-style mystery: Ngozi". */
export const KINDS_OF_STORY = new Set(
  'mystery comedy epic saga adventure fantasy thriller romance drama story tale fable history realism'.split(
    ' ',
  ),
);
/** "explain climate change through a teen": asking for a lesson asks for a story too. */
const ASKING = new Set(['explain', 'explains', 'explaining', 'teach', 'tell']);

/**
 * "my son Tomás", "her little sister": what the hero is to someone else is no kind of hero. A
 * child's relation tells a boy, a girl or a child.
 */
const RELATIONS: Record<string, string> = {
  son: 'boy',
  grandson: 'boy',
  nephew: 'boy',
  brother: 'boy',
  daughter: 'girl',
  granddaughter: 'girl',
  niece: 'girl',
  sister: 'girl',
  cousin: 'child',
  twin: 'child',
  sibling: 'child',
};

/** "a whale singing to her baby": a verb's -ing form after the kind says what it does. */
/** A creature or a person: "owl", "nurse", "dragon". */
const being = (word: TaggedWord | undefined) =>
  word !== undefined &&
  (COMPANION_KINDS.has(word.normal) ||
    word.tags.has('Actor') ||
    COMPANION_KINDS.has(toSingular(word.normal)));

/** "… and a sleepy owl finds out why": a creature brought in by "a" and acting, after `from`. */
/**
 * "and the smallest kitten has to get it back", "the youngest dragon must": a task a creature
 * takes on makes it the hero, where "the dog looks guilty" only acts.
 */
const takesOn = (words: readonly TaggedWord[], at: number) =>
  /^(must|needs|wants|decides|tries|vows|sets)$/.test(words[at]?.normal ?? '') ||
  (words[at]?.normal === 'has' && words[at + 1]?.normal === 'to');

function actingLater(words: readonly TaggedWord[], from: number): number {
  for (let at = from + 1; at < words.length; at += 1) {
    if (!/^(a|an|the)$/.test(words[at]?.normal ?? '')) continue;
    let head = at + 1;
    while (words[head]?.tags.has('Adjective') && head < at + 4) head += 1;
    const verb = words[head + 1];
    // "can the little duck find out who it is???": a question asks the creature to act.
    const task = takesOn(words, head + 1);
    const asked =
      words[at]?.normal === 'the' &&
      /^(can|could|will|would)$/.test(words[at - 1]?.normal ?? '') &&
      words[at - 1]?.sentence === words[at]?.sentence;
    if (
      being(words[head]) &&
      !words[head]?.tags.has('Plural') &&
      verb !== undefined &&
      verb.sentence === words[head]?.sentence &&
      (verb.tags.has('Verb') ||
        (asked && tagWords(`they ${verb.normal}`)[1]?.tags.has('Verb') === true)) &&
      (words[at]?.normal !== 'the' || asked || task) &&
      (verb.tags.has('PresentTense') || verb.tags.has('PastTense') || asked || task)
    )
      return head;
  }
  return -1;
}

/** "old" that ends an age typed as words ("15 year old", "ten years old"). */
const endsAgeInWords = (words: readonly TaggedWord[], index: number) =>
  words[index]?.normal === 'old' && /^(years?|yrs?)$/.test(words[index - 1]?.normal ?? '');

const doing = (word: TaggedWord) =>
  word.normal !== toInfinitive(word.normal) && toGerund(toInfinitive(word.normal)) === word.normal;

/** A word of the hero's kind as a story tells it: "a Kazakh eagle hunter", "the BBC crew". */
function toldWord(words: readonly TaggedWord[], word: TaggedWord | undefined): string {
  return word ? toldAsTyped(words, word) : '';
}

/** What kind of creature the hero is, from the words around the name or the idea's first subject. */
export function findHeroKind(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): HeroKind | null {
  const describe = (index: number) => {
    const word = words[index];
    // "a 5 year old named Oluwaseun" is a child; "two rival bakers, Dafydd and Siân": one baker.
    const aged = endsAgeInWords(words, index);
    // "a 15 year old delivery rider": the age typed as three words before the kind.
    const agedBefore = !aged && endsAgeInWords(words, index - 1);
    const years = words[index - (agedBefore ? 3 : 2)];
    const traits: string[] = [];
    // "a baby owl": how young the hero is belongs to what it is, so "baby" stays in the story.
    const baby = !aged && index > 0 && words[index - 1]?.normal === 'baby';
    const ageWords = aged ? 1 : agedBefore ? 2 : -1;
    let back =
      ageWords > 0 ? index - ageWords - (years?.tags.has('Value') ? 2 : 1) : index - (baby ? 2 : 1);
    // "a grumpy eleven-year-old inventor": how old the hero is describes them too.
    for (
      ;
      back >= 0 && (words[back]?.tags.has('Adjective') || AGE.test(words[back]?.normal ?? ''));
      back -= 1
    )
      traits.unshift(toldWord(words, words[back]));
    if ((aged || agedBefore) && years?.tags.has('Value')) traits.push(`${years.normal}-year-old`);
    const told = aged
      ? 'child'
      : word?.tags.has('Plural')
        ? toSingular(word.normal)
        : toldWord(words, word);
    // "a grown son and his old dad": a grown-up son is a son, never a boy.
    const grown = traits.some((trait) =>
      /^(grown|grown-up|adult|old|elderly|middle-aged)$/.test(trait),
    );
    const kind = `${baby ? 'baby ' : ''}${(grown ? undefined : RELATIONS[told]) ?? told}`;
    // The age is told last, so a trait the idea gives ("grumpy") leads.
    return {
      kind,
      traits: [
        ...traits.filter((trait) => !AGE.test(trait)),
        ...traits.filter((trait) => AGE.test(trait)),
      ],
      index,
    };
  };
  const clauseOf = (at: number) =>
    words[at]?.sentence === words[heroIndex ?? 0]?.sentence &&
    !/[:;.!?–—]|\s-\s/.test(String((words[at] as { after?: string }).after ?? '')) &&
    !KINDS_OF_STORY.has(words[at]?.normal ?? '');
  if (heroIndex !== null) {
    // "a knight called Sir Bartholomew", "my teddy Mr Buttons": what the hero is comes before the
    // title, which is part of the name.
    const name = TITLES.has(words[heroIndex - 1]?.normal ?? '') ? heroIndex - 1 : heroIndex;
    const kindAt = namedKindAt(words, name);
    if (kindAt !== null && words[kindAt] && isNoun(words[kindAt] as TaggedWord)) {
      // "a fox cub called Rusty": the whole compound is what the hero is.
      const first = words[kindAt - 1];
      const kind = describe(kindAt);
      return first &&
        isNoun(first) &&
        !first.tags.has('Possessive') &&
        !/^baby$/.test(first.normal) &&
        !endsAgeInWords(words, kindAt) &&
        !endsAgeInWords(words, kindAt - 1)
        ? { ...kind, kind: `${toldWord(words, first)} ${kind.kind}` }
        : kind;
    }
    const beforeName = words[name - 1];
    // "aging queen Samira": a word in "-ing" before the title describes her; she is the queen.
    const agedTitle = name < heroIndex && /ing$/.test(beforeName?.normal ?? '');
    if (agedTitle) return describe(name);
    if (
      beforeName &&
      clauseOf(name - 1) &&
      isNoun(beforeName) &&
      !beforeName.tags.has('Possessive') &&
      !TITLES.has(beforeName.normal) &&
      // "a vet in rural Anatolia, Dr. Zeynep Aksoy": a capital before the title is a place's.
      !(name < heroIndex && /^\p{Lu}/u.test(beforeName.text)) &&
      // "one day theo found", "at eid Yasmin gets": a time before the name says when, not what the
      // hero is.
      !TIME_NOUNS.has(beforeName.normal) &&
      !FEAST_DAYS.has(beforeName.normal) &&
      // "night market in Manila, Paolo", "on a mars colony, inspector hua": where the idea is set
      // is never what the hero is, though "a retired astronaut, Valentina" is.
      !placedBeforeName(words, name - 1) &&
      !PLACE_TAGS.some((tag) => beforeName.tags.has(tag))
    )
      return describe(name - 1);
    const placed = placedBeforeName(words, name - 1);
    if (placed && placed.kind >= 0) return describe(placed.kind);
    // "Priya, a sixteen-year-old engineer on a Mars colony": what she is, set after her name.
    const set = words[heroIndex] as { after?: string };
    if (/^,/.test(String(set.after ?? '')) && /^(a|an)$/.test(words[heroIndex + 1]?.normal ?? '')) {
      const phrase = nounPhraseAt(words, heroIndex + 1);
      if (phrase && !phrase.head.tags.has('Person')) return describe(words.indexOf(phrase.head));
    }
    if (words[heroIndex + 1]?.normal === 'the') {
      const phrase = nounPhraseAt(words, heroIndex + 1);
      if (phrase) return describe(words.indexOf(phrase.head));
    }
    // "inspector hua": a title that is a job says what the hero is when nothing else does.
    const title = words[name]?.normal ?? '';
    return name < heroIndex && JOB_TITLES.has(title) ? { ...describe(name), kind: title } : null;
  }
  // "a story about a dinosaur who", "my son wants a tale where a dragon": the hero comes after
  // the words that ask for a story.
  // "a story with a squirrel", "told by a travelling merchant", "tell me about a kind cat": the
  // hero comes after the word that brings them into the story asked for, with an article.
  const told = words.findIndex(
    (word, index) =>
      (/^(about|where|of)$/.test(word.normal) ||
        (/^(with|through|by)$/.test(word.normal) &&
          /^(a|an)$/.test(words[index + 1]?.normal ?? ''))) &&
      (words
        .slice(0, index)
        .some((before) => STORY_WORDS.has(before.normal) || ASKING.has(before.normal)) ||
        // "can u do one where a fox finds a key": the story asked for is "one"; "one where she
        // is brave" looks back to who it is for.
        (words[index - 1]?.normal === 'one' &&
          /^(about|where)$/.test(word.normal) &&
          /^(a|an)$/.test(words[index + 1]?.normal ?? ''))),
  );
  // "A cosy mystery: …", "adventure for adults, a cartographer": a genre label before a colon or
  // a comma says what the story is, never its hero.
  const label = words.findIndex((word, index) =>
    /^\s*:/.test(String((word as { after?: string }).after ?? ''))
      ? true
      : /^\s*,/.test(String((word as { after?: string }).after ?? '')) &&
        index < 4 &&
        words.slice(0, index + 1).some((before) => KINDS_OF_STORY.has(before.normal)) &&
        /^(a|an)$/.test(words[index + 1]?.normal ?? ''),
  );
  const labelled =
    label >= 0 && words.slice(0, label + 1).some((word) => KINDS_OF_STORY.has(word.normal));
  const start = told < 0 ? (labelled ? label + 1 : 0) : told + 1;
  const verbAt = words.findIndex(
    (word, index) => index >= start && (word.tags.has('Verb') || word.normal === 'who'),
  );
  const firstVerb = verbAt < 0 && told >= 0 ? words.length : verbAt;
  // "At sports day a friend trips": the subject comes after the opening phrase.
  const opening =
    told >= 0 || labelled
      ? start
      : words[0]?.tags.has('Preposition')
        ? words.findIndex((word, index) => index > 0 && word.tags.has('Determiner'))
        : 0;
  const subject = words.slice(0, firstVerb < 0 ? words.length : firstVerb).findIndex(
    // "Someone took the lantern" names no kind of hero.
    (word, index) =>
      index >= opening &&
      isNoun(word) &&
      !word.tags.has('Possessive') &&
      !TIME_NOUNS.has(word.normal) &&
      !FEAST_DAYS.has(word.normal) &&
      !NOT_THINGS.has(word.normal) &&
      // "my name is Zara": what the hero is called, never what they are.
      !/^names?$/.test(word.normal) &&
      // "A 60-year-old Kenyan nurse": how old the hero is describes the kind that follows.
      !AGE.test(word.normal) &&
      !endsAgeInWords(words, index + 1) &&
      !(endsAgeInWords(words, index) && isNoun(words[index + 1] as TaggedWord)) &&
      // "nite nite story, …", "what if all the socks": a kind of story or a quantity is no one.
      !STORY_WORDS.has(word.normal) &&
      !KINDS_OF_STORY.has(word.normal) &&
      !/^(all|both|each|some|none|lots)$/.test(word.normal) &&
      // "Lunar New Year at my parents house": a feast is when, never who.
      !namesFeast(words, index) &&
      !namesPlace(words, index + 2),
  );
  // "the lighthouse light went out and a sleepy owl finds out why": where the first subject is a
  // thing, a creature or a person the idea brings in later and sets acting is the hero.
  // "somebody keeps taking the eggs … can the little duck find out": someone unnamed did it.
  const later =
    subject >= 0 && being(words[subject])
      ? -1
      : subject < 0 && !words.some((word) => /^some(one|body)$/.test(word.normal))
        ? -1
        : actingLater(words, Math.max(subject, 0));
  if (later >= 0) return describe(later);
  if (subject < 0 || words[subject]?.sentence !== words[start]?.sentence) return null;
  // "a lighthouse keeper", "a substitute teacher": the whole compound is what the hero is, so the
  // idea's own word ("lighthouse") stays in the story.
  let head = subject;
  // "a health and safety inspector": two nouns joined by "and" before a third are one compound.
  const joined = (at: number) =>
    words[at + 1]?.normal === 'and' &&
    at + 3 < firstVerb &&
    [2, 3].every((step) => isNoun(words[at + step] as TaggedWord)) &&
    !words[at]?.tags.has('Plural') &&
    !words[at + 2]?.tags.has('Plural');
  while (joined(head)) head += 2;
  while (
    head + 1 < firstVerb &&
    words[head + 1]?.sentence === words[subject]?.sentence &&
    isNoun(words[head + 1] as TaggedWord) &&
    !doing(words[head + 1] as TaggedWord) &&
    !words[head]?.tags.has('Plural') &&
    !words[head + 1]?.tags.has('ProperNoun')
  )
    head += 1;
  // "a heist story but the crew are all grandmas": a compound that ends in a kind of story names the
  // story, never its hero.
  const last = words[head]?.normal ?? '';
  if (STORY_WORDS.has(last) || KINDS_OF_STORY.has(last)) return null;
  // "a night train through the alps, literally no drama": an idea that sets a scene and tells no
  // deed has no hero in a thing; one is told by the storyteller.
  const tellsDeed = words.some((word) => word.tags.has('Verb') || /^(who|that)$/.test(word.normal));
  if (!tellsDeed && told < 0 && !labelled && !being(words[head]) && animalHabitat(last) === null)
    return null;
  return head === subject
    ? describe(subject)
    : {
        kind: words
          .slice(subject, head + 1)
          .map((word) => toldWord(words, word))
          .join(' '),
        traits: describe(subject).traits,
        index: head,
      };
}
