// Two things on the same night ("a gig on the same night as her best friend's birthday"), and an honest choice.
import type { FeelingShape } from './feeling-shape.ts';

export const CLASH: FeelingShape = {
  id: 'clash',
  read: (idea) => {
    const match =
      /\b(?:an?|the|his|her|their|my|our) ((?:[\w'’-]+ ){0,3}?[\w'’-]+) (?:is |falls |lands |happens )?(?:on|at) the same (?:night|day|evening|afternoon|weekend|time) as (?:(an?|the)|(his|her|their|my|our))? ?([^,.!?]+?)(?=,| and | but | so |[.!?]|$)/i.exec(
        idea,
      );
    if (!match) return null;
    // "her best friend's birthday" keeps its owner; "a party" is "the party" once told.
    return { eventA: `the ${match[1]}`, eventB: `${match[3] ? '{his}' : 'the'} ${match[4]}` };
  },
  defaults: {
    other: '{his} best friend',
    otherShort: '{his} friend',
    listener: '{his} best friend',
    eventA: 'the concert',
    eventB: 'the birthday party',
    venue: 'home',
  },
  place: 'home',
  scene: 'home',
  want: { verb: 'choose', thing: 'between {eventA} and {eventB}', noun: 'choice' },
  young: {
    moment: [
      '{Name} had waited weeks for {eventA}.',
      'Then {h} saw the date.',
      '{His} tummy dropped.',
      '{EventA} was on the same night as {eventB}.',
      '{H} could not be in two places at once.',
    ],
    tryIt: [
      '{H} tried to find a way to go to both.',
      'Maybe {h} could leave one early and run to the other.',
      'But the times did not fit at all.',
    ],
    setback: [
      'So {h} said yes to both and hoped for the best.',
      'Now two sets of people were counting on {him}.',
      'That night {h} lay awake, feeling torn in two.',
    ],
    talk: [
      '{H} talked it over with {comp}.',
      '"Which one would you be sorry to miss?" asked {comp}.',
      '{H} thought about it for a long time.',
    ],
    almost: [
      'At last {h} picked up the phone.',
      '{H} told the truth, even though it was hard.',
      'Nobody was as cross as {h} had feared.',
    ],
    change: [
      '{H} chose one and said sorry for the other.',
      'It was not perfect.',
      'It was honest.',
      'Sometimes, {h} learned, you cannot do everything.',
      'But you can always tell the truth.',
    ],
  },
  older: {
    moment: [
      '{Name} had been counting down the days to {eventA} for weeks.',
      'Then {h} checked the date again, and {his} stomach dropped.',
      '{EventA} was on the same night as {eventB}.',
      'Whichever {h} chose, someone would be let down.',
    ],
    tryIt: [
      '{H} spent an evening trying to make both work.',
      'If {h} left early and ran the whole way, perhaps {h} could catch the end of one.',
      'On paper the plan almost worked, although it left no time for anything going wrong.',
    ],
    setback: [
      'Because {h} could not bear to disappoint anyone, {h} said yes to both.',
      'Now two groups of people were counting on {him}, and the plan was already falling apart.',
      'That night {h} lay awake, feeling torn in two.',
    ],
    talk: [
      'In the end, {h} talked it through with {comp}.',
      '"Forget what everyone expects," said {comp}. "Which one would you regret missing?"',
      'The honest answer surprised {him}.',
    ],
    almost: [
      'Before {h} could change {his} mind, {h} made the call {h} had been dreading.',
      '{H} explained everything, without excuses.',
      'The silence on the other end lasted a moment, and then it was kinder than {h} had feared.',
    ],
    change: [
      '{H} made the choice and owned it, and said a proper sorry for the other.',
      'It was not a perfect evening, but it was an honest one.',
      'Nobody stayed cross for long, because {h} had told them the truth in time.',
      'Sometimes you cannot do everything, {h} realised, but you can be honest about what you choose.',
    ],
  },
};
