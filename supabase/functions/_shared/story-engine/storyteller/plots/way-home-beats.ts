// A quest whose want is a way ("get lost at the big bus station", "stuck in the museum after
// closing"): the hero is lost or shut in and finds the way home or out. The way is no place to
// walk towards, so no beat speaks of "the road to the way home" or of seeing it ahead.
import type { IdeaWant } from '../idea/story-idea.ts';
import type { PlotSkeleton } from './plot-skeleton.ts';

/** Whether the hero wants a way rather than a place or a thing: "the way home", "the way out". */
export const isWayWant = (want: IdeaWant) => /^(the )?way (home|out|back)$/.test(want.thing);

/** Wordings that walk towards the want or see it ahead, which a way cannot be. */
export const TOWARDS_THING =
  /(see|nearer to|path to|road to|route to|way to|wait to see|reach) \{thing\}|\{thing\} \{was:thing\}/;

export const WAY_HOME_BEATS: PlotSkeleton = {
  opening: [
    [
      '{H} [was] a {trait} {kind}.',
      'One day {h} could not tell which way to go.',
      'Everything near {place} looked strange.',
      '{H} wanted to {want}, and {comp} was there too.',
    ],
    [
      'Near {place}, {name} the {kind} stopped and looked around.',
      'Nothing looked the way it should.',
      '{Name} had one wish: to {want}.',
      '{Comp} stayed close.',
    ],
  ],
  middle: [
    [
      [
        '{H} tried to remember the way {h} had come.',
        'Past {sight}, nothing looked familiar.',
        '{Comp} kept close.',
      ],
      ['{H} looked for something {h} knew.', '{Comp} pointed out {sight}.'],
    ],
    [
      [
        'Then a [big] problem blocked the way.',
        'A storm rolled in, and {h} could not tell which way to go.',
        '{H} felt {scared} but stood firm.',
      ],
      [
        'Then the path split in two.',
        'Only one way led back, but which one?',
        '{H} stopped to think.',
      ],
    ],
    [
      [
        'A stranger was resting nearby.',
        '"You are nearer than you think," the stranger said.',
        '{H} said thank you with a smile.',
      ],
      [
        'Someone [old] and kind waited by the path.',
        '"I know this place," the stranger said.',
        '"Go the way the wind blows."',
      ],
    ],
    [
      [
        'At last {h} [saw] something {h} knew.',
        'But the last part was the [hard]est of all.',
        '{H} gathered every bit of courage.',
      ],
      ['Now the way back was plain to see.', '{H} held {his} breath.', 'This was the moment.'],
    ],
  ],
  ending: [
    ['At last {h} could {want}.', 'It felt good to be safe again.', '{Comp} cheered all the way.'],
    ['With one last push, {h} did it: {h} could {want}.', 'They were safe, tired and glad.'],
  ],
};
