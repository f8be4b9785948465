// A choice the hero has to make, between two things ("has to choose between a promotion and more
// time with her father") or whether to do one ("deciding whether to sell the family olive farm"):
// weighed, put off, talked through and made, never a walk past walls and bridges.
import type { FeelingShape } from './feeling-shape.ts';

// Where what is chosen ends: the idea's next clause or sentence.
const END = String.raw`(?=[,.!?;]|$|\s(?:but|so|because|before|after|until|when|while|or not)\s)`;

const BETWEEN = new RegExp(
  String.raw`\b(?:choose|chooses|choosing|decide|decides|deciding|pick|picks) between ((?:[\w'’-]+ ){0,5}?[\w'’-]+) and ((?:[\w'’-]+ ){0,7}?[\w'’-]+)${END}`,
  'i',
);

const WHETHER = new RegExp(
  String.raw`\b(?:decide|decides|deciding|choose|chooses|work out|make up (?:her|his|their) mind) whether (?:or not )?to ((?:[\w'’-]+ ){0,9}?[\w'’-]+)${END}`,
  'i',
);

// A crown, a kingdom or a war is an epic's choice, made in its own world, never at the kitchen table.
const EPIC =
  /\b(?:queen|king|kingdom|throne|crown|heir|army|armies|rebel\w*|empire|princess|prince|war)\b/i;

const LISTENING = {
  other: '{his} family',
  otherShort: '{his} family',
  listener: '{his} best friend',
  eventA: '',
  eventB: '',
  venue: 'home',
};

export const CHOICE_BETWEEN: FeelingShape = {
  id: 'choice-between',
  read: (idea) => {
    const match = EPIC.test(idea) ? null : BETWEEN.exec(idea);
    return match ? { eventA: match[1], eventB: match[2] } : null;
  },
  defaults: LISTENING,
  place: 'home',
  scene: 'home',
  want: { verb: 'choose', thing: 'between {eventA} and {eventB}', noun: 'choice' },
  young: {
    moment: [
      '{Name} had to choose between {eventA} and {eventB}.',
      '{H} wanted both.',
      'But {h} could only have one.',
    ],
    tryIt: [
      '{H} tried to find a way to have both.',
      'Maybe {h} could do a little of each.',
      'But there was not enough time for both.',
    ],
    setback: [
      '{H} put off choosing for days.',
      'The longer {h} waited, the harder it got.',
      '{H} felt stuck in the middle.',
    ],
    talk: [
      '{H} talked it over with {listener}.',
      '"Which one matters most to you?" asked {listener}.',
      '{H} thought about it for a long time.',
    ],
    almost: [
      'That night, {h} thought about {eventA}.',
      'Then {h} thought about {eventB}.',
      'One of them tugged at {his} heart more.',
    ],
    change: [
      'At last, {h} chose.',
      'It was hard to let the other one go.',
      'But {h} knew {h} had chosen with {his} heart.',
    ],
  },
  older: {
    moment: [
      '{Name} had to choose between {eventA} and {eventB}, and there was no way to have both.',
      'Each time {h} leaned one way, the other pulled {him} back.',
      'Whichever {h} chose, something {h} cared about would be given up.',
    ],
    tryIt: [
      '{H} spent an evening trying to make room for both.',
      'On paper it almost worked, although it left no room for anything going wrong.',
      'Deep down, {h} knew it was only a way of not choosing at all.',
    ],
    setback: [
      'So {h} put the choice off, day after day.',
      'Other people were waiting for an answer, and the waiting had a cost of its own.',
      'By the end of the week {h} was sleeping badly and snapping at the people {h} loved.',
    ],
    talk: [
      'That evening, {h} talked it through with {listener}.',
      '"Imagine a year from now," said {listener}. "Which would you be sorry to have given up?"',
      'The honest answer came faster than {h} had expected.',
    ],
    almost: [
      '{H} pictured {eventA}, and then {eventB}, as clearly as {h} could.',
      'One of them mattered more, and {h} could no longer pretend otherwise.',
      'Before {h} lost {his} nerve, {h} told the people who needed to know.',
    ],
    change: [
      '{H} made the choice and owned it.',
      'Letting go of the other still hurt, but it was an honest hurt.',
      'Some choices cost something either way, {h} realised, and what mattered was making them with open eyes.',
    ],
  },
};

export const CHOICE_WHETHER: FeelingShape = {
  id: 'choice-whether',
  read: (idea) => {
    const match = EPIC.test(idea) ? null : WHETHER.exec(idea);
    return match ? { step: match[1] } : null;
  },
  defaults: LISTENING,
  place: 'home',
  scene: 'home',
  want: { verb: 'decide', thing: 'whether to {step}', noun: 'choice' },
  young: {
    moment: [
      '{Name} had something big to decide.',
      'Should {h} {step}?',
      'The question went round and round in {his} head.',
    ],
    tryIt: [
      '{H} made two lists, one for yes and one for no.',
      'Both lists grew longer and longer.',
      'That did not help at all.',
    ],
    setback: [
      '{H} asked everyone what they thought.',
      'Everyone said something different.',
      'Now {h} felt more muddled than ever.',
    ],
    talk: [
      '{H} talked it over with {listener}.',
      '"What feels right to you?" asked {listener}.',
      '{H} was quiet for a long time.',
    ],
    almost: [
      'That night, {h} thought about what mattered most.',
      'Slowly, the answer became clear.',
      '{H} knew what {h} wanted to do.',
    ],
    change: [
      'At last, {h} made up {his} mind.',
      'It was not easy, but it felt right.',
      '{H} was glad {h} had taken the time to think.',
    ],
  },
  older: {
    moment: [
      '{Name} had been putting off the decision for weeks.',
      'Should {h} {step}? Every answer seemed to cost something.',
      'Whichever way {h} chose, other people would live with it too, and {h} knew it.',
    ],
    tryIt: [
      '{H} sat down with a notebook and listed every reason for and against.',
      'By midnight both columns were full, and neither was clearly longer.',
      'Reasons alone, {h} realised, were not going to settle it.',
    ],
    setback: [
      '{H} asked people {h} trusted, hoping someone would simply tell {him} what to do.',
      'Each of them gave a different answer, and each answer sounded right while {h} was hearing it.',
      'By the end of the week {h} was less certain than when {h} had begun.',
    ],
    talk: [
      'Late one evening, {h} talked it through with {listener}.',
      '"Stop asking what you ought to do," said {listener}. "What would you regret?"',
      'The question stayed with {him} long after the conversation had ended.',
    ],
    almost: [
      'Early the next morning, {h} went for a walk alone and let the noise settle.',
      "Away from everyone else's opinions, {his} own answer was quieter, but steadier.",
      'For the first time in weeks, {h} felt sure of something.',
    ],
    change: [
      '{H} made the decision and told the people it mattered to, without excuses.',
      'It was not a choice without loss, but it was {his} own.',
      'Whatever came next, {h} would face it knowing why {h} had chosen as {h} did.',
    ],
  },
};
