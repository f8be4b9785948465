// What a feelings story tells besides its beats: the chosen choice as a step in facing the feeling
// (saying it, working it out, reaching out to someone), what earlier choices changed, the home or
// school around the hero, and how it ended. Never a path, a bridge or a clue.
import type { AgeId } from '../../../age-bands.ts';
import type { PartPhrases } from '../part-phrases.ts';

// Reaching out to someone: they listen, and the hero feels less alone.
const REACHING_OUT: PartPhrases['kindTogether'] = [
  [
    '{H} {past} {object}.',
    '{Object} listened properly, without rushing to fix anything.',
    'Just being heard made {him} feel less alone.',
  ],
  [
    'First, {h} {past} {object}.',
    'It turned out {object} had felt something similar once.',
    'Knowing that made the whole thing feel lighter.',
  ],
];

const OLDER: PartPhrases = {
  action: {
    brave: [
      [
        '{H} took a deep breath and {past} {object}.',
        '{His} heart was thumping, but {h} did not turn back.',
        'Facing it, even a little, made the feeling smaller.',
      ],
      [
        'Before {h} could change {his} mind, {h} {past} {object}.',
        '{H} felt {scared} and {his} knees wobbled, but {h} stayed.',
        'It was the bravest thing {h} had done all week.',
      ],
    ],
    clever: [
      [
        '{H} {past} {object}.',
        'Putting it into words made the feeling easier to look at.',
        'Slowly, {h} began to understand what was really wrong.',
      ],
      [
        '{H} sat quietly and {past} {object}.',
        'Seeing it plainly helped {him} sort out what {h} felt from what {h} feared.',
        'Now {h} knew a little better what {h} wanted to say.',
      ],
    ],
    kind: REACHING_OUT,
    own: [
      [
        '{H} {past} {action}.',
        'Nobody had expected that, not even {comp}.',
        'It felt right, and {h} felt a little lighter afterwards.',
      ],
    ],
  },
  // The companion beside the hero changes nothing: whoever the hero reaches out to listens.
  kindTogether: REACHING_OUT,
  asking: [
    [
      '{H} {past} {object} and told the whole story.',
      '{Object} listened to every word before saying anything.',
      '"Feelings are easier to carry when you share them," said {object}.',
    ],
    [
      '{H} {past} {object}, a little at a time.',
      '{Object} nodded and did not laugh once.',
      'Afterwards, {h} felt as if a weight had been lifted.',
    ],
  ],
  stateLines: {
    location: [
      '{Location} was still on {his} mind.',
      '{H} kept thinking about {location} and what had happened there.',
    ],
    helper: ['{Helper} was on {his} side now.', 'Knowing {helper} understood made {him} braver.'],
    item: ['{H} still had {item}.', '{H} kept {item} close.'],
    clue: ['{H} went over it all once more.'],
    learned: [
      '{H} understood the feeling a little better now.',
      'Writing it down had helped more than {h} expected.',
      '{H} knew more clearly now what {h} needed.',
    ],
  },
  texture: [
    '{H} could hear {sound}.',
    'Not far off, {h} [saw] {sight}.',
    'The room {air}.',
    '{His} mind kept going back to what had happened.',
    '{Comp} stayed close to {him}.',
    'For a moment, {h} only watched {sight}.',
    'The only sound was {sound}.',
    '{H} swallowed hard.',
    'Part of {him} wanted to hide, and part of {him} wanted to be heard.',
    '{H} wondered whether anyone else ever felt like this.',
    '{Comp} did not say anything, but {comp} did not leave either.',
    'It was strange how a feeling could sit in your chest like a stone.',
  ],
  closing: ['What should {h} do now?', 'What would {h} choose?', 'What felt right?'],
  ownWay: {
    brave: 'by being honest about how {h} felt',
    clever: 'by thinking it through',
    kind: 'by letting other people help',
    own: 'in {his} very own way',
  },
  thanks: '{H} thanked {helpers} for listening.',
  companion: {
    intro: '{Comp} was never far away.',
    along: [
      '{Comp} was there, not saying much, just being there.',
      '{Comp} gave {him} a quick, kind look.',
      '{Comp} waited, ready to listen.',
      '{Comp} sat down next to {him}.',
    ],
  },
};

const YOUNG_REACHING_OUT: PartPhrases['kindTogether'] = [
  ['{H} {past} {object}.', '{Object} listened.', '{H} felt less alone.'],
];

const YOUNG: PartPhrases = {
  action: {
    brave: [
      [
        '{H} took a deep breath.',
        '{H} {past} {object}.',
        'It was a brave thing to do.',
        '{H} felt a little bigger inside.',
      ],
    ],
    clever: [
      ['{H} {past} {object}.', 'That helped {him} think.', 'The feeling made more sense now.'],
    ],
    kind: YOUNG_REACHING_OUT,
    own: [['{H} {past} {action}.', 'That felt right.']],
  },
  kindTogether: YOUNG_REACHING_OUT,
  asking: [
    ['{H} {past} {object}.', '{Object} listened to it all.', 'That made {him} feel better.'],
  ],
  stateLines: {
    location: ['{H} thought about {location}.', '{H} remembered {location}.'],
    helper: ['{Helper} was a friend now.', '{Helper} came too.'],
    item: ['{H} still had {item}.', '{H} held {item} tight.'],
    clue: ['{H} thought it over.'],
    learned: ['{H} knew the feeling better now.', 'That had helped.', 'Thinking had helped.'],
  },
  // "took a deep breath" is the brave step's own line, never the part's texture too.
  texture: [
    '{Comp} stayed close.',
    '{H} saw {sight}.',
    '{H} could hear {sound}.',
    'The room {air}.',
    '{H} felt a lump in {his} throat.',
    '{Comp} gave {him} a hug.',
    '{H} sat very still.',
    '{H} looked at {his} shoes.',
    'It was a big feeling.',
  ],
  closing: ['What should {h} do now?', 'What would {h} choose?', 'What should {h} do next?'],
  ownWay: {
    brave: 'by saying how {h} felt',
    clever: 'by thinking it through',
    kind: 'with a little help',
    own: 'in {his} own way',
  },
  thanks: '{H} thanked {helpers}.',
  companion: {
    intro: '{Comp} was there too.',
    along: [
      '{Comp} stayed close.',
      '{Comp} was right there.',
      '{Comp} held {his} hand.',
      '{Comp} gave {him} a hug.',
    ],
  },
};

/** The feelings phrase bank for a reader's age. */
export function feelingPhrasesFor(age: AgeId): PartPhrases {
  return age === '4-6' ? YOUNG : OLDER;
}
