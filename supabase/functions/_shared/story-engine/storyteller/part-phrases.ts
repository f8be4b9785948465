// The sentences a part is built from besides its plot beat: the chosen action and its consequence,
// what the path so far has changed, texture that fills a part to its length, the closing question
// and the ending's "in the hero's own way". Ages 4–6 get their own bank of short, plain sentences.
import type { AgeId } from '../../age-bands.ts';
import type { Approach } from './follow-path.ts';

export interface PartPhrases {
  /** Per approach, alternatives of the action and its consequence, each a list of clauses. */
  action: Record<Approach, readonly (readonly string[])[]>;
  /** A kind action when the idea's own companion is there: the one helped stays behind. */
  kindTogether: readonly (readonly string[])[];
  /** Asking someone: what they answer moves the hero on, never how glad they were to be asked. */
  asking: readonly (readonly string[])[];
  /**
   * What the story's state shows: where the hero is, who came along, what they carry, clues (in a
   * mystery) or what was found out (in any other story).
   */
  stateLines: Record<'location' | 'helper' | 'item' | 'clue' | 'learned', readonly string[]>;
  texture: readonly string[];
  closing: readonly string[];
  ownWay: Record<Approach, string>;
  thanks: string;
  /** How the companion is met in the first part, and how they stay with the hero in later parts. */
  companion: { intro: string; along: readonly string[] };
}

const OLDER: PartPhrases = {
  action: {
    brave: [
      [
        '{H} [gathered] {his} courage and {past} {object}.',
        '{Object} {was:object} [hard], but {h} did not give up.',
        'From there, {h} could see the way to {thing}.',
      ],
      [
        'Without waiting, {h} {past} {object}.',
        '{H} felt {scared} at first, but {h} kept going.',
        'So {thing} {was:thing} a little closer now.',
      ],
    ],
    clever: [
      [
        '{H} {past} {object} [carefully].',
        '{Object} held a clue about {thing}.',
        '{H} tucked the clue away for later.',
      ],
      [
        '{H} stopped and {past} {object}.',
        'Something about {object} did not add up until {h} looked again.',
        'Now {h} knew more about {thing}.',
      ],
    ],
    kind: [
      [
        '{H} {past} {object}.',
        '{Object} {was:object} so [grateful].',
        '{Object} promised to help {him} {want}.',
      ],
      [
        'First, {h} {past} {object}.',
        'It took a while, but {object} smiled at last.',
        'From then on, {object} came along to help find {thing}.',
      ],
    ],
    own: [
      [
        '{H} {past} {action}.',
        'Nobody had expected that, not even {comp}.',
        '{Object} had been worth it, and {h} felt nearer to finding {thing} now.',
      ],
    ],
  },
  kindTogether: [
    [
      '{H} {past} {object}.',
      '{Object} {was:object} so [grateful].',
      'In thanks, {object} shared everything that might help.',
    ],
    [
      'First, {h} {past} {object}.',
      'It took a while, but {object} smiled at last.',
      'Before they went on, {object} gave them a useful tip.',
    ],
  ],
  asking: [
    [
      '{H} {past} {object} about {thing}.',
      'The answer was not what {h} had expected, but it helped.',
      'Now {h} knew where to look next.',
    ],
    [
      '{H} stopped and {past} {object}.',
      '{Object} had seen something that morning and told {him} all about it.',
      'It changed where {h} would look for {thing}.',
    ],
  ],
  stateLines: {
    location: ['{H} was still near {location}.', 'Behind {him} rose {location}.'],
    helper: ['{Helper} walked beside {him} now.', 'With {helper} along, {h} felt braver.'],
    item: ['{H} still had {item} safe.', '{Item} {was:item} never far from {his} thoughts.'],
    clue: [
      '{H} had {clues} so far.',
      'The clues were starting to fit together.',
      '{H} went over the clues once more.',
    ],
    learned: [
      '{H} kept in mind what {h} had found out.',
      'What {h} had learned so far helped.',
      '{H} knew more now than at the start.',
    ],
  },
  texture: [
    'The air near {location} {air}.',
    '{H} could hear {sound}.',
    'Not far off, {h} [saw] {sight}.',
    '{His} mind kept going back to {thing}.',
    '{Comp} stopped to look at {sight}.',
    'The only sound was {sound}.',
    '{H} [was] still sure {h} could {want}.',
    '{H} [thought] about {thing} once more.',
    '{Comp} stayed close to {him}.',
    'A little further on, {h} passed {sight}.',
    '{H} would not give up on {thing}.',
    'Even {comp} could feel how close {thing} {was:thing}.',
    'Past {sight}, the way bent toward {location}.',
    'For a moment, {h} only watched {sight}.',
    '{Comp} whispered something about {thing}.',
    '{H} counted every step toward {thing}.',
    '{H} smiled at {comp}.',
    'There, half hidden, {h} [saw] {sight}.',
    '{H} wondered what {comp} was thinking.',
    '{Comp} looked out for trouble ahead.',
    '{H} glanced back the way {h} had come.',
    '{H} thought hard about what to try next.',
    '{Comp} seemed just as eager to go on.',
    '{H} brushed the dust from {his} sleeves.',
    'Because the way was narrow, {h} walked slowly past {sight}.',
    'Although {h} was tired, {h} kept going toward {location}.',
    'Before long, {h} and {comp} reached {sight}.',
    'After a while, the path led past {sight}.',
    '{H} stepped around {sight} and kept going.',
    '{H} paused beside {sight} to catch {his} breath.',
    'Once {h} had passed {sight}, the way grew quieter.',
    '{H} showed {comp} {sight}, and they stopped to look.',
    'When {h} heard {sound}, {h} stopped to listen.',
    'Though the day was long, {h} did not feel like stopping.',
    '{Comp} noticed {sight} first and waited for {him}.',
    'It was quiet near {location}, apart from {sound}.',
    'Because {comp} had stopped, {h} turned to see why.',
    'When the path grew steep, {h} slowed down and chose each step.',
    'Although {h} could not see far ahead, {h} trusted the way.',
    'After {h} had rested for a moment, {h} felt ready again.',
    'Since no one else was around, {h} listened to {sound}.',
    'Once {comp} caught up, the two of them went on together.',
    'If anything changed ahead, {comp} would be the first to notice.',
    'Before {h} moved on, {h} took a long look at {sight}.',
    'Even though the way was unfamiliar, {h} felt steady.',
    'Until that moment, {h} had not noticed {sight}.',
    '{H} found a way around {sight} and went on.',
    'When {comp} laughed, {h} laughed too.',
    '{Comp} had an idea, so {h} listened carefully.',
    'Though {h} had never been near {location} before, it felt familiar.',
    'After a long stretch of walking, {h} came upon {sight}.',
    '{H} could tell from {sound} that the place was wide awake.',
    'Every few steps, {h} checked that {comp} was keeping up.',
    '{H} remembered a story about a place just like this one.',
    'Since the light was fading a little, {h} walked faster.',
    '{Comp} asked a question, and {h} answered it with care.',
    'When {h} looked back, {sight} seemed smaller than before.',
    'Although {comp} said nothing, {h} understood.',
    '{H} made a note of {sight} for later.',
  ],
  closing: ['What would {h} do now?', 'Which way should {h} choose?', 'What should happen next?'],
  ownWay: {
    brave: 'by being brave when it counted',
    clever: 'by thinking things through',
    kind: 'by being kind to everyone along the way',
    own: 'in {his} very own way',
  },
  thanks: '{H} thanked {helpers} for helping with {thing}.',
  companion: {
    intro: '{Comp} went everywhere with {him}.',
    along: [
      '{Comp} stayed right beside {him}.',
      '{Comp} watched closely, ready to help.',
      '{Comp} followed a step behind.',
      '{Comp} gave {him} a quick nod.',
      'Close by, {comp} kept watch.',
      '{Comp} was still there, close at hand.',
    ],
  },
};

