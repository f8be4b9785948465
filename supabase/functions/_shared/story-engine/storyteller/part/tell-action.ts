// The chosen action and its consequence, from the bank for the choice's approach: asking someone
// brings an answer; with the idea's own companion beside the hero, a kind act leaves the one
// helped behind; a close look outside a mystery finds something to learn, never a clue.
import { isWayWant } from '../plots/way-home-beats.ts';
import type { Telling } from './telling.ts';

// Choices that ask someone something rather than do something for them.
export const ASKING = /^(ask|question|talk to|speak to|listen to)\b/i;

// Outside a mystery nobody is hunting clues: a bedtime fort or a silly chase learns something.
const NOTICING = {
  young: [['{H} {past} {object}.', '{H} found something new.', 'That gave {him} an idea.']],
  older: [
    [
      '{H} {past} {object} [carefully].',
      '{They:object} showed {him} something new about {thing}.',
      '{H} kept that in mind for later.',
    ],
    [
      '{H} stopped and {past} {object}.',
      'Something about {object} puzzled {him} until {h} looked again.',
      'Now {h} knew more about {thing}.',
    ],
  ],
} as const;

// "find out who ate the cake": a step brings the answer nearer, not the eaten cake.
const ANSWER_NEARER: Readonly<Record<string, string>> = {
  'From there, {h} could see the way to {thing}.': 'From there, {h} was a step nearer the answer.',
  'So {thing} {was:thing} a little closer now.': 'So the answer was a little closer now.',
};

// "find the way home": a step tells where the hero is, never "could see the way to the way home".
const WAY_NEARER: Readonly<Record<string, string>> = {
  'From there, {h} could see the way to {thing}.': 'Now {h} knew a bit more about the way.',
  'So {thing} {was:thing} a little closer now.': 'So the way back felt a little closer now.',
  'So from there, {h} could see {thing}.': 'Now {h} knew a bit more about the way.',
};

export function tellAction(telling: Telling): string[] {
  if (!telling.taken) return [];
  const { approach, text } = telling.taken;
  const young = telling.request.age === '4-6';
  const variants =
    approach === 'kind' && ASKING.test(text.trim())
      ? telling.phrases.asking
      : approach === 'kind' && telling.world.ownCompanion
        ? telling.phrases.kindTogether
        : approach === 'clever' && telling.world.plot !== 'mystery' && !telling.world.feeling
          ? NOTICING[young ? 'young' : 'older']
          : telling.phrases.action[approach];
  const lines = variants[young || telling.random.next() < 0.5 ? 0 : variants.length - 1] ?? [];
  if (telling.world.want.question) return lines.map((line) => ANSWER_NEARER[line] ?? line);
  if (isWayWant(telling.world.want)) return lines.map((line) => WAY_NEARER[line] ?? line);
  return [...lines];
}
