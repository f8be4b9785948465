// "what if Ibby's burps could power the whole of Karachi", "what if my hamster could fly": a "what
// if" idea is the story's premise, not a question the hero sets off to answer. What the hero (or
// what is the hero's) could do is what they want to do; what someone else could do, the hero
// wants to help them do.
import type { TaggedWord } from '../read-english.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { isNoun } from './idea-words.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

const ABLE = /^(could|can|would|might)$/;
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'away']);
const PARTS = new Set(['all', 'whole', 'rest', 'most', 'half']);

export interface IdeaPremise {
  want: IdeaWant;
  /** The words of who could do it: "my hamster", "Ibby's burps". */
  start: number;
  end: number;
  /** Whether they are the narrator's own ("my hamster"), who is never the hero. */
  owned: boolean;
}

const told = (words: readonly TaggedWord[]) =>
  words.map((word) => (word.tags.has('ProperNoun') ? word.text : word.normal)).join(' ');

export function findPremise(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindIndex: number | null,
): IdeaPremise | null {
  const start = words.findIndex(
    (word, index) => word.normal === 'what' && words[index + 1]?.normal === 'if',
  );
  if (start < 0) return null;
  const modal = words.findIndex(
    (word, index) =>
      index > start + 2 &&
      index < start + 9 &&
      word.sentence === words[start]?.sentence &&
      ABLE.test(word.normal),
  );
  const verb = words[modal + 1];
  if (modal < 0 || !verb || verb.sentence !== words[start]?.sentence) return null;
  const subject = words.slice(start + 2, modal);
  const head = subject[subject.length - 1];
  if (!head || !isNoun(head)) return null;
  // "light up all of Lagos": the particle is the verb's.
  const particle = PARTICLES.has(words[modal + 2]?.normal ?? '') ? 1 : 0;
  const from = modal + 2 + particle;
  // "all of Lagos", "the whole of Karachi": the thing keeps what it is of, and is named by it.
  const part = PARTS.has(words[from]?.normal ?? '') && words[from + 1]?.normal === 'of';
  const object = part ? nounPhraseAt(words, from + 2) : nounPhraseAt(words, from);
  const of =
    object && words[object.end + 1]?.normal === 'of' ? nounPhraseAt(words, object.end + 2) : null;
  const named = PARTS.has(object?.head.normal ?? '') && of ? of : object;
  const objectWords = object ? words.slice(from, (of ?? object).end + 1) : [];
  const doing = particle ? `${infinitiveOf(verb)} ${words[modal + 2]?.normal}` : infinitiveOf(verb);
  const owned = /^(my|our)$/.test(subject[0]?.normal ?? '');
  const span = { start: start + 2, end: modal - 1, owned };
  // "Ibby's burps", "a girl": the hero or the hero's own does it.
  const heroes =
    !owned &&
    subject.some((word) => {
      const at = words.indexOf(word);
      return at === heroIndex || at === kindIndex;
    });
  if (heroes && object)
    return {
      ...span,
      want: {
        verb: doing,
        thing: told(objectWords.filter((word, index) => index > 0 || !word.tags.has('Determiner'))),
        noun: (named ?? object).head.normal,
        question: false,
      },
    };
  const who = told(subject.filter((word) => !/^(my|our|your|a|an|the)$/.test(word.normal)));
  const does = [doing, told(objectWords)].filter(Boolean).join(' ');
  return {
    ...span,
    want: { verb: 'help', thing: `${who} ${does}`, noun: head.normal, question: false },
  };
}