const YOUNG: PartPhrases = {
  action: {
    brave: [
      [
        '{H} was brave.',
        '{H} {past} {object}.',
        'It was not easy, but {h} did not stop.',
        'So from there, {h} could see {thing}.',
      ],
    ],
    clever: [['{H} {past} {object}.', '{Object} held a clue to {thing}.', 'So {h} kept it safe.']],
    kind: [
      ['{H} {past} {object}.', '"Thank you!" said {object}.', 'Now {h} had a new friend to help.'],
    ],
    own: [
      [
        '{H} {past} {action}.',
        'Not even {comp} had thought of that.',
        'With {object}, {h} was close to {thing}.',
      ],
    ],
  },
  kindTogether: [
    [
      '{H} {past} {object}.',
      '"Thank you!" said {object}.',
      'In return, {h} heard a secret about {thing}.',
    ],
  ],
  asking: [
    [
      '{H} {past} {object} about {thing}.',
      '"I saw something," came the answer.',
      'Now {h} knew where to look.',
    ],
  ],
  stateLines: {
    location: ['{H} was still near {location}.', 'Behind {him} {was:location} {location}.'],
    helper: ['{Helper} {was:helper} with {him} now.', '{Helper} came too.'],
    item: ['{H} still had {item}.', '{H} held {item} tight.'],
    clue: ['{H} had {clues} now.', '{H} kept {clues} safe.', '{H} looked at the clues again.'],
    learned: [
      '{H} knew a bit more now.',
      'What {h} had found out helped.',
      'That was good to know.',
    ],
  },
  texture: [
    '{H} took a deep breath.',
    '{H} did not stop.',
    '{Comp} stayed close.',
    '{H} saw {sight}.',
    '{H} could hear {sound}.',
    'The air {air}.',
    '{H} thought of {thing}.',
    'Step by step, {h} went on.',
    '{Comp} gave a big grin.',
    '{H} held on tight.',
    'On and on {h} went.',
    '{H} looked left and right.',
    'What a sight it was!',
    '{Comp} gave a nod.',
    '{H} had a plan.',
    'The way was long.',
    '{H} hummed a small song.',
    '{H} still wished for {thing}.',
    '{H} felt a bit brave.',
    'Then {h} heard {sound}.',
    '{H} smiled at {comp}.',
    '{H} kept going.',
    '{H} stopped to rest.',
    'Far off, {h} saw {sight}.',
    '{H} was sure of it now.',
    '{H} would find a way.',
    '{Comp} {was:comp} glad to be there.',
    '{H} dreamed of {thing}.',
    '{Comp} asked about {thing}.',
    '{H} could not wait to see {thing}.',
  ],
  closing: ['What would {h} do now?', 'Which way should {h} go?', 'What should {h} do next?'],
  ownWay: {
    brave: 'with a brave heart',
    clever: 'with a smart plan',
    kind: 'with a kind heart',
    own: 'in {his} own way',
  },
  thanks: '{H} thanked {helpers}.',
  companion: {
    intro: '{Comp} went everywhere with {him}.',
    along: [
      '{Comp} came too.',
      '{Comp} was right there.',
      '{Comp} stayed by {his} side.',
      '{Comp} gave {him} a hug.',
      '{Comp} went along.',
      '{Comp} did not let go.',
    ],
  },
};

/** The phrase bank for a reader's age. */
export function partPhrasesFor(age: AgeId): PartPhrases {
  return age === '4-6' ? YOUNG : OLDER;
}
