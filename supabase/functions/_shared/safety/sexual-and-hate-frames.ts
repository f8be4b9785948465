// Sexual content, grooming and hate read as frames over a sentence's lemmas (harm-frame.ts), in any
// wording: a grown-up and a child in romance or secrets, clothes off for someone, kissing told
// physically, a stranger's lure, grown-ups' bedroom things; a people named and what hate says of them.
import {
  CHILD,
  CLOTHES_OFF,
  DEGRADING,
  GROUP,
  GROWN_UP,
  PHOTOS,
  ROMANCE,
  ROMANCE_TOLD,
  PEOPLE_NAMED,
  TOLD_AS_TRAIT,
  TOLD_AS_RIGHT,
  HATE_NAMED,
  GROWN_UP_AGE,
  CHILD_AGE,
  SECRET_FROM_PARENTS,
} from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';
import { SEXUAL_TOLD_FRAMES } from './sexual-told-frames.ts';
import {
  TOLD_AS_NATURE,
  BLAMED_FOR,
  SKIN_NAMED,
  LIPS_MEETING,
  AT_LENGTH,
  TOUCHING_LIPS,
  TOGETHER_IN_BED,
  ALL_NIGHT,
  PRESSING_LIPS,
  LYING_TOGETHER,
  PULLED_INTO_BED,
  LIGHT_GOING_OUT,
  BEDTIME_COMPANY,
  BODY_DESCRIBED,
  BARE_OR_CHANGING,
  WEDDING_NIGHT,
  LOVE_SCENE,
  STEAMY,
  NOTHING_LEFT_OUT,
  DRESSED_FOR_SOMEONE,
  LURE,
  STRANGER,
  GETTING_INTO_VEHICLE,
  VEHICLE,
  PEOPLE_TOLD,
  HATE_SAYS,
  PUT_DOWN_BY_SEX,
  SEXES,
  DECLARED_LESSER,
  GROWN_UP_THINGS,
  BED_OR_SECRET,
  DONE_IN_BED,
  BATHING_TOGETHER,
  GROWN_UPS,
  TOLD_IN_FULL,
} from './sexual-and-hate-frame-kinds.ts';

