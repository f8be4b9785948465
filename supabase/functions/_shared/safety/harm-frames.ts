// Harm told in any wording, read as frames over a sentence's lemmas: each frame is the kinds of words
// a kind of harm needs together in one sentence (a deed of force on a living being and a harm to its
// body; a wish and being gone for good; a grown-up, a child and romance; a group and what degrades
// it; pills and many of them). Every form of a verb is its lemma, so a frame covers wordings no
// corpus holds. The kinds are in harm-frame-kinds.ts, the self-harm frames in self-harm-frames.ts;
// judge-frames.ts reads a sentence through them.
import {
  ALL_NIGHT,
  BEDTIME_COMPANY,
  BODY_PART,
  CHILD,
  CLOTHES_OFF,
  DEATH_RESULT,
  DEATH_SIGN,
  DEGRADING,
  DRINKING,
  DRUNK,
  DRUNK_STRONG,
  FIRE_STARTER,
  FORCE,
  GETTING_IN,
  GOOD_FEELING,
  GORE_CAUSE,
  GORE_STATE,
  GROUP,
  GROWN_UP,
  GROWN_UPS_DRINK,
  HARM_OUTCOME,
  HOUSEHOLD_POISON,
  INDOORS_TINDER,
  LIGHT_GOING_OUT,
  LIGHTING,
  LIPS_MEETING,
  LIVING,
  MADE_TO_HURT,
  NOTHING_SKIPPED,
  NOT_PULLING_AWAY,
  SEEKING,
  ON_THE_MOVE,
  PHOTOS,
  PILLS,
  POKING_THING,
  PULLED_INTO_BED,
  ROAD_OR_RAIL,
  ROMANCE,
  ROMANCE_TOLD,
  PEOPLE_NAMED,
  TOLD_AS_TRAIT,
  TOLD_AS_RIGHT,
  HATE_NAMED,
  GROWN_UP_AGE,
  CHILD_AGE,
  SECRET_FROM_PARENTS,
  SHUT_IN_PLACE,
  SMOKING,
  SOCKET,
  TASTING,
  TOUCHING_LIPS,
  WEDDING_NIGHT,
  TOGETHER_IN_BED,
} from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';
import { SELF_HARM_FRAMES } from './self-harm-frames.ts';

export type { HarmFrame } from './harm-frame.ts';

/** "her" as the one a deed is done to, not as the owner of the next word ("dropped her slipper"). */
const HER_DONE_TO =
  "her(?= (?:off|down|out|over|from|into|onto|on|in|to|at|across|through|and|so|until|till|because|with|again|hard|away|up|back|around|round|against|under|inside|,)(?![a-z'])|$)";
const TARGET = `(?:(?:the|a|an|his|her|their|my|your|our|little|baby|poor|tiny|small|old|new|two|three|both|whole) )*(?:${LIVING}|them|him|${HER_DONE_TO})`;

