// The quest plot's beats. A journey to what the hero wants: setting off, the way, a problem, help, the last stretch.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

const INTRO = [
  [
    '{H} [was] a {trait} {kind} who lived near {place}.',
    'More than anything, {h} wanted to {want}.',
  ],
  ['Near {place} lived a {trait} {kind} called {name}.', '{Name} had one wish: to {want}.'],
];

export const QUEST_BEATS: PlotSkeleton = {
  opening: INTRO.map((intro) => [
    ...intro,
    'That morning {h} set off, and {comp} came too.',
    'The road to {thing} would be long.',
  ]),
  middle: [
    [
      [
        'The path to {thing} led past {sight}.',
        '{H} [walked] on and did not look back.',
        '{Comp} kept close.',
      ],
      ['Each step took {him} nearer to {thing}.', '{Comp} pointed out {sight}.'],
    ],
    [
      [
        'Then a [big] problem blocked the way.',
        'A storm rolled in, and {h} could not see the path to {thing}.',
        '{H} felt {scared} but stood firm.',
      ],
      [
        'Then the ground shook, and the path split in two.',
        'One way led to {thing}, but which one?',
        '{H} stopped to think.',
      ],
    ],
    [
      [
        'A stranger was resting beside the path.',
        '"I know a secret way," the stranger said.',
        '{H} said thank you with a smile.',
      ],
      [
        'Someone [old] and kind waited by the path.',
        '"I have seen {thing}," the stranger said.',
        '"Go the way the wind blows."',
      ],
    ],
    [
      [
        'At last {h} could see {thing} ahead.',
        'But the last part was the [hard]est of all.',
        '{H} gathered every bit of courage.',
      ],
      [
        'Now {thing} {was:thing} close enough to touch.',
        '{H} held {his} breath.',
        'This was the moment.',
      ],
    ],
  ],
  ending: [
    [
      '{H} reached out, and at last {h} could {want}.',
      'The long road home felt short.',
      '{Comp} cheered all the way.',
    ],
    [
      'With one last push, {h} did it: {h} could {want}.',
      'They walked home together, tired and glad.',
    ],
  ],
};