export const SEXUAL_AND_HATE_FRAMES: readonly HarmFrame[] = [
  // A grown-up and a child in romance, secrets or photos without clothes.
  frame('sexual content and nudity', 'adult', [GROWN_UP, CHILD, ROMANCE]),
  // A child told by age in romance; a boyfriend is a playground word unless he is a grown-up.
  frame('sexual content and nudity', 'adult', [
    ROMANCE_TOLD,
    `${CHILD}`,
    `(?:\\d+|ten|nine|eight|seven|six|five|eleven|twelve)(?: |-)year(?: |-)old`,
  ]),
  frame('sexual content and nudity', 'adult', [
    '(?:boyfriend|girlfriend)',
    GROWN_UP_AGE,
    CHILD_AGE,
  ]),
  // A grown-up told by age alone ("my character is 35") in romance with a child.
  frame('sexual content and nudity', 'adult', [
    `(?:${GROWN_UP_AGE}|(?:be|aged|age) (?:1[89]|[2-9]\\d)(?![0-9]| ?(?:%|percent|minute|second|point|pound|dollar|time|metre|meter|mile|kilo)))`,
    near(
      ROMANCE_TOLD,
      `(?:with|to|for) (?:a |the |his |her |their |my |this |that )?(?:\\w+ )?${CHILD}`,
      1,
    ),
  ]),
  frame('sexual content and nudity', 'adult', [
    GROWN_UP,
    SECRET_FROM_PARENTS,
    `(?:touch|kiss|cuddle|hug|undress|changing room|bath|shower|bed|bedroom|tent|sleepover|massage|photos|pictures|lap|private|special game|game|girlfriend|boyfriend|stroke)`,
  ]),
  frame('sexual content and nudity', 'adult', [PHOTOS, CLOTHES_OFF]),
  // A child's private parts named by what covers them, a child made to undress for someone, a
  // grown-up in a child's bed, touching with nothing on, a coat opened to children.
  frame('sexual content and nudity', 'adult', [
    `where (?:his|her|their|your|my) (?:swimsuit|swimming costume|swim shorts|swimming shorts|swimming trunks|trunks|swimmers|bikini|pants|underwear|knickers|bathers|nappy) (?:would |will |do |does )?(?:go|goes|cover|covers|be|is)`,
    // Touched or looked at there; sunburn "except where my swim shorts were" is a beach day.
    '(?:touch|feel|rub|stroke|kiss|look at|see|show|photo|picture)',
  ]),
  frame('sexual content and nudity', 'adult', [
    near(
      '(?:make|makes|ask|asks|tell|tells|get|gets|force|forces|dare|dares)',
      `(?:${CHILD}|them|her|him|someone)`,
      4,
    ),
    `(?:(?:pull|take) (?:\\w+ ){0,2}?(?:pants|trousers|knickers|clothes|pyjamas|top) (?:down|off)|take (?:them|it|everything) off|clothes off)`,
    '(?:look at|watch|camera|game|secret|not to tell|photo|picture|behind the shed|special)',
  ]),
  frame('sexual content and nudity', 'adult', [
    GROWN_UP,
    '(?:get|gets|climb|climbs|slip|slips|crawl|crawls) (?:in )?(?:under|into) (?:her|his) (?:covers|duvet|sheets|bed)',
  ]),
  frame('sexual content and nudity', 'adult', [
    'touch',
    '(?:nothing on|no clothes|naked|undressed)',
  ]),
  frame('sexual content and nudity', 'adult', [
    '(?:open|opens|opened) (?:his|her) (?:coat|trousers|dressing gown|mac)',
    '(?:show|children|kids|underneath)',
  ]),
  frame('sexual content and nudity', 'adult', [
    '(?:open|opens|opened) (?:his|her) (?:\\w+ )?(?:coat|trousers|dressing gown|mac)',
    '(?:nothing (?:underneath|under it|on)|naked)',
  ]),
  frame('sexual content and nudity', 'adult', [
    `(?:${GROWN_UP}|woman|women)`,
    CHILD,
    '(?:stroke|stroking|caress|caressing) (?:\\w+ ){0,3}?(?:leg|legs|thigh|thighs|knee|knees)',
  ]),
  frame('sexual content and nudity', 'adult', [TOGETHER_IN_BED, ALL_NIGHT]),
  {
    ...frame('sexual content and nudity', 'adult', [TOGETHER_IN_BED, LIGHT_GOING_OUT]),
    unless: BEDTIME_COMPANY,
  },
  // A bed heard all night behind a couple; a bunk that creaks when a brother turns over is a bunk.
  frame('sexual content and nudity', 'adult', [
    near('bed', 'creaks?', 5),
    'all night',
    '(?:they|the couple|the two of them|husband|wife|lovers)',
  ]),
  // Bodies described with nothing on or while changing: "the story describes their bodies".
  frame('sexual content and nudity', 'adult', [BODY_DESCRIBED, BARE_OR_CHANGING]),
  // Grown-ups' bedroom things done, watched or asked for in full; a child's clothes off in play.
  frame('sexual content and nudity', 'adult', [GROWN_UP, GROWN_UP_THINGS, BED_OR_SECRET]),
  frame('sexual content and nudity', 'adult', [
    '(?:watch|see|look at|show|peek|peep|spy)',
    `grown?(?: |-)?ups? (?:do|doing) ${GROWN_UP_THINGS}`,
  ]),
  frame('sexual content and nudity', 'adult', [DONE_IN_BED]),
  frame('sexual content and nudity', 'adult', [GROWN_UPS, BATHING_TOGETHER]),
  // A love scene asked for steamy or in full detail.
  frame('sexual content and nudity', 'adult', [LOVE_SCENE, `(?:${STEAMY}|${NOTHING_LEFT_OUT})`]),
  // A grown-up who slow dances with a child, or tells one to dress shorter or tighter.
  frame('sexual content and nudity', 'adult', [GROWN_UP, CHILD, DRESSED_FOR_SOMEONE]),
  // A wedding night told with nothing left out.
  frame('sexual content and nudity', 'adult', [WEDDING_NIGHT, TOLD_IN_FULL]),
  frame('sexual content and nudity', 'adult', [
    '(?:play|playing|played) doctors?',
    '(?:clothes off|nothing on|no clothes|naked|undress)',
  ]),
  frame('sexual content and nudity', 'adult', [
    'take (?:off )?(?:everything|all (?:her|his|their) clothes)(?: off)?',
    '(?:window|neighbour|neighbor|to see|what (?:they|he|she) do|hot tub|jacuzzi|together)',
  ]),
  frame('sexual content and nudity', 'adult', [
    'touch (?:him|her|them|someone) under the (?:table|desk|blanket|covers|sheets)',
    "(?:no one|nobody|no-one) (?:could|can|would) see|secret|(?:don't|not) tell",
  ]),
  frame('sexual content and nudity', 'adult', [
    '(?:fog|steam) up (?:all )?the windows',
    '(?:back seat|car)',
  ]),
  // A grown-up's hand under a desk, and a child told they are grown-up for their age.
  frame('grooming', 'adult', [
    GROWN_UP,
    '(?:hold|touch|stroke|stroking) (?:\\w+ ){0,2}?(?:hand|leg|knee|hair)|under the (?:desk|table)|secret',
    '(?:mature|grown?(?: |-)?up|old) for (?:her|his|your) age|(?:mature|grown?(?: |-)?up) for (?:a )?(?:\\d+|four|five|six|seven|eight|nine|ten|eleven|twelve)|how grown?(?: |-)?up (?:he|she|you) (?:be|is|are)',
  ]),
  // A cuddle, a game or a touch that must be kept from parents; a touching game played by a grown-up.
  frame('grooming', 'adult', [
    '(?:special|secret) (?:cuddle|cuddles|hug|hugs|touch|touches|kiss|kisses|game)',
    "(?:don't|do not|dont|not|never|must not|mustn't) tell|(?:our|their|a) (?:little )?secret",
  ]),
  frame('grooming', 'adult', [GROWN_UP, 'touching game']),
  // A camera turned on for someone who asks to be shown more, or in a bedroom.
  frame('grooming', 'adult', [
    '(?:turn|switch|put|keep) (?:\\w+ ){0,2}?(?:camera|webcam) on',
    '(?:in (?:her|his|their|your|my) bedroom|show (?:him|her|them|me) more|take (?:\\w+ ){0,2}?off)',
  ]),
  // Kissing told physically: lips that meet and stay, lips touched, lips pressed lying together;
  // and someone pulled into a bed as the light goes out.
  frame('sexual content and nudity', '10-12', [LIPS_MEETING, AT_LENGTH]),
  frame('sexual content and nudity', '10-12', [TOUCHING_LIPS]),
  frame('sexual content and nudity', '10-12', [
    near('kis{1,2}(?:es|ed|ing)?', 'on (?:the|her|his|their|my|your) lips', 3),
  ]),
  // Kissing that goes on somewhere out of sight: "kissing in the back seat at the party".
  frame('sexual content and nudity', '10-12', [
    '(?:were|was|are|is|be|start|started|keep|kept) kis{1,2}(?:ing)?',
    '(?:back seat|backseat|party|in the dark|behind the|couch|sofa|in bed|for ages|all night)',
  ]),
  // A story asked for spicy or steamy with a bedroom door that closes on it.
  frame('sexual content and nudity', 'adult', [
    '(?:spicy|steamy|saucy|naughty)',
    '(?:bedroom|in bed|door close|hear everything|under the (?:covers|sheets))',
  ]),
  // Bodies without their towels or clothes, described.
  frame('sexual content and nudity', 'adult', [
    '(?:without|no|take off|drop|dropped) (?:their |his |her |any |the )?(?:towel|towels|clothes|swimsuit|swimsuits)',
    '(?:describe|look like|slowly|every detail|in detail)',
  ]),
  frame('sexual content and nudity', '10-12', [PRESSING_LIPS, LYING_TOGETHER]),
  // "make out on the back seat"; making out a shape in the fog is seeing it, and a crown made out of
  // paper is a crown.
  frame('sexual content and nudity', '10-12', [
    '(?<!(?:hard|easy|difficult|impossible|able|try|trying|could|can|just) (?:to )?)make out(?! (?:of|the|a|an|what|who|whom|where|how|which|that|this|his|her|their|its|my|your|our|some|shapes?|words?|letters?|figures?)\\b)',
  ]),
  // Faces pressed together with no coming up for air; kisses in one bed that is not a family's.
  frame('sexual content and nudity', '10-12', [
    '(?:press|squash|squish|smush|mash|push) (?:their |our )?faces? together',
    "(?:(?:not|never|don't|didn't|doesn't) come up for air|for (?:ages|hours|minutes|a long time))",
  ]),
  {
    ...frame('sexual content and nudity', '10-12', [
      '(?:in|share|into) the same bed',
      // The lemmatiser reads "kiss" after a plural subject as the plural "kis".
      'kis{1,2}',
    ]),
    unless: BEDTIME_COMPANY,
  },
  // A kiss on the lips that lasts, or in a bed: the kiss that wakes Snow White is neither.
  {
    ...frame('sexual content and nudity', '10-12', [
      'kis{1,2} (?:\\w+ ){0,2}?on (?:the|her|his|their|my|your) (?:lips|mouth)',
      `(?:${AT_LENGTH}|in (?:the |a |his |her |their |my |one )?bed)`,
    ]),
    unless: BEDTIME_COMPANY,
  },
  {
    ...frame('sexual content and nudity', 'adult', [PULLED_INTO_BED, LIGHT_GOING_OUT]),
    unless: BEDTIME_COMPANY,
  },
  // A stranger who offers puppies, sweets or a lift, and a child who gets in or goes along.
  frame('grooming', 'adult', [GETTING_INTO_VEHICLE, STRANGER, LURE, VEHICLE]),
  frame('sexual content and nudity', 'adult', [
    '(?:wedding|honeymoon)',
    '(?:in bed|bedroom)',
    '(?:every detail|in detail|describe)',
  ]),
  frame('sexual content and nudity', 'adult', [
    GROWN_UP,
    'old enough to be (?:her|his|my|your) (?:boyfriend|girlfriend|wife|husband|lover)',
  ]),
  ...SEXUAL_TOLD_FRAMES,
  // Hate: a group of people and what degrades it.
  frame('slurs and hate', 'adult', [GROUP, DEGRADING]),
  frame('slurs and hate', 'adult', [
    `(?:${GROUP}|${PEOPLE_TOLD})`,
    `(?:${DEGRADING}|${HATE_SAYS})`,
  ]),
  frame('slurs and hate', 'adult', ['(?:girls|women|ladies)', PUT_DOWN_BY_SEX]),
  frame('slurs and hate', 'adult', [near(SEXES, DECLARED_LESSER, 1)]),
  frame('slurs and hate', 'adult', [TOLD_AS_TRAIT, `(?:${GROUP}|${PEOPLE_NAMED})`]),
  frame('slurs and hate', 'adult', [TOLD_AS_RIGHT, HATE_NAMED]),
  // A bad deed told as a people's nature: "they steal because that's just what they're like".
  frame('slurs and hate', 'adult', [
    TOLD_AS_NATURE,
    `(?:${GROUP}|${PEOPLE_NAMED}|${SKIN_NAMED})`,
    BLAMED_FOR,
  ]),
  frame('slurs and hate', 'adult', [
    '(?:skin colou?r|race|religion|colou?r of skin)',
    '(?:clever|clean|good|smart|superior|bad|dirty|stupid)(?:er)? (?:and (?:\\w+) )?than (?:all )?(?:the )?(?:others?|rest)',
  ]),
  frame('slurs and hate', 'adult', [`all ${GROUP}`, '(?:are|eat|do|have|steal|smell|lie|cheat)']),
];
