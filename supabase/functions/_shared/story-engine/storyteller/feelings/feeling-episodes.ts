// How a step of a feelings story went, from ages 7–9 up: how the hero went about it, what made it
// hard, how it came right, what it changed, who was there and how it felt afterwards. About
// words, faces and feelings, never slips, paths or clues.
import type { EpisodeKind, EpisodeStep } from '../episode-phrases.ts';

type Wordings = readonly string[];

const HELP: Wordings = [
  '{Comp} stayed close the whole time, and that helped.',
  '{Comp} did not interrupt once.',
  'With {comp} there, it felt less lonely.',
  '{Comp} gave {him} a small nod that meant "go on".',
];

const FEEL: Wordings = [
  'Afterwards, {h} felt tired but lighter.',
  'For the first time that day, {h} smiled properly.',
  'It had been hard, but it was worth it.',
  'Something tight inside {him} began to loosen.',
];

const LEADS: Wordings = [
  'Now {h} knew what {h} really wanted to say.',
  'It made the next step feel possible.',
  'Little by little, the feeling was changing shape.',
];

const FACING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} practised the first words in {his} head.',
    '{H} waited for a quiet moment, then began.',
    '{H} looked at the floor at first, then looked up.',
  ],
  trouble: [
    'Halfway through, {his} voice went wobbly.',
    'For a moment, nobody said anything, and the silence felt enormous.',
    'Someone laughed nervously, and {h} almost lost {his} nerve.',
  ],
  overcome: [
    '{H} took another breath and finished what {h} had started.',
    '{H} remembered why it mattered, and kept going.',
    'Once the first sentence was out, the rest came more easily.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const THINKING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} found a quiet corner where nobody would bother {him}.',
    '{H} started with the easy part and worked towards the hard part.',
    '{H} took {his} time, crossing things out and starting again.',
  ],
  trouble: [
    'At first, the words came out angrier than {h} meant them.',
    'Some of it looked silly written down, and {h} nearly gave up.',
    'A few times {h} had to stop, because it hurt to think about.',
  ],
  overcome: [
    'So {h} wrote it again, more honestly this time.',
    'In the end, one plain sentence said it best.',
    'Reading it back, {h} found it was truer than {h} had expected.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const REACHING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} started slowly, and did not try to make it sound better than it was.',
    '{H} asked whether they had a minute, then sat down.',
    '{H} listened as much as {h} talked.',
  ],
  trouble: [
    'At first it was hard to find the right words.',
    'For a moment {h} worried it had been a mistake to say anything.',
    'There was an awkward pause before anyone answered.',
  ],
  overcome: [
    'But the answer was kind, and {h} felt {his} shoulders drop.',
    'A kind word did more than {h} had thought it could.',
    'Once they were both talking, it was easy.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const OPENING: Record<EpisodeStep, Wordings> = {
  how: ['{H} tried to push the feeling away, but it would not go.'],
  trouble: ['Nobody else seemed to notice how {h} felt.'],
  overcome: ['{H} decided that something had to change.'],
  leads: ['It was time to do something about it.'],
  help: HELP,
  feel: ['Deep down, {h} knew {h} could not keep it inside for ever.'],
};

export const FEELING_EPISODES: Record<EpisodeKind, Record<EpisodeStep, Wordings>> = {
  brave: FACING,
  clever: THINKING,
  kind: REACHING,
  asking: REACHING,
  own: FACING,
  opening: OPENING,
};
