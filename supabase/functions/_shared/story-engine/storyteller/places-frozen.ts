// Ice and snow: a glacier, the polar wastes, a research station at the end of the world. A fish
// stolen from a station on a glacier is looked for in its huts and its snow, never in a cellar and
// an attic; a princess guided across the frozen wastes meets wind and wolves, not a fortress hall.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const FROZEN: PlaceKind = {
  words:
    /\b(glaciers?|arctic|antarctic|antarctica|icebergs?|igloos?|tundra|frozen wastes?|ice sheets?|snowfields?|polar|north pole|south pole|ice station|husky sleds?|dog sleds?|ice floes?)\b/,
  place: 'the frozen wastes',
  placeWords:
    /\b(glacier|arctic|antarctic|antarctica|iceberg|igloo|tundra|frozen wastes?|ice sheet|snowfield|north pole|south pole|ice station)\b/,
  still: false,
  setting: {
    sights: [
      'snow as far as the eye could see',
      'a blue crack in the ice',
      'a line of husky tracks',
      'a ridge of blue ice',
      'a seal resting on the ice',
      'icicles along a roof',
    ],
    sounds: [
      'the wind howling over the ice',
      'snow squeaking underfoot',
      'the ice groaning far off',
      'huskies barking',
      'wolves howling far away',
    ],
    airs: [
      'was so cold it stung',
      'smelled of snow and pine smoke',
      'was bright and freezing',
      'was still and silent',
    ],
    landmarks: [
      a('cross', 'the frozen lake'),
      a('climb', 'the ice ridge'),
      a('shelter', 'in the old hut'),
      a('follow', 'the flag poles across the snow'),
      a('look', 'inside the snow cave'),
    ],
    things: [
      a('follow', 'the tracks in the snow'),
      a('follow', 'the stone cairns'),
      a('check', 'the sledge'),
      a('study', 'the map of the ice'),
    ],
    beings: [
      a('ask', 'the old trapper'),
      a('help', 'the lost penguin chick'),
      a('ask', 'the old scientist'),
      a('help', 'the husky with a sore paw'),
    ],
  },
  suspects: [
    { who: 'an arctic fox', trace: 'small paw prints in the snow', why: 'was hungry all winter' },
    {
      who: 'a skua',
      trace: 'a brown feather on the ice',
      why: 'could never resist an easy meal',
    },
    {
      who: 'the old trapper',
      trace: 'a boot print with a nail in the heel',
      why: 'wanted to keep it safe from the storm and forgot to say so',
    },
    {
      who: 'a husky',
      trace: 'big paw prints and a tuft of grey fur',
      why: 'thought it was a game',
    },
  ],
};
