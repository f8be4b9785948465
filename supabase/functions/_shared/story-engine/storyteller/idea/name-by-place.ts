// "my boy ravi", "our youngest iolo", "im tevita", "me (sofia)", "only kojo and his cousin",
// "siriporn has to carry", "chef bongani has", "my best mate callum": a given name no list knows,
// typed in lower case, set where only someone's name fits. The library files a word it has never
// met as a noun, so such a word is read as a name only in one of these places.
import type { OffsetTerm } from './lexicon-tags.ts';
import { animalHabitat } from '../bedtime/animal-hero.ts';

/** What a parent or grandparent calls a child before their name: "my boy", "our youngest". */
const CHILD_WORDS =
  /^(boy|girl|son|daughter|youngest|eldest|oldest|middle|grandson|granddaughter|grandchild|nephew|niece|twin|kid|child|baby|lad|lass|wee|little)$/;
/** How old a child is, told before their name: "my 14 yr old". */
const AGE_WORDS = /^(\d+|yr|yrs|year|years|old|yo)$/;
/** Someone's own, whose name may follow: "my best mate callum", "her sister ayo". */
const COMPANION_WORDS =
  /^(mate|friend|bestie|bff|sister|brother|cousin|twin|neighbour|neighbor|classmate|teammate|buddy|pal)$/;
/** What a friend makes with others, never a name: "my friend group". */
const GROUPS = /^(group|groups|squad|team|gang|club|crew|circle|chat|list|request)$/;
/** Who goes with someone named just before: "kojo and his cousin". */
const KIN_AFTER =
  /^(brother|sister|cousin|cousins|friend|mate|bestie|twin|mum|dad|mom|grandma|grandpa|gran|grandad|nan|nana|granny|dog|cat|puppy|kitten|sheepdog|pony|family|parents|grandparents|uncle|aunt|auntie)$/;