export const HARM_FRAMES: readonly HarmFrame[] = [
  // A deed of force or deprivation on a living being, and its body harmed: harm, however told.
  frame('violence and weapons', 'teen', [near(FORCE, TARGET, 2), HARM_OUTCOME], true),
  frame('violence and weapons', 'teen', [
    near(`(?:tie|tape|chain|strap|lock|shut|trap)`, `${TARGET} (?:up )?(?:to|in|inside|into)`, 2),
  ]),
  frame(
    'violence and weapons',
    '7-9',
    [
      near(`(?:trip|push|shove|throw|fling|hurl|toss|chuck|kick|drop)`, TARGET, 2),
      '(?:stairs|staircase|roof|cliff|balcony|window|bridge|edge|well)',
    ],
    true,
  ),
  frame('violence and weapons', 'teen', [MADE_TO_HURT, near(SEEKING, TARGET, 4)]),
  frame('violence and weapons', '7-9', [near('(?:gun|shoot|mow|cut) down', TARGET, 2)]),
  frame('violence and weapons', 'teen', [
    `go for (?:\\w+ ){0,2}?(?:face|throat|neck|eyes|head) with`,
  ]),
  frame('death and self-harm', '7-9', [DEATH_SIGN], true),
  // A person or a pet, and what became of them told as a death.
  frame('death and self-harm', '7-9', [DEATH_RESULT, `(?:${LIVING}|someone|her)`], true),
  ...SELF_HARM_FRAMES,
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
  frame('sexual content and nudity', 'adult', [
    GROWN_UP,
    SECRET_FROM_PARENTS,
    `(?:touch|kiss|cuddle|hug|undress|changing room|bath|shower|bed|bedroom|tent|sleepover|massage|photos|pictures|lap|private|special game|game|girlfriend|boyfriend|stroke)`,
  ]),
  frame('sexual content and nudity', 'adult', [PHOTOS, CLOTHES_OFF]),
  // A child's private parts named by what covers them, a child made to undress for someone, a
  // grown-up in a child's bed, touching with nothing on, a coat opened to children.
  frame('sexual content and nudity', 'adult', [
    `where (?:his|her|their|your|my) (?:swimsuit|swimming costume|pants|underwear|knickers|bathers) (?:go|goes|cover|covers|be|is)`,
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
    `(?:${GROWN_UP}|woman|women)`,
    CHILD,
    '(?:stroke|stroking|caress|caressing) (?:\\w+ ){0,3}?(?:leg|legs|thigh|thighs|knee|knees)',
  ]),
  frame('sexual content and nudity', 'adult', [TOGETHER_IN_BED, ALL_NIGHT]),
  frame('sexual content and nudity', 'adult', [
    '(?:wedding|honeymoon)',
    '(?:in bed|bedroom)',
    '(?:every detail|in detail|describe)',
  ]),
  frame('sexual content and nudity', 'adult', [
    GROWN_UP,
    'old enough to be (?:her|his|my|your) (?:boyfriend|girlfriend|wife|husband|lover)',
  ]),
  // Romance told by what bodies do: lips that meet and stay, lips touched together, someone pulled
  // into a bed before the light goes out, a wedding night with nothing left out.
  frame('sexual content and nudity', '10-12', [LIPS_MEETING, NOT_PULLING_AWAY]),
  frame('sexual content and nudity', '10-12', [TOUCHING_LIPS]),
  {
    ...frame('sexual content and nudity', 'adult', [PULLED_INTO_BED, LIGHT_GOING_OUT]),
    unless: BEDTIME_COMPANY,
  },
  frame('sexual content and nudity', 'adult', [WEDDING_NIGHT, NOTHING_SKIPPED]),
  // Hate: a group of people and what degrades it.
  frame('slurs and hate', 'adult', [GROUP, DEGRADING]),
  frame('slurs and hate', 'adult', [TOLD_AS_TRAIT, `(?:${GROUP}|${PEOPLE_NAMED})`]),
  frame('slurs and hate', 'adult', [TOLD_AS_RIGHT, HATE_NAMED]),
  frame('slurs and hate', 'adult', [`all ${GROUP}`, '(?:are|eat|do|have|steal|smell|lie|cheat)']),
  // Drugs and alcohol by what is taken and what it does.
  frame('drugs and alcohol', '10-12', [GROWN_UPS_DRINK, DRUNK]),
  frame('drugs and alcohol', '10-12', [near(DRINKING, GROWN_UPS_DRINK, 4)]),
  frame('drugs and alcohol', '10-12', [
    near(DRINKING, `(?:until|till) (?:\\w+ ){0,3}?${DRUNK_STRONG}`, 6),
  ]),
  frame('drugs and alcohol', 'teen', [PILLS, GOOD_FEELING]),
  frame('drugs and alcohol', 'teen', [SMOKING]),
  // Dangerous acts a child could copy: shut in, household poison tasted, roads and rails, fire
  // indoors, sockets poked.
  frame('dangerous acts', '10-12', [near(GETTING_IN, SHUT_IN_PLACE, 1)]),
  frame('dangerous acts', '10-12', [TASTING, HOUSEHOLD_POISON]),
  frame('dangerous acts', '10-12', [near(ON_THE_MOVE, ROAD_OR_RAIL, 6)]),
  frame('dangerous acts', '10-12', [near(LIGHTING, FIRE_STARTER, 2), INDOORS_TINDER]),
  frame('dangerous acts', '10-12', [near(FIRE_STARTER, INDOORS_TINDER, 4), LIGHTING]),
  frame('dangerous acts', '10-12', [
    near(POKING_THING, `(?:in|into) (?:the |a |an )?${SOCKET}`, 3),
  ]),
  // Gore: a body part torn, hanging or opened, or a machine over a body.
  frame('gore', 'teen', [near(BODY_PART, GORE_STATE, 4)]),
  frame('gore', 'teen', [near(GORE_STATE, BODY_PART, 4)]),
  frame('gore', 'teen', [near(GORE_CAUSE, `(?:it|him|her|them|${BODY_PART}|${LIVING})`, 2)]),
];
