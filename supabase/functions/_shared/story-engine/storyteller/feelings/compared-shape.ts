// Being compared with a brother or sister, until the hero says how it feels.
import type { FeelingShape } from './feeling-shape.ts';

export const COMPARED: FeelingShape = {
  id: 'compared',
  read: (idea) => {
    const match = /\bcompared (?:to|with) ([^,.!?]+?)(?=,| and | but | so | who |[.!?]|$)/i.exec(
      idea,
    );
    if (!match) return null;
    const told =
      /\btells? ((?:his|her|their|my|our) (?:parents|mum|dad|mom|family|teacher|coach|grandma|grandpa))\b/i.exec(
        idea,
      );
    return { other: match[1], ...(told ? { listener: told[1] } : {}) };
  },
  defaults: {
    other: '{his} big sister',
    otherShort: '{his} sister',
    listener: '{his} parents',
    eventA: '',
    eventB: '',
    venue: 'home',
  },
  place: 'home',
  scene: 'home',
  want: { verb: 'tell', thing: '{listener} how it felt', noun: 'feelings' },
  young: {
    moment: [
      'At tea, everyone talked about {other} again.',
      '"Why can\'t you be more like your {otherHead}?" someone asked.',
      '{H} looked down at {his} plate and said nothing.',
      'Inside, {h} felt very small.',
    ],
    tryIt: [
      '{H} tried to be good at everything, just like {otherShort}.',
      '{H} practised until it was late.',
      'It was tiring, trying to be somebody else.',
    ],
    setback: [
      'Then the school reports came home.',
      'Everyone praised {otherShort}.',
      'Nobody even looked at {his} drawing.',
      '{H} went to {his} room and shut the door.',
    ],
    talk: [
      '{Comp} sat down on the floor beside {him}.',
      '{H} said how it felt, a little at a time.',
      '"You do not have to be anyone else," said {comp}.',
    ],
    almost: [
      'At last {h} knew what {h} needed to say.',
      '{H} found {listener} in the kitchen.',
      '{His} voice shook as {h} began.',
    ],
    change: [
      '{H} told {listener} how it felt to be compared.',
      '{Listener} listened to every word, then hugged {him} tight.',
      'Nobody compared {him} with {otherShort} after that.',
      '{H} felt seen at last, just as {h} was.',
    ],
  },
  older: {
    moment: [
      'At dinner the conversation turned, as it always did, to {other}.',
      '"Why can\'t you be more like your {otherHead}?" someone asked, and everyone laughed.',
      '{H} smiled as if it did not matter, although it mattered a great deal.',
      'It was like standing in a shadow that followed {him} everywhere.',
    ],
    tryIt: [
      'For a week, {h} tried to be exactly what everyone seemed to want.',
      '{H} studied late and kept {his} room spotless, hoping someone would notice.',
      'Nobody did, and pretending to be somebody else was exhausting.',
    ],
    setback: [
      'Then the school reports arrived, and {otherShort} was praised all evening.',
      'The drawing {h} had spent weeks on stayed unnoticed on the table.',
      '{H} went upstairs without a word and shut the door harder than necessary.',
    ],
    talk: [
      '{Comp} knocked, came in and sat on the floor beside {him}.',
      'Slowly, {h} explained how it felt to come second in every comparison.',
      '"You were never meant to be a copy of anyone," said {comp}.',
    ],
    almost: [
      'By morning, {h} knew that staying silent would change nothing.',
      '{H} found {listener} in the kitchen and asked whether they had a minute.',
      '{His} voice shook at first, but {h} kept going.',
    ],
    change: [
      '{H} told {listener} how it felt to be compared with {otherShort}.',
      '{Listener} listened without interrupting, and they were sorry they had never noticed.',
      'After that, nobody made comparisons any more, and the drawing went up on the fridge.',
      'For the first time in months, {h} felt seen for exactly who {h} was.',
    ],
  },
};
