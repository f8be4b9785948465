// "Noor builds a robot out of her dad's broken microwave and it starts sending messages to Mars":
// what the hero makes that then does something of its own is theirs, and goes along from the first
// part; the story is about finding out why it does what it does, never about building it again.
import { toInfinitive, toPastTense } from '../read-english.ts';
import { COMPANION_KINDS } from './idea-words.ts';
import { companionRecord, type IdeaCompanion } from './companion-at.ts';
import type { IdeaWord } from './read-idea-words.ts';
import type { IdeaWant } from './story-idea.ts';

const MAKING = new Set(['build', 'make', 'invent', 'create', 'craft']);
const STARTING = /^(starts|started|begins|began)$/;

export interface BuiltCompanion {
  companion: IdeaCompanion;
  want: IdeaWant;
}

export function findBuiltCompanion(
  words: readonly IdeaWord[],
  want: IdeaWant | null,
): BuiltCompanion | null {
  if (!want || !MAKING.has(want.verb) || !COMPANION_KINDS.has(want.noun)) return null;
  const made = words.findIndex((word) => word.normal === want.noun);
  if (made < 0) return null;
  // "… and it starts sending", "… that comes alive": what it does after it is made.
  let at = words.findIndex(
    (word, index) =>
      index > made &&
      word.sentence === words[made]?.sentence &&
      (/^(it|which|that)$/.test(word.normal) ||
        (word.normal === 'and' && words[index + 1]?.normal === 'it')),
  );
  if (at < 0) return null;
  if (words[at]?.normal === 'and') at += 1;
  at += 1;
  while (words[at]?.tags.has('Adverb')) at += 1;
  const verb = words[at];
  if (!verb?.tags.has('Verb')) return null;
  let end = at + 1;
  while (
    end < words.length &&
    words[end]?.sentence === verb.sentence &&
    !/^(and|but|so|because|while|when|until)$/.test(words[end]?.normal ?? '') &&
    !/[,;]/.test(words[end - 1]?.after ?? '')
  )
    end += 1;
  const rest = words
    .slice(at + 1, end)
    .map((word) => word.text.replace(/[.,;:!?]+$/, ''))
    .join(' ');
  const doing = STARTING.test(verb.normal)
    ? `was ${rest}`
    : `${toPastTense(toInfinitive(verb.normal, verb.tags))} ${rest}`.trim();
  return {
    companion: companionRecord({ kind: want.noun, index: made }),
    want: {
      verb: 'find out',
      thing: `why the ${want.noun} ${doing}`,
      noun: want.noun,
      question: true,
    },
  };
}
