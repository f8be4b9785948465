// How a step of learning to do something went, from ages 7–9 up ("learn to swim", "ride a bike"):
// having a go, wobbling, trying again, getting a little better. About practice and patience, never
// about saying how one feels, which is what the other feelings stories' steps are.
import type { EpisodeKind, EpisodeStep } from '../episode-phrases.ts';

type Wordings = readonly string[];

const HELP: Wordings = [
  '{Comp} stayed close the whole time, and that helped.',
  '{Comp} cheered every small try.',
  'With {comp} there, it felt less lonely.',
  '{Comp} gave {him} a small nod that meant "go on".',
];

const FEEL: Wordings = [
  'Afterwards, {h} felt tired but pleased.',
  'For the first time that day, {h} smiled properly.',
  'It had been hard, but it was worth it.',
  '{H} was a little better than yesterday, and {h} knew it.',
];

const LEADS: Wordings = [
  'It made the next try feel possible.',
  'Little by little, it was getting easier.',
  '{H} could feel the knack of it coming.',
];

const TRYING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} started slowly, one small try at a time.',
    '{H} counted to three and had a go.',
    '{H} did the easy part first, then the harder part.',
  ],
  trouble: [
    'At the first go, it all went wrong.',
    'Halfway through, {h} wobbled and had to stop.',
    'Someone laughed, not unkindly, and {h} went red.',
  ],
  overcome: [
    'So {h} took a breath and tried again.',
    'The second try went better than the first.',
    '{H} remembered why it mattered, and kept going.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const WATCHING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} watched carefully how the others did it.',
    '{H} broke it into small steps and tried each one.',
    '{H} went over it slowly in {his} head first.',
  ],
  trouble: [
    'It looked easy, but it did not feel easy.',
    'One step kept going wrong, every single time.',
    'For a while, nothing seemed to make sense.',
  ],
  overcome: [
    'Then {h} noticed the one thing {h} had been missing.',
    'Doing it slowly turned out to be the secret.',
    'In the end, the hard step only needed more patience.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const ASKING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} asked for a tip, even though it felt a bit silly.',
    '{H} listened carefully to every piece of advice.',
    '{H} asked to be shown once more, slowly.',
  ],
  trouble: [
    'At first the advice was hard to follow.',
    'There was so much to remember all at once.',
    '{H} worried that asking made {him} look silly.',
  ],
  overcome: [
    'But the tip worked, and {h} felt {his} shoulders drop.',
    'A little help did more than {h} had thought it could.',
    'Doing it together, it was easier.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const OPENING: Record<EpisodeStep, Wordings> = {
  how: ['{H} had watched other people do it for a long time.'],
  trouble: ['It always looked so easy when they did it.'],
  overcome: ['{H} decided it was time to try.'],
  leads: ['Today would be the first go.'],
  help: HELP,
  feel: ['Deep down, {h} was a little scared of getting it wrong.'],
};

export const PRACTICE_EPISODES: Record<EpisodeKind, Record<EpisodeStep, Wordings>> = {
  brave: TRYING,
  clever: WATCHING,
  kind: ASKING,
  asking: ASKING,
  own: TRYING,
  opening: OPENING,
};
