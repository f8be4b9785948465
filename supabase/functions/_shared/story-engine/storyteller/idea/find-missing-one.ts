// "our neighbour mrs patel has gone missing", "grandpa's tortoise shelly has escaped again", "a
// girl called rosa disappeared": someone alive is missing. The story looks for them and finds them
// safe; nobody took them, and nobody gives them back.
import { capitalise } from '../../../capitalise.ts';
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { COMPANION_KINDS, PEOPLE_KINDS, TITLES, isAnimalKind, isBirdKind } from './idea-words.ts';
import { lostAt } from './lost-at.ts';
import { nounPhraseAt, type NounPhrase } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

export interface MissingOne {
  /** Where the missing one is named in the idea's words. */
  index: number;
  want: IdeaWant;
  /** An animal, whose trail is paw prints; else a person. */
  animal: boolean;
  /** A bird, who flew off rather than wandered. */
  bird: boolean;
}

/** Words that put a disappearance long ago. */
const LONG_AGO = /^(1[5-9]\d\d|20[01]\d|ago|decades|centuries|century|olden|ancient|history)$/;
const NOT_ALIVE =
  /\b(stuffed|toy|cuddly|plush|soft|jade|china|wooden|glass|golden|gold|silver|stone|paper|clockwork|chocolate|model|cardboard|plastic|painted|carved)\b/;
const IN_WATER = /^(goldfish|fish|octopus|whale|dolphin|seal|crab|axolotl|snail|shark|turtle)$/;
const PEOPLE = /^(boy|girl|man|woman|child|kid|baby|lady|toddler)$/;

const isNamed = (word: TaggedWord) =>
  word.tags.has('FirstName') || (word.tags.has('ProperNoun') && word.tags.has('Person'));

/** "got lost", "is lost", "ran away": the one told just before it went. */
function wentAt(words: readonly TaggedWord[], index: number): NounPhrase | null {
  const word = words[index] as TaggedWord;
  const next = words[index + 1]?.normal;
  const went =
    (/^(get|gets|got|is|was)$/.test(word.normal) && next === 'lost') ||
    (word.tags.has('Verb') && toInfinitive(word.normal, word.tags) === 'run' && next === 'away');
  if (!went) return null;
  for (let start = Math.max(0, index - 4); start < index; start += 1) {
    const phrase = nounPhraseAt(words, start);
    if (phrase && phrase.end === index - 1) return phrase;
  }
  return null;
}

/** The one the idea says is missing, as a want to find them; never the hero. */
export function findMissingOne(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): MissingOne | null {
  // "a girl who went missing in 1978": a disappearance long ago is a question about the past, and
  // nobody is found safe after a long walk.
  if (words.some((word) => LONG_AGO.test(word.normal) || word.tags.has('Year'))) return null;
  for (let index = 0; index < words.length; index += 1) {
    const lost = lostAt(words, index) ?? wentAt(words, index);
    if (!lost || lost.end === heroIndex) continue;
    // "the jewels are missing!! a girl named Siobhán solves it": who is missing comes before the
    // verb, or straight after "missing" ("a missing child").
    if (lost.end > index && !/^(missing|lost)$/.test(words[index]?.normal ?? '')) continue;
    // "Rosa and her dog get lost": lost together, so nobody is looking for the dog.
    if (
      heroIndex !== null &&
      heroIndex < lost.end &&
      lost.end - heroIndex <= 6 &&
      words.slice(heroIndex + 1, lost.end).some((word) => /^(and|with)$/.test(word.normal))
    )
      continue;
    const { head } = lost;
    const kindWord = words[lost.end - 1];
    const before = kindWord?.normal ?? '';
    // "Ali's dog Biscuit": a capital after a kind is a name; "teddy" is a toy, whatever the lexicon
    // says, and "the bunny's Carrots" are the bunny's things.
    const named =
      (isNamed(head) && !COMPANION_KINDS.has(head.normal)) ||
      (/^\p{Lu}/u.test(head.text) &&
        !kindWord?.tags.has('Possessive') &&
        (isAnimalKind(before) || PEOPLE_KINDS.has(before)));
    const animal = !named && isAnimalKind(head.normal);
    if (!named && !animal && !PEOPLE_KINDS.has(head.normal) && !PEOPLE.test(head.normal)) continue;
    // "her stuffed penguin", "the jade seal", "the class goldfish": a toy or an ornament is lost
    // like any thing, and a fish that left its tank was moved by someone.
    if (animal && (NOT_ALIVE.test(lost.told) || IN_WATER.test(head.normal))) continue;
    // "our neighbour mrs patel" is Mrs Patel; "grandpa's tortoise shelly" is Shelly.
    const thing = named
      ? `${TITLES.has(before) ? `${capitalise(before)} ` : ''}${capitalise(head.text)}`
      : lost.told.replace(/^the (\p{L}+)(['’]s) /u, (told, owner: string, mark: string) =>
          words.some((word) => word.normal === owner.toLowerCase() && isNamed(word))
            ? `${capitalise(owner)}${mark} `
            : told,
        );
    return {
      index: lost.end,
      want: { verb: 'find', thing, noun: head.normal, question: false },
      animal: animal || (named && isAnimalKind(before)),
      bird: isBirdKind(animal ? head.normal : before),
    };
  }
  return null;
}
