// "my boy ravi", "our youngest iolo", "im tevita", "me (sofia)", "kojo and his cousin", "siriporn
// has to carry": a given name the library has never met, typed in lower case, where only someone's
// name fits. The library files unknown words as nouns, so a word it does not know is read as a name
// only in such a place.
import type { TaggedWord } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';

/** What a parent or grandparent calls a child before their name: "my boy", "our youngest". */
const CHILD_WORDS =
  /^(boy|girl|son|daughter|youngest|eldest|oldest|middle|grandson|granddaughter|grandchild|nephew|niece|twin|kid|child|baby|bub|lad|lass|wee|little)$/;
/** Who a name after "my best mate", "his sister" belongs to: someone who comes along. */
const COMPANION_WORDS =
  /^(mate|friend|bestie|bff|sister|brother|cousin|twin|neighbour|neighbor|classmate|teammate|buddy|pal)$/;
/** Who goes with someone named just before: "kojo and his cousin". */
const KIN_AFTER =
  /^(brother|sister|cousin|cousins|friend|mate|bestie|twin|mum|dad|mom|grandma|grandpa|gran|grandad|nan|nana|granny|dog|cat|puppy|kitten|sheepdog|pony|family|parents|grandparents|uncle|aunt|auntie)$/;
/** What someone does, told straight after their name: "rhys must carry", "ravi wants to". */
const ACTS = /^(wants|needs|must|has|tries|decides|learns|cant|can't|cannot|refuses|discovers)$/;

const after = (word: TaggedWord | undefined) =>
  word !== undefined && 'after' in word ? String(word.after) : ' ';

/** A word the library does not know, typed in lower case, that could be a given name. */
function unknownWord(word: TaggedWord): boolean {
  return (
    /^\p{Ll}[\p{Ll}'-]+$/u.test(word.text) &&
    lexiconTags(word.normal).length === 0 &&
    !word.tags.has('Pronoun') &&
    !word.tags.has('Gerund') &&
    !/(ing|ed|ly)$/.test(word.normal)
  );
}

/** Words before `index` in its sentence, with the tagger's empty words left out. */
function before(words: readonly TaggedWord[], index: number, count: number): TaggedWord[] {
  const sentence = words[index]?.sentence;
  return words
    .slice(0, index)
    .filter((word) => word.text !== '' && word.sentence === sentence)
    .slice(-count);
}

/** "my boy", "our youngest", "my 14 yr old", "my little girl": a parent's word for their child. */
function afterChildWord(words: readonly TaggedWord[], index: number): boolean {
  const told = before(words, index, 5).map((word) => word.normal);
  const owner = told.findLastIndex((word) => /^(my|our)$/.test(word));
  if (owner < 0) return false;
  const between = told.slice(owner + 1);
  // "my 14 yr old", never "my Year 6 class".
  return (
    between.length > 0 &&
    between.every(
      (word) => CHILD_WORDS.test(word) || /^(\d+|yr|yrs|year|years|old|yo)$/.test(word),
    ) &&
    (between.some((word) => CHILD_WORDS.test(word)) || /^(old|yo)$/.test(between.at(-1) ?? ''))
  );
}

/** What a friend makes with others: "my friend group", "her mate crew". */
const GROUPS = /^(group|groups|squad|team|gang|club|crew|circle|chat|list|request)$/;

/** "my best mate callum", "her little sister ayo": the name of someone's own, before what they do. */
function afterCompanionWord(words: readonly TaggedWord[], index: number): boolean {
  const told = before(words, index, 4);
  const kind = told.at(-1);
  if (!kind || !COMPANION_WORDS.test(kind.normal)) return false;
  const owner = told.findLastIndex((word) => /^(my|our|his|her|their)$/.test(word.normal));
  const next = words[index + 1];
  return (
    owner >= 0 &&
    told.slice(owner + 1, -1).every((word) => !word.tags.has('Verb')) &&
    !GROUPS.test(words[index]?.normal ?? '') &&
    (next === undefined ||
      next.sentence !== words[index]?.sentence ||
      next.tags.has('Verb') ||
      next.normal === 'and' ||
      /[,.;:!?)]/.test(after(words[index])))
  );
}

/** "im tevita", "my name is iolo", "me (sofia)": the one telling names themself. */
export function namedByNarrator(words: readonly TaggedWord[], index: number): boolean {
  const told = before(words, index, 3)
    .map((word) => word.normal)
    .join(' ');
  if (/\b(my name is|my name's|my names|my name|i am|i'm|im|call me)$/.test(told)) return true;
  const previous = before(words, index, 1)[0];
  return previous?.normal === 'me' && after(previous).includes('(');
}

/** Whether the word at `index` is a given name the library does not know, set where only a name fits. */
export function inNameSlot(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index] as TaggedWord;
  if (!unknownWord(word)) return false;
  if (
    namedByNarrator(words, index) ||
    afterChildWord(words, index) ||
    afterCompanionWord(words, index)
  )
    return true;
  const next = words[index + 1];
  if (next?.sentence !== word.sentence) return false;
  const previous = before(words, index, 1)[0];
  // "kojo and his cousin", "with sigrid and her annoying little brother"; never "her crown and her
  // brother", "to do theatre and his dad", "one umbrella and her friend".
  const bare =
    previous === undefined ||
    /[,.;:!?]/.test(after(previous)) ||
    ['Conjunction', 'Preposition', 'Adverb'].some((tag) => previous.tags.has(tag));
  if (bare && next.normal === 'and' && /^(his|her|their)$/.test(words[index + 2]?.normal ?? '')) {
    const kin = words
      .slice(index + 3, index + 6)
      .find((one) => !one.tags.has('Adjective') && one.text !== '');
    if (kin && KIN_AFTER.test(kin.normal)) return true;
  }
  // "siriporn has to carry", "and rhys must": a clause's subject, acting; never "grants wishes".
  const opens =
    previous === undefined ||
    /^(and|but|so|then|when|while|until|where|because|only)$/.test(previous.normal) ||
    /[,.;:!?]/.test(after(previous));
  if (
    opens &&
    next.tags.has('Verb') &&
    ACTS.test(next.normal) &&
    (next.normal !== 'has' || words[index + 2]?.normal === 'to')
  )
    return true;
  // "chef bongani has a food truck": a name after the job that opens the idea, acting.
  return (
    previous !== undefined &&
    previous.tags.has('Actor') &&
    before(words, index, 2).length === 1 &&
    next.tags.has('Verb')
  );
}
