import { tagWords, toInfinitive, toPastTense, toPresentTense } from '../read-english.ts';
import { writtenAsName } from './written-as-name.ts';
import { isNoun } from './idea-words.ts';
import { keepsCapitals } from './keeps-capitals.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { situationAskedAbout } from './situation-asked-about.ts';
import type { IdeaWord } from './read-idea-words.ts';
import type { IdeaWant } from './story-idea.ts';

const MEANS = new Set('through with via using by for about as'.split(' '));

/** Words that end the question's clause and start another: "ran away and lived …". */
const CLAUSE_JOINS = new Set('and but or so yet because while whereas although though'.split(' '));

/** Verbs whose object may be a question: "learns how bees make honey", "explain why it rains". */
const ASKING = new Set(
  'learn know wonder discover understand explain teach show find ask investigate'.split(' '),
);

/**
 * After "does", the question's verb: the one the tagger found, else the last of the first run of
 * nouns, which the tagger reads as a compound ("the old clock tower chime thirteen times"). A
 * name, a plural or a day is never the verb ("on Thursdays"). After "did" the verb is bare: a word
 * in its "-s" form is the subject's plural ("why did the rival island houses stop": "houses"), and
 * a gerund follows the verb ("how does the windmill keep turning").
 */
function helpedVerb(clause: readonly IdeaWord[]): number {
  const bare = (part: IdeaWord) =>
    !part.tags.has('Gerund') &&
    !(part.tags.has('PresentTense') && !part.tags.has('Infinitive') && /s$/.test(part.normal));
  const tagged = clause.findIndex((part, at) => at > 0 && part.tags.has('Verb') && bare(part));
  if (tagged > 0) return tagged;
  const first = clause.findIndex((part) => part.tags.has('Noun'));
  let last = first;
  while (clause[last + 1]?.tags.has('Noun')) last += 1;
  // "how does the heart pump blood": a noun after the verb is its object, never the verb.
  if (last > first + 1 && last === clause.length - 1 && !actsAfterThey(clause[last]!)) last -= 1;
  const verb = clause[last];
  if (first < 0 || last === first || !verb || verb.tags.has('Plural')) return -1;
  return ['ProperNoun', 'Date', 'Pronoun'].some((tag) => verb.tags.has(tag)) ? -1 : last;
}

/** A word that reads as a verb after a subject: "pump", "chime", never "blood". */
const actsAfterThey = (word: IdeaWord) =>
  tagWords(`they ${word.normal}`)[1]?.tags.has('Verb') === true;

/** Words the tagger may read as a noun that are never the thing a question is about. */
const NOT_SUBJECTS = new Set('all both each every half most some many few several'.split(' '));

const thingNoun = (part: IdeaWord) =>
  isNoun(part) &&
  !NOT_SUBJECTS.has(part.normal) &&
  !['Pronoun', 'Possessive', 'Person'].some((tag) => part.tags.has(tag));

/**
 * What a question is about, told later as "the stars", "the dinosaurs": the head of its first noun
 * phrase before `end`. "why do stars twinkle" is about the stars; "what if all the dinosaurs came
 * back" about the dinosaurs, never "all"; "how the immune system works" about the system, never
 * "immune"; "what if Grandpa Ike's false teeth ran away" the teeth, never their owner. A question
 * about "we" or "they" is about no thing, so the story never says "the we".
 */
function questionSubject(clause: readonly IdeaWord[], end: number): IdeaWord | undefined {
  const first = clause.findIndex((part, at) => at < end && thingNoun(part));
  if (first < 0) return undefined;
  // A noun before a noun is the head's modifier only when a verb follows: "the immune system
  // works", never "a kid survive on Mars", which the tagger reads as two nouns.
  const next = clause[first + 1];
  const compound =
    first + 1 < end &&
    next &&
    thingNoun(next) &&
    (first + 2 === end || clause[first + 2]?.tags.has('Verb') === true);
  return compound ? next : clause[first];
}

/**
 * The first word of a situation told after "why": in lower case, as it no longer opens a sentence,
 * unless it is a name ("Ravi's twin", named again later in the idea) or keeps its capital anyway.
 */
function openingWord(words: readonly IdeaWord[], word: IdeaWord): string {
  // "because its generator hums": cut from its clause, "its" points at nothing, so it is "the".
  if (/^(its|their)$/.test(word.normal)) return 'the';
  const named =
    keepsCapitals(words, word) ||
    words.some(
      (other) => other !== word && other.normal === word.normal && other.tags.has('ProperNoun'),
    );
  return named ? word.text : word.text.charAt(0).toLowerCase() + word.text.slice(1);
}

/**
 * "learns how bees make honey", "Teach me how volcanoes erupt", "Why is the sky blue?": the question
 * the idea asks, as the hero's want to find it out, from the question word to the end of its clause
 * (a place or a means after the clause's verb is no part of it: "through a story about …").
 */
