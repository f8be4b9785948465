// In a feelings story, the companion's answer to the chosen step and the three ways on, told as
// what the hero could do next: say it, work it out, or talk to someone.
import type { AgeId } from '../../../age-bands.ts';
import type { Approach, OfferedChoice } from '../follow-path.ts';
import { capitalise } from '../../../capitalise.ts';
import type { ReactionLines } from '../part-events.ts';
import { unheardLine } from '../part/unheard-line.ts';

const REACTIONS: Record<Approach, readonly string[]> = {
  brave: [
    '{Comp} let out a long breath.',
    '"That was brave," {comp} said quietly.',
    '{Comp} looked proud, and did not hide it.',
    '{Comp} gave {his} hand a squeeze.',
  ],
  clever: [
    '{Comp} read it over {his} shoulder.',
    'When {h} explained it, {comp} nodded slowly.',
    '{Comp} said it made sense.',
    'It was {comp} who asked the right question.',
  ],
  kind: [
    '{Comp} was glad they had talked.',
    '{Comp} smiled for the first time that day.',
    '{Comp} had hoped {h} would do that.',
    'Talking had helped them both.',
  ],
  own: ['{Comp} needed a moment, then grinned.', '{Comp} had not expected that.'],
};

const YOUNG_REACTIONS: Record<Approach, readonly string[]> = {
  brave: ['{Comp} gave {him} a hug.', '{Comp} said, "Well done."', '{Comp} smiled.'],
  clever: ['{Comp} looked too.', '{Comp} gave a nod.', '{Comp} thought it was smart.'],
  kind: ['{Comp} smiled too.', '{Comp} was glad.', '{Comp} held {his} hand.'],
  own: ['{Comp} laughed.', '{Comp} clapped.'],
};

/** Verbs after which the one met needs cheering, not someone to confide in. */
const NEEDS_HELP = /^(help|comfort|cheer|hug|share)\b/;

/** The companion's reactions to the chosen step in a feelings story. */
export const FEELING_REACTIONS: ReactionLines = { young: YOUNG_REACTIONS, older: REACTIONS };

/** What the hero could do next, in the order the choices are offered. */
export function feelingAhead(
  choices: readonly OfferedChoice[],
  partIndex: number,
  age: AgeId,
  heard: (words: string) => boolean = () => false,
): string[] {
  const of = (approach: OfferedChoice['approach']) =>
    choices.find((choice) => choice.approach === approach);
  const told = (choice: OfferedChoice) => `${choice.verb} ${choice.object}`;
  const brave = of('brave');
  // A way on offered again is told in other words, never the same line twice.
  if (age === '4-6')
    return brave
      ? [
          unheardLine(
            [`{H} could ${told(brave)}.`, `Maybe {h} could ${told(brave)} next.`],
            partIndex,
            heard,
          ) ?? `{H} could ${told(brave)}.`,
        ]
      : [];
  const clever = of('clever');
  const kind = of('kind');
  const lines: string[] = [];
  if (brave)
    lines.push(
      partIndex % 2 === 0
        ? `{H} could ${told(brave)}, although that would take courage.`
        : `The bravest thing would be to ${told(brave)}.`,
    );
  // Every other part, so the same way on is not offered word for word five times.
  if (clever && partIndex % 2 === 1) lines.push(`{H} could also ${told(clever)} first.`);
  if (kind)
    lines.push(
      NEEDS_HELP.test(kind.verb)
        ? `${capitalise(kind.object)} looked as if they needed a friend too.`
        : `Perhaps ${kind.object} would understand.`,
    );
  return lines;
}
