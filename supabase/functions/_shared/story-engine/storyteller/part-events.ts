// What happens in a part besides its plot beat, for every reader: the companion's
// reaction to the chosen action and the next problem, which sets up the three choices the part
// ends with; ages 4–6 hear a short line of each. A part reaches its length from these events, so its sights stay few.
import type { AgeId } from '../../age-bands.ts';
import type { Approach, OfferedChoice } from './follow-path.ts';
import { isPlural } from './read-english.ts';
import { capitalise } from '../../capitalise.ts';
import { unheardLine } from './part/unheard-line.ts';

/** Per approach, how the companion takes the hero's choice; each told at most once a story. */
const REACTIONS: Record<Approach, readonly string[]> = {
  brave: [
    '{Comp} let out a long breath.',
    'Because {h} had not turned back, {comp} did not either.',
    '{Comp} caught up, out of breath but smiling.',
    '"{I:comp} {was:comp} [scared] too," {comp} admitted.',
  ],
  clever: [
    '{Comp} leaned in to see what it meant.',
    'When {h} explained it, {comp} nodded slowly.',
    'At first {comp} had missed it, but now it was plain.',
    'It was {comp} who asked the right question.',
  ],
  kind: [
    '{Comp} helped too, and did not mind the wait.',
    'Afterwards {comp} was glad they had stopped.',
    '{Comp} had noticed the trouble first.',
    'Helping had taught them something new.',
  ],
  own: [
    '{Comp} needed a moment, then grinned.',
    'At first {comp} was not sure, but the plan worked.',
    '{Comp} would tell everyone about it later.',
  ],
};

/** Verbs after which a being is someone to help, not someone to ask. */
const NEEDS_HELP = /^(help|free|comfort|feed|heal|cheer|tickle|hug|tuck|sing|rescue)\b/;

const AHEAD = [
  'Ahead {was} {landmark}.',
  'Not far away {was} {landmark}.',
  'The way on led past {landmark}.',
];
// A teen or adult reader hears what the place ahead asks of the hero: it is the brave choice.
const MATURE_AHEAD = [
  'Ahead {was} {landmark}, which would take some courage.',
  'Not far away {was} {landmark}, the boldest way forward.',
  'The way on led past {landmark}, where courage would be needed.',
];
const CLUE = [
  ['{Comp} noticed {clueObject}.', '{It} might be worth a look.'],
  ['There {was} also {clueObject}, and {it} might hold an answer.'],
  ['{Comp} had spotted {clueObject} nearby.'],
];
// A teen or adult reader hears what the thing might hold in a clause about it, not a second
// sentence, and what someone might know told in full.
const MATURE_CLUE = [
  ['{Comp} noticed {clueObject}, which might be worth a closer look.'],
  ['There {was} also {clueObject}, which might hold an answer.'],
  ['{Comp} had spotted {clueObject} nearby, half hidden from view.'],
];
const NEEDY = ['{Being} seemed to need help.', 'Close by, {being} needed a hand.'];
const KNOWING = ['{Being} might know something useful.', 'Perhaps {being} could tell them more.'];
const MATURE_KNOWING = [
  '{Being} might know something that the others had missed.',
  'Perhaps {being} could tell them more about what had happened.',
];

/** The same for ages 4–6: short, and about what the companion does. */
const YOUNG_REACTIONS: Record<Approach, readonly string[]> = {
  brave: ['{Comp} ran to keep up.', '{Comp} gave a big cheer.', '{Comp} was brave too.'],
  clever: ['{Comp} looked too.', '{Comp} gave a nod.', '{Comp} thought it was smart.'],
  kind: ['{Comp} helped too.', '{Comp} gave a smile.', '{Comp} was glad they stopped.'],
  own: ['{Comp} laughed.', '{Comp} clapped.', '{Comp} did not think of that.'],
};

const YOUNG_AHEAD = ['Just ahead {was} {landmark}.', 'Next to them {was} {landmark}.'];

/** A companion's reactions to each approach, for ages 4–6 and for older readers. */
export interface ReactionLines {
  young: Record<Approach, readonly string[]>;
  older: Record<Approach, readonly string[]>;
}

/**
 * The reaction to the chosen approach from these lines, different for each part of a story; none
 * once the parts before told every one.
 */
export function reactionFrom(
  reactions: ReactionLines,
  approach: Approach,
  partIndex: number,
  age?: AgeId,
  heard: (words: string) => boolean = () => false,
  companion = '',
): string | undefined {
  const lines = (age === '4-6' ? reactions.young : reactions.older)[approach];
  return unheardLine(lines, partIndex, heard, companion);
}

/** The companion's reactions to the chosen approach in a story that is no feelings story. */
export const STORY_REACTIONS: ReactionLines = { young: YOUNG_REACTIONS, older: REACTIONS };

/**
 * The next problem as the hero meets it: what stands ahead, what could tell them more and who
 * is near, in the order the choices are offered; ages 4–6 get their plain question alone.
 */
export function problemAhead(
  choices: readonly OfferedChoice[],
  partIndex: number,
  age: AgeId,
): string[] {
  const of = (approach: OfferedChoice['approach']) =>
    choices.find((choice) => choice.approach === approach);
  const brave = of('brave');
  // The youngest hear one thing ahead: where the next choice can take them.
  if (age === '4-6')
    return brave
      ? [
          (YOUNG_AHEAD[partIndex % YOUNG_AHEAD.length] as string)
            .replace('{landmark}', brave.object)
            .replace('{was}', isPlural(brave.object) ? 'were' : 'was'),
        ]
      : [];
  const clever = of('clever');
  const kind = of('kind');
  const pick = (lines: readonly string[]) => lines[partIndex % lines.length] as string;
  const lines: string[] = [];
  if (brave)
    lines.push(
      pick(age === 'teen' || age === 'adult' ? MATURE_AHEAD : AHEAD)
        .replace('{landmark}', brave.object)
        .replace('{was}', isPlural(brave.object) ? 'were' : 'was'),
    );
  if (clever) {
    const plural = isPlural(clever.object);
    const clues = age === 'teen' || age === 'adult' ? MATURE_CLUE : CLUE;
    const clue = clues[partIndex % clues.length] as readonly string[];
    lines.push(
      ...clue.map((line) =>
        line
          .replace('{clueObject}', clever.object)
          .replace('{was}', plural ? 'were' : 'was')
          .replace('{it}', plural ? 'they' : 'it')
          .replace('{It}', plural ? 'They' : 'It'),
      ),
    );
  }
  if (kind) {
    const knowing = age === 'teen' || age === 'adult' ? MATURE_KNOWING : KNOWING;
    const line = pick(NEEDS_HELP.test(kind.verb) ? NEEDY : knowing);
    lines.push(line.replace('{Being}', capitalise(kind.object)).replace('{being}', kind.object));
  }
  return lines;
}
