// Places an idea can be set aboard: a bus or a tram, with its seats, its stops and its driver,
// never a city street or a station platform.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const BUS: PlaceKind = {
  words: /\b(bus|buses|school bus|tram|trams)\b/,
  place: 'the bus',
  placeWords: /\b(school bus|bus|tram)\b/,
  still: false,
  setting: {
    sights: [
      'a row of red seats',
      'steamy windows',
      'the yellow bell button',
      'a map of the stops',
      'a bag left on a seat',
      'the driver’s mirror',
      'a long rail to hold on to',
      'the doors at the back',
    ],
    sounds: [
      'the bell going ding',
      'the engine rumbling',
      'the doors hissing open',
      'the driver calling the stop',
      'the indicator ticking',
      'people chatting on the back seat',
    ],
    airs: ['was warm and stuffy', 'smelled of wet coats', 'was busy and bumpy', 'was quiet now'],
    landmarks: [
      a('look', 'under the back seat'),
      a('climb', 'to the top deck'),
      a('check', 'the luggage rack'),
      a('walk', 'to the front of the bus'),
      a('search', 'the seats by the doors'),
    ],
    things: [
      a('read', 'the lost property sign'),
      a('check', 'the bus ticket'),
      a('study', 'the route map'),
      a('follow', 'the trail of crumbs'),
      a('look at', 'the timetable'),
    ],
    beings: [
      a('ask', 'the bus driver'),
      a('help', 'the boy with a backpack'),
      a('ask', 'the busy shopper'),
      a('help', 'the sleepy commuter'),
      a('ask', 'the quiet schoolgirl'),
    ],
  },
};
