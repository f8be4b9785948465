// A garden or allotment, a church and the hills: places a family's idea often names for a small
// mystery or a day out, each with what is seen, heard and met there, so a stolen tomato is looked
// for among bean poles and a church's bells in its tower, never among a library's shelves.
import type { PlaceKind } from './place-kind.ts';
import { approach as a } from './setting-words.ts';

export const GARDEN: PlaceKind = {
  words:
    /\b(allotments?|vegetable patch|veg patch|greenhouses?|gardens?|gardening|gnomes?|roses|flower beds?|pumpkin patch)\b/,
  place: 'the garden',
  placeWords: /\b(allotment|vegetable patch|greenhouse|garden)\b/,
  still: true,
  aim: 'look after',
  setting: {
    sights: [
      'rows of runner beans',
      'a potting bench',
      'a water butt',
      'cabbages in neat rows',
      'an upturned wheelbarrow',
      'a compost heap',
      'a scarecrow in a floppy hat',
      'a tangle of bean poles',
    ],
    sounds: [
      'a robin singing',
      'bees humming',
      'a gate clicking shut',
      'leaves rustling',
      'a spade scraping',
      'a watering can dripping',
    ],
    airs: [
      'smelled of damp earth',
      'smelled of tomato leaves',
      'was warm and still',
      'was fresh after the rain',
    ],
    landmarks: [
      a('search', 'the old shed'),
      a('check', 'the greenhouse'),
      a('crawl', 'under the hedge'),
      a('climb', 'the back fence'),
      a('search', 'the tool store'),
    ],
    things: [
      a('study', 'the muddy prints'),
      a('examine', 'the torn netting'),
      a('check', 'the seed trays'),
      a('check', 'the gate latch'),
      a('look', 'at the nibbled leaves'),
    ],
    beings: [
      a('ask', 'the old gardener'),
      a('help', 'the elderly neighbour'),
      a('ask', 'the allotment keeper'),
      a('comfort', 'the worried neighbour'),
      a('help', 'the tired old man'),
    ],
  },
};

export const CHURCH: PlaceKind = {
  words: /\b(church|churches|chapel|cathedral|churchyard|vicar|bell tower|church bells|abbey)\b/,
  place: 'the church',
  placeWords: /\b(church|chapel|cathedral|churchyard|abbey)\b/,
  still: true,
  aim: 'help out at',
  setting: {
    sights: [
      'stained-glass windows',
      'rows of wooden pews',
      'a stone font',
      'candles by the altar',
      'hymn books in a pile',
      'old gravestones',
      'a crowded notice board',
      'a heavy oak door',
    ],
    sounds: [
      'footsteps on stone',
      'the tower clock',
      'pigeons cooing',
      'the organ humming',
      'a door creaking',
      'the wind in the yew tree',
    ],
    airs: [
      'smelled of candle wax',
      'was cool and still',
      'smelled of old stone',
      'smelled of fresh flowers',
    ],
    landmarks: [
      a('climb', 'the bell tower'),
      a('search', 'the vestry'),
      a('go', 'into the crypt'),
      a('cross', 'the churchyard'),
      a('climb', 'to the organ loft'),
    ],
    things: [
      a('examine', 'the bell ropes'),
      a('read', 'the parish records'),
      a('check', 'the key cupboard'),
      a('study', 'the muddy footprints'),
      a('read', 'the visitors’ book'),
    ],
    beings: [
      a('ask', 'the vicar'),
      a('help', 'the flower arranger'),
      a('ask', 'the bell ringers'),
      a('comfort', 'the worried churchwarden'),
      a('ask', 'the organist'),
    ],
  },
};

export const HILLS: PlaceKind = {
  words: /\b(trails?|hikes?|hiking|mountains?|hills?|hillside|moors?|valleys?|fells?|peaks?)\b/,
  place: 'the hills',
  placeWords: /\b(trail|mountain|hillside|moor|valley)\b/,
  still: false,
  setting: {
    sights: [
      'a drystone wall',
      'sheep on the slope',
      'a wooden stile',
      'a little waterfall',
      'purple heather',
      'low grey clouds',
      'a little wooden footbridge',
      'a rocky outcrop',
    ],
    sounds: [
      'the wind in the grass',
      'water trickling',
      'a sheep bleating',
      'a buzzard calling',
      'boots on gravel',
      'a gate banging',
    ],
    airs: [
      'was cold and clean',
      'smelled of wet grass',
      'was damp with mist',
      'was sharp and clear',
    ],
    landmarks: [
      a('climb', 'the steep ridge'),
      a('cross', 'the rushing stream'),
      a('follow', 'the sheep track'),
      a('climb', 'to the stone cairn'),
      a('explore', 'the old stone hut'),
    ],
    things: [
      a('read', 'the old signpost'),
      a('study', 'the trail map'),
      a('check', 'the compass'),
      a('follow', 'the painted trail signs'),
      a('look', 'at the boot prints'),
    ],
    beings: [
      a('ask', 'the shepherd'),
      a('help', 'the stuck lamb'),
      a('ask', 'the other walkers'),
      a('help', 'the tired walker'),
      a('ask', 'the hill farmer'),
    ],
  },
};

/**
 * A village and the farms around it. A village's own shop, bakery or church is where its story is
 * ("the village bakery"), so the village is known by its words only, a farm by its own.
 */
export const VILLAGE: PlaceKind = {
  words:
    /\b(villages?|farms?|farmyard|barns?|meadows?|countryside|tractors?|sheep|lambs?|cows?|hens|chickens?|orchards?|fete|fête)\b/,
  place: 'the village',
  // "a Cornish village fête": the fête is where it happens, never the job of whoever is there.
  placeWords: /\b(farmyard|farm|barn|orchard|meadow|fete|fête)\b/,
  still: false,
  setting: {
    sights: [
      'a duck pond edged with reeds',
      'a rusty red tractor',
      'hens pecking in the yard',
      'a dry stone wall',
      'a weathered wooden gate',
      'hay bales stacked in a field',
      'the village green',
      'curious cows along the fence',
    ],
    sounds: [
      'a cockerel crowing',
      'sheep bleating',
      'a tractor rumbling along the lane',
      'distant church bells',
      'hens clucking',
      'a gate creaking on its hinges',
    ],
    airs: [
      'smelled of freshly cut hay',
      'smelled of cut grass',
      'was fresh and green',
      'was muddy after rain',
    ],
    landmarks: [
      a('climb', 'into the hay loft'),
      a('cross', 'the muddy field'),
      a('explore', 'the old barn'),
      a('climb', 'the crumbling stone wall'),
      a('cross', 'the narrow footbridge'),
    ],
    things: [
      a('follow', 'the muddy tracks'),
      a('read', 'the village noticeboard'),
      a('inspect', 'the henhouse'),
      a('examine', 'the splintered gate'),
      a('read', 'the old milestone'),
    ],
    beings: [
      a('ask', 'the elderly farmer'),
      a('help', 'the lost lamb'),
      a('ask', 'the village postwoman'),
      a('comfort', 'the frightened calf'),
      a('help', 'the weary shepherd'),
    ],
  },
};
