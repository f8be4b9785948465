// Learning to do something ("learn to swim", "learning to ride a bike"): wanting to, a first try
// that goes wrong, wanting to give up, being told everyone starts somewhere, practising, and at last
// doing it. Never a stock journey to a lighthouse with the skill forgotten.
import type { FeelingScene } from './feeling-setting.ts';
import type { FeelingShape, FeelingWords } from './feeling-shape.ts';
import { PRACTICE_EPISODES } from './practice-episodes.ts';

const LEARNING =
  /\b(?:learn|learns|learning|learned|learnt)\s+(?:how\s+)?to\s+([a-z]+(?:\s+(?:a|an|the|his|her|their|my|our)\s+[a-z]+)?)/i;

/** Who the hero learns with, named in the idea: "with her grandad", "and his mum". */
const HELPER =
  /\b(?:with|and)\s+((?:his|her|their|my|our)\s+(?:mum|mom|dad|grandma|granny|grandad|grandpa|nan|nana|sister|brother|cousin|aunt|uncle|friend|best friend|teacher|coach))\b/i;

const IN_WATER = /^(?:swim|dive|float)$/;
const OUTDOORS =
  /^(?:ride|cycle|bike|skate|skateboard|scooter|rollerskate|kick|run|skip|cartwheel|catch|throw|climb|juggle|fly)$/;

/** Where a skill is practised, and the world that goes with it. */
function practisedAt(verb: string): { venue: string; scene: FeelingScene } {
  if (IN_WATER.test(verb)) return { venue: 'the pool', scene: 'pool' };
  if (OUTDOORS.test(verb)) return { venue: 'the park', scene: 'park' };
  return { venue: 'home', scene: 'home' };
}

export const LEARN: FeelingShape = {
  id: 'learn',
  read: (idea) => {
    const learning = LEARNING.exec(idea);
    const step = learning?.[1]?.toLowerCase();
    // "learn to be brave", "learn to share": a lesson about oneself is no skill to practise.
    // "learns how to make a friend": a friend is made by being brave, not by practice.
    if (
      !step ||
      /^(?:be|share|say|love|trust|forgive|listen|accept|let)\b/.test(step) ||
      /^make (?:a |new )?friends?\b/.test(step)
    )
      return null;
    // "learns to swim at the lake": open water is no pool, and the story keeps the idea's place.
    if (/\b(?:lake|sea|river|beach|ocean|pond)\b/i.test(idea)) return null;
    const helper = HELPER.exec(idea)?.[1];
    const found: Partial<FeelingWords> & { scene: FeelingScene } = {
      step,
      ...practisedAt(step.split(' ')[0] ?? step),
    };
    if (helper) found.listener = helper;
    return found;
  },
  defaults: {
    other: '{his} family',
    otherShort: '{his} family',
    listener: 'Grandma',
    eventA: '',
    eventB: '',
    venue: 'home',
  },
  place: '{venue}',
  scene: 'home',
  want: { verb: 'learn to', thing: '{step}', noun: 'practice' },
  doneBy: 'by practising a little every day',
  episodes: PRACTICE_EPISODES,
  young: {
    moment: [
      '{Name} was a {trait} {kind}.',
      '{H} wanted to {step}.',
      'Everyone else seemed to know how.',
      '{H} felt a little left out.',
    ],
    tryIt: [
      'So {h} had a go at {venue}.',
      'It was much harder than it looked.',
      'The first time, nothing went right.',
    ],
    setback: [
      '{H} tried again, and again.',
      'But {h} still could not {step}.',
      '{H} felt cross and wanted to give up.',
    ],
    talk: [
      '{H} told {listener} how hard it was.',
      '"Everyone starts somewhere," said {listener}.',
      '"Try a little bit every day."',
    ],
    almost: [
      'So {h} practised a little every day.',
      'Each time, it went a bit better.',
      'One day, {h} very nearly did it.',
    ],
    change: [
      'Then, at last, {name} could {step}!',
      '{H} had kept on trying, and it had worked.',
      '{H} could not stop smiling.',
    ],
  },
  older: {
    moment: [
      '{Name} was a {trait} {kind}, and more than anything, {h} wanted to learn to {step}.',
      'It looked simple when other people did it, which somehow made it worse.',
      '{H} was tired of watching from the side.',
    ],
    tryIt: [
      '{H} had a go at {venue}, determined to get it right the first time.',
      'It did not go the way {h} had pictured it.',
      'By the end, {h} felt more embarrassed than tired.',
    ],
    setback: [
      'The next tries went no better, and a few went worse.',
      'Every mistake seemed to happen just when someone was watching.',
      'For a while, {h} wondered whether some people simply could not {step}.',
    ],
    talk: [
      '{H} admitted as much to {listener}, who laughed, but kindly.',
      '"Nobody can do it at the start," said {listener}. "You only ever see the part where they can."',
      'Put like that, it was a matter of practice, not talent.',
    ],
    almost: [
      'So {h} practised a little every day, even when it was dull.',
      'The progress was slow, but it was real, and {h} began to notice it.',
      'One afternoon, {h} came so close that {h} laughed out loud.',
    ],
    change: [
      'Then, at last, {name} could {step}, properly and without thinking about it.',
      'It felt less like winning than like a door opening.',
      '{H} already knew what {h} wanted to learn next.',
    ],
  },
};