export function findQuestion(words: readonly IdeaWord[]): IdeaWant | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as IdeaWord;
    if (!/^(why|how|what|where)$/.test(word.normal)) continue;
    // "what if all the cats went on strike" is the story's premise: it happens, and the hero
    // finds out why; "what if Ibby's burps could power the city" is read by findPremise.
    const premise = word.normal === 'what' && words[index + 1]?.normal === 'if';
    let asker = index - 1;
    if (words[asker]?.tags.has('Pronoun') && !words[asker]?.tags.has('Possessive')) asker -= 1;
    const before = words[asker];
    const opens = !before || before.sentence !== word.sentence;
    const asked =
      opens ||
      before.normal === 'out' ||
      // "takes her bunny to the vet for a check up, what does the vet do?": a question after a
      // comma opens a clause of its own; "how does he handle it" asks how the story goes.
      (/^[,;:]/.test(before.after) &&
        /^(do|does|did)$/.test(words[index + 1]?.normal ?? '') &&
        !words[index + 2]?.tags.has('Pronoun')) ||
      (before.tags.has('Verb') && ASKING.has(toInfinitive(before.normal, before.tags))) ||
      // "inspector hua, investigates why": after a name the tagger missed, the verb reads as a plural.
      (before.tags.has('Plural') &&
        [/s$/, /es$/].some((ending) => ASKING.has(before.normal.replace(ending, ''))));
    if (!asked) continue;
    // "where does the rain come from" is found out as "where the rain comes from".
    const helper = /^(do|does|did)$/.test(words[index + 1]?.normal ?? '')
      ? (words[index + 1] as IdeaWord).normal
      : null;
    const clause: IdeaWord[] = [];
    // "the lamp keeps going out and nobody knows why, Farida wants to find out": a question word
    // that ends its clause asks about what came before it.
    const closed = /[,;:.!?]/.test(word.after);
    for (let at = index + (helper || premise ? 2 : 1); !closed && at < words.length; at += 1) {
      const part = words[at] as IdeaWord;
      if (part.sentence !== word.sentence) break;
      const verbSeen = clause.slice(1).some((said) => said.tags.has('Verb'));
      // "where the rain comes from?": a preposition that ends the question is part of it.
      const ends = /[,;:.!?\-–—]/.test(part.after) || words[at + 1]?.sentence !== word.sentence;
      // "in autumn" and "before the show" say when, and stay; "through a story", "with
      // Bartholomew" and "as an adventure" say how it is told.
      const joins =
        CLAUSE_JOINS.has(part.normal) || (part.tags.has('Preposition') && MEANS.has(part.normal));
      if (joins && !ends && (verbSeen || (helper && clause.length > 1))) break;
      clause.push(part);
      if (ends) break;
    }
    if (word.normal === 'why' && clause.length === 0) {
      const situation = situationAskedAbout(words, asker);
      if (!situation) continue;
      const noun = questionSubject(situation, situation.length);
      return {
        verb: 'find out',
        thing: `why ${situation.map((part, at) => (at === 0 ? openingWord(words, part) : part.text)).join(' ')}`,
        noun: noun && !writtenAsName(situation, noun) ? noun.normal : '',
        question: true,
      };
    }
    const verbAt = helper ? helpedVerb(clause) : clause.findIndex((part) => part.tags.has('Verb'));
    // "whats it like": a contraction's unsaid "is" leaves a question a story cannot tell.
    if (verbAt < 0 || clause.some((part) => part.text === '')) continue;
    const told = clause.map((part, at) => {
      if (at !== verbAt || !helper || helper === 'do') return part.text;
      const infinitive = toInfinitive(part.normal, new Set(['Infinitive']));
      return helper === 'does' ? toPresentTense(infinitive) : toPastTense(infinitive);
    });
    if (told.length < 2) continue;
    // "why is the moon a different shape" is found out as "why the moon is a different shape".
    if (
      !helper &&
      !premise &&
      verbAt === 0 &&
      /^(is|are|was|were)$/.test(clause[0]?.normal ?? '')
    ) {
      const pronoun = /^(it|they|there|we|you|he|she)$/.test(words[index + 2]?.normal ?? '');
      const end = pronoun ? index + 2 : nounPhraseAt(words, index + 2)?.end;
      const length = end === undefined ? 0 : end - (index + 1);
      if (length > 0 && length < clause.length - 1)
        told.splice(0, length + 1, ...told.slice(1, length + 1), told[0] as string);
    }
    if (premise && clause.some((part) => /^(could|can|would|might)$/.test(part.normal))) continue;
    const noun = questionSubject(clause, helper ? verbAt : clause.length);
    return {
      verb: 'find out',
      thing: `${premise ? 'why' : word.normal} ${told.join(' ')}`,
      // "how the Egyptians built the pyramids" is about no thing a story could call "the egyptians".
      noun: noun && !writtenAsName(clause, noun) ? noun.normal : '',
      question: true,
    };
  }
  return null;
}
