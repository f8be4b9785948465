// "dig into a 20 year old disappearance", "investigate the strange lights": an inquiry is a want to
// find out the truth about something.
import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS, isNoun } from './idea-words.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { framesLoss, framesWant, readFramedWant } from './read-framed-want.ts';
import type { IdeaWant } from './story-idea.ts';

const INQUIRIES = new Set('investigate dig look probe research'.split(' '));

/**
 * "dig into a 20 year old disappearance", "investigate the strange lights": the hero wants to find
 * out the truth about it, never to have it or find it.
 */
export function readInquiry(words: readonly TaggedWord[], index: number): IdeaWant | null {
  const word = words[index] as TaggedWord;
  if (!word.tags.has('Verb') || !INQUIRIES.has(infinitiveOf(word))) return null;
  const into = /^(into|at)$/.test(words[index + 1]?.normal ?? '');
  if (infinitiveOf(word) !== 'investigate' && !into) return null;
  let head: TaggedWord | undefined;
  for (let at = index + (into ? 2 : 1); at < words.length; at += 1) {
    const part = words[at] as TaggedWord;
    if (part.sentence !== word.sentence || part.tags.has('Preposition') || part.tags.has('Verb'))
      break;
    if (isNoun(part) && !part.tags.has('Unit') && !part.tags.has('Possessive')) head = part;
    if (/[,;:.!?]/.test(String((part as { after?: string }).after ?? ''))) break;
  }
  if (!head || NOT_THINGS.has(head.normal)) return null;
  // "investigate the disappearance of the school tortoise" is about the tortoise; "investigates a
  // theft at the opera house", a loss told bare, leaves the want to who did it.
  const framed = framesWant(head.normal) ? readFramedWant(words, head, words.indexOf(head)) : null;
  if (framed === 'asks' || (framed === null && framesLoss(head.normal))) return null;
  if (framed) return framed;
  return {
    verb: 'find out',
    thing: `the truth about the ${head.normal}`,
    noun: head.normal,
    question: true,
  };
}
