// What a part tells from ages 7–9 up besides its plot beat: how the hero goes about the chosen
// choice, what goes wrong, how it is put right and what it leads to, in that order, so a part is
// an event told through rather than a list of sights. Each step has a few wordings; a part takes
// one per step, and a wording heard in the parts before is left for another.

/** The steps of an episode, in the order a part tells them. */
export const EPISODE_STEPS = ['how', 'trouble', 'overcome', 'leads', 'help', 'feel'] as const;

export type EpisodeStep = (typeof EPISODE_STEPS)[number];

export type EpisodeKind = 'brave' | 'clever' | 'kind' | 'asking' | 'own' | 'opening';

type Wordings = readonly string[];

// The companion's help and the hero's feeling afterwards fit any choice: told once each.
const HELP: Wordings = [
  '{Comp} stayed close the whole time, and that helped.',
  '{Comp} kept watch while {h} worked.',
  '{Comp} noticed something {h} had missed.',
  '{Comp} waited nearby, ready to lend a hand.',
  'With {comp} there, it felt less lonely.',
];

const FEEL: Wordings = [
  'Although {h} was [tired], {h} felt proud of what {h} had done.',
  'Now that it was done, {h} could think about what to do next.',
  'Because it had worked, {h} felt ready for the next part.',
  'It had taken longer than {h} had hoped, but it was worth it.',
  'For the first time that day, {h} smiled properly.',
];

const LEADS: Wordings = [
  'It meant the search could go on in a new direction.',
  'Now {h} knew which question to ask next.',
  'It showed {him} somewhere {h} had not thought to look.',
  'Little by little, the picture was becoming clearer.',
];

export const EPISODES: Record<EpisodeKind, Record<EpisodeStep, Wordings>> = {
  brave: {
    how: [
      '{H} [looked] at {object} for a long moment before starting.',
      'Before starting, {h} tested the first step to see if it would hold.',
      '{H} went first, since it had been {his} idea.',
      '{H} began [carefully], keeping one hand free in case of a slip.',
      'There was no time to waste, so {h} set off at once.',
      '{H} chose the way that looked safest, even though it was longer.',
    ],
    trouble: [
      'Halfway, the way was blocked, so {h} had to find another.',
      'Once {h} slipped and had to wait until {his} heart slowed down.',
      'The [hard]est part came near the end, where the way grew narrow.',
      'A sudden noise made {him} freeze, but it was nothing at all.',
      'It was darker than {h} had expected, and much colder.',
      'At the worst moment, {his} foot caught and {h} nearly fell.',
    ],
    overcome: [
      'Step by step, {h} kept going until the worst was over.',
      'By going slowly, {h} got through without a scratch.',
      '{H} counted to three, took a breath and pushed on.',
      'In the end, patience got {him} through.',
      '{H} found something solid to hold on to and waited.',
      'Slowly the way opened up again, and {h} could breathe.',
    ],
    leads: [
      'From there, {h} could see much further than before.',
      'Beyond it, {h} found a sign {h} was on the right track.',
      'What {h} found there made the next step much clearer.',
      ...LEADS,
    ],
    help: HELP,
    feel: FEEL,
  },
  clever: {
    how: [
      '{H} took {his} time with {object}, checking every detail.',
      'First {h} looked at {object} from a little way off, then up close.',
      '{H} wrote down everything {h} noticed about {object}.',
      '{H} went over {object} [carefully], one part at a time.',
      'Before touching anything, {h} made a careful sketch of {object}.',
      '{H} held {his} breath and leaned in for a closer look.',
    ],
    trouble: [
      'At first none of it made any sense.',
      'One detail did not fit with the rest.',
      'For a while {h} was sure {h} had missed something.',
      'The first idea {h} had turned out to be wrong.',
      'Something was missing, although {h} could not say what.',
      'The light was poor, so the details were hard to make out.',
    ],
    overcome: [
      'Then {h} tried looking at it the other way round.',
      'So {h} went back to the start and checked again.',
      'Only when {h} compared it with what {h} already knew did it fit.',
      'Slowly, the pieces began to make sense.',
      'A second look showed what the first had missed.',
      'When {h} put the details side by side, a pattern appeared.',
    ],
    leads: LEADS,
    help: HELP,
    feel: FEEL,
  },
  kind: {
    how: [
      '{H} did not rush, and listened first.',
      '{H} spoke softly, so {object} would not be [scared].',
      '{H} knelt down to see what the trouble was.',
      'Before doing anything, {h} asked what would help most.',
      '{H} put everything else aside for a while.',
    ],
    trouble: [
      'It was not as simple as it looked.',
      'At first {object} did not want any help.',
      'The first thing {h} tried did not work.',
      'It took much longer than {h} had expected.',
      'No one else had stopped, and it was easy to see why.',
    ],
    overcome: [
      'So {h} tried again, more gently this time.',
      'With patience, {h} found a way that worked.',
      'In the end, a small thing made all the difference.',
      'Once {object} trusted {him}, the rest was easy.',
      'A kind word did more than {h} had thought it could.',
    ],
    leads: [
      'Helping had cost {him} some time, but it had been worth it.',
      'Because {h} had stopped to help, {h} learned something new.',
      ...LEADS,
    ],
    help: HELP,
    feel: FEEL,
  },
  asking: {
    how: [
      '{H} explained why {h} was there and what {h} was looking for.',
      '{H} asked [carefully], one question at a time.',
      '{H} described everything that had happened so far.',
      '{H} listened more than {h} talked, which was not easy.',
    ],
    trouble: [
      'The first answers were not much use.',
      'At first {object} could not remember much.',
      'Some of it did not match what {h} already knew.',
      'The answers kept wandering off the point.',
    ],
    overcome: [
      'But one small detail stood out.',
      'Then {object} remembered something important.',
      '{H} asked one more question, and that was the one that counted.',
      'Piece by piece, the answers began to line up.',
    ],
    leads: LEADS,
    help: HELP,
    feel: FEEL,
  },
  own: {
    how: [
      '{H} had thought about it before trying it.',
      'It was not the usual way, but {h} was sure of it.',
      'No one had tried that before, so {h} went [carefully].',
    ],
    trouble: [
      'For a moment it looked as if it would not work.',
      'Not everything went to plan.',
      'Halfway through, something went wrong.',
    ],
    overcome: [
      'But {h} kept at it, and it worked.',
      'A small change was all it needed.',
      'So {h} tried once more, a little differently.',
    ],
    leads: ['It opened a way no one had seen before.', 'It made the next step easier.', ...LEADS],
    help: HELP,
    feel: FEEL,
  },
  opening: {
    how: [
      'Before anything else, {h} made a plan.',
      '{H} thought [carefully] about where to begin.',
      '{H} packed a few things that might be useful.',
    ],
    trouble: [
      'It would not be easy, but {h} wanted to try.',
      'No one else seemed to care, so it was up to {him}.',
      'If {h} did nothing, no one else would.',
    ],
    overcome: [
      'So {h} started with what {h} already knew.',
      'The first step was to look around [carefully].',
      '{H} decided to begin at once, before {h} lost heart.',
    ],
    leads: [
      'Somewhere close by, the first answer was waiting.',
      'Whatever happened, this was where it began.',
    ],
    help: ['{Comp} was ready to help from the very start.', 'Having {comp} there helped a lot.'],
    feel: [
      'It felt good to be doing something at last.',
      'Although {h} was a little [scared], {h} was excited too.',
    ],
  },
};