/** What someone does, told straight after their name: "rhys must carry", "ravi wants to". */
const ACTS = /^(wants|needs|must|has|tries|decides|learns|cant|can't|cannot|refuses|discovers)$/;
/** What only someone does, told straight after the word opening the idea: "jin gets a skateboard". */
const DEEDS =
  /^(gets|finds|goes|builds|makes|meets|visits|loves|likes|wins|loses|buys|sees|helps|hears|plays|climbs|rides|swims|sails|bakes|paints|draws|writes|joins|starts|lives|sneaks|trains|moves)$/;
const PETS =
  /^(dog|cat|puppy|kitten|hamster|rabbit|bunny|pony|horse|parrot|budgie|tortoise|goldfish|guinea|pig|ferret|lizard|snake|gecko)$/;
const OPENERS = /^(and|but|so|then|when|while|until|where|because|only)$/;

const lower = (term: OffsetTerm | undefined) => term?.text.toLowerCase() ?? '';
const breaks = (term: OffsetTerm | undefined) => /[,;:()!?.]/.test(term?.post ?? '');
const has = (term: OffsetTerm | undefined, tag: string) => term?.tags.includes(tag) === true;

/** "my boy", "our youngest", "my 14 yr old", never "my Year 6 class". */
function afterChildWord(terms: readonly OffsetTerm[], index: number): boolean {
  const told = terms.slice(Math.max(0, index - 5), index).map(lower);
  const owner = told.findLastIndex((word) => /^(my|our)$/.test(word));
  const between = told.slice(owner + 1);
  return (
    owner >= 0 &&
    between.length > 0 &&
    between.every((word) => CHILD_WORDS.test(word) || AGE_WORDS.test(word)) &&
    (between.some((word) => CHILD_WORDS.test(word)) || /^(old|yo)$/.test(between.at(-1) ?? ''))
  );
}

/** "my best mate callum", "her little sister ayo", before what they do or where the clause ends. */
function afterCompanionWord(terms: readonly OffsetTerm[], index: number): boolean {
  const told = terms.slice(Math.max(0, index - 4), index);
  if (!COMPANION_WORDS.test(lower(told.at(-1))) || GROUPS.test(lower(terms[index]))) return false;
  const owner = told.findLastIndex((term) => /^(my|our|his|her|their)$/.test(lower(term)));
  const next = terms[index + 1];
  return (
    owner >= 0 &&
    told.slice(owner + 1, -1).every((term) => !has(term, 'Verb') && !breaks(term)) &&
    (next === undefined || breaks(terms[index]) || has(next, 'Verb') || lower(next) === 'and')
  );
}

/** "im tevita", "my name is rhys", "me (sofia)": the one telling names themself, or is named. */
function namedByTeller(terms: readonly OffsetTerm[], index: number): boolean {
  // The tagger leaves an empty term for the "am" it reads into "i'm".
  const said = terms.slice(0, index).filter((term) => term.text !== '');
  const told = said.slice(-3).map(lower).join(' ');
  const previous = said.at(-1);
  return (
    /(^|\s)(im|i'm|i am|name is|names|call me|called|named)$/.test(told) ||
    (lower(previous) === 'me' &&
      /\(/.test(`${previous?.post ?? ''}${(terms[index] as { pre?: string }).pre ?? ''}`))
  );
}

/** "only kojo and his cousin", "with sigrid and her annoying little brother". */
function besideOwnKin(terms: readonly OffsetTerm[], index: number): boolean {
  // "a story about little ama and her kitten": how small she is, with no article, comes first.
  const small =
    /^(little|wee|baby|young)$/.test(lower(terms[index - 1])) && !breaks(terms[index - 1]);
  const previous = small ? terms[index - 2] : terms[index - 1];
  if (small && has(previous, 'Determiner')) return false;
  const bare =
    previous === undefined ||
    breaks(previous) ||
    ['Conjunction', 'Preposition', 'Adverb'].some((tag) => has(previous, tag));
  if (!bare || breaks(terms[index]) || lower(terms[index + 1]) !== 'and') return false;
  if (!/^(his|her|their)$/.test(lower(terms[index + 2]))) return false;
  const kin = terms.slice(index + 3, index + 6).find((term) => !has(term, 'Adjective'));
  return KIN_AFTER.test(lower(kin));
}

/** "siriporn has to carry", "and rhys must", "chef bongani has a food truck": a clause's subject. */
function actsFirst(terms: readonly OffsetTerm[], index: number): boolean {
  const previous = terms[index - 1];
  const next = terms[index + 1];
  if (!next || breaks(terms[index]) || !has(next, 'Verb')) return false;
  const opens = previous === undefined || breaks(previous) || OPENERS.test(lower(previous));
  if (
    opens &&
    ACTS.test(lower(next)) &&
    (lower(next) !== 'has' || lower(terms[index + 2]) === 'to')
  )
    return true;
  // "jin gets a skateboard": a word no list knows, opening the idea before what it does, is whoever
  // does it.
  if (index === 0 && DEEDS.test(lower(next)) && animalHabitat(lower(terms[index])) === null)
    return true;
  // "chef bongani has": a name after the job that opens the sentence.
  return index === 1 && has(previous, 'Actor');
}

/** "our dog biscuit ate my homework": a pet's name, between the pet and what it did. */
function petNamed(terms: readonly OffsetTerm[], index: number): boolean {
  const next = terms[index + 1];
  return (
    /^(my|our|his|her|their)$/.test(lower(terms[index - 2])) &&
    PETS.test(lower(terms[index - 1])) &&
    !breaks(terms[index - 1]) &&
    !breaks(terms[index]) &&
    has(next, 'Verb') &&
    (has(next, 'PastTense') || /[^s]s$/.test(lower(next))) &&
    !/^(is|was|has)$/.test(lower(next))
  );
}

/**
 * Whether the lower-case word at `index` stands where only a name fits. A word English also uses
 * for a thing (`alsoThing`: "biscuit", "rose") is a name only right after whose it is.
 */
export function namedByPlace(
  terms: readonly OffsetTerm[],
  index: number,
  alsoThing = false,
): boolean {
  const word = lower(terms[index]);
  if (/(ing|ed|ly)$/.test(word) || has(terms[index], 'Pronoun')) return false;
  if (alsoThing)
    return (
      afterChildWord(terms, index) || afterCompanionWord(terms, index) || petNamed(terms, index)
    );
  return (
    namedByTeller(terms, index) ||
    afterChildWord(terms, index) ||
    afterCompanionWord(terms, index) ||
    petNamed(terms, index) ||
    besideOwnKin(terms, index) ||
    actsFirst(terms, index)
  );
}
