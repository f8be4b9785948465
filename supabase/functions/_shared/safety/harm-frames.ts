// Harm told in any wording, read as frames over a sentence's lemmas: each frame is the kinds of words
// a kind of harm needs together in one sentence (a deed of force on a living being and a harm to its
// body; a wish and being gone for good; a grown-up, a child and romance; a group and what degrades
// it; pills and many of them). Every form of a verb is its lemma, so a frame covers wordings no
// corpus holds. The kinds are in harm-frame-kinds.ts, the self-harm frames in self-harm-frames.ts,
// the hate frames in hate-frames.ts, deaths told with no word of dying in death-frames.ts;
// judge-frames.ts reads a sentence through them.
import {
  BODY_PART,
  DEATH_RESULT,
  DEATH_SIGN,
  DRINKING,
  DRUNK,
  DRUNK_STRONG,
  FIRE_STARTER,
  FORCE,
  GETTING_IN,
  GOOD_FEELING,
  GORE_CAUSE,
  GORE_STATE,
  GROWN_UPS_DRINK,
  HARM_OUTCOME,
  HOUSEHOLD_POISON,
  INDOORS_TINDER,
  LIGHTING,
  LIVING,
  MADE_TO_HURT,
  SEEKING,
  ON_THE_MOVE,
  PILLS,
  POKING_THING,
  ROAD_OR_RAIL,
  SHUT_IN_PLACE,
  SMOKING,
  SOCKET,
  TASTING,
  IN_A_SACK,
  INTO_WATER_OR_OFF,
} from './harm-frame-kinds.ts';
import { FOOD_FIGURE } from './body-allowances.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';
import { SELF_HARM_FRAMES } from './self-harm-frames.ts';
import { DEATH_FRAMES } from './death-frames.ts';
import { HATE_FRAMES } from './hate-frames.ts';
import { SEXUAL_AND_HATE_FRAMES } from './sexual-and-hate-frames.ts';

export type { HarmFrame } from './harm-frame.ts';

/** "her" as the one a deed is done to, not as the owner of the next word ("dropped her slipper"). */
const HER_DONE_TO =
  "her(?= (?:off|down|out|over|from|into|onto|on|in|to|at|across|through|and|so|until|till|because|with|again|hard|away|up|back|around|round|against|under|inside|,)(?![a-z'])|$)";
/** A part of a toy, a costume or a machine: a teddy's arm, a cardboard box head, a claw arm. */
const TOY_PART = `(?:teddy|doll|toy|lego|robot|puppet|statue|snowman|figure|bear|box|cardboard|costume|paper|plastic|claw|crane|wooden) (?:[^ ]+ )?${BODY_PART}`;
/** A skin shed as it grows: a caterpillar's, a snake's, a lizard's old skin. */
const SHED_SKIN =
  '(?:(?:caterpillar|snake|lizard|cicada|spider|tarantula|insect|bug) (?:[^ ]+ )?(?:old |dry )?skin|old skin|shed (?:its|their|his|her) (?:old )?skin)';
const NO_BODY = `(?:${TOY_PART}|${FOOD_FIGURE}|${SHED_SKIN})`;
const TARGET = `(?:(?:the|a|an|his|her|their|my|your|our|little|baby|poor|tiny|small|old|new|two|three|both|whole) )*(?:${LIVING}|them|him|${HER_DONE_TO})`;

export const HARM_FRAMES: readonly HarmFrame[] = [
  // A deed of force or deprivation on a living being, and its body harmed: harm, however told.
  frame('violence and weapons', 'teen', [near(FORCE, TARGET, 2), HARM_OUTCOME], true),
  // A being that chokes or drowns, and its body harmed: "the old lady chokes and stops moving".
  frame(
    'violence and weapons',
    'teen',
    [near(TARGET, '(?:choke|drown|suffocate)', 1), HARM_OUTCOME],
    true,
  ),
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
  // A being in a sack dropped into water or off a bridge; fish and frogs let into a pond are not.
  {
    ...frame('violence and weapons', 'teen', [
      '(?:drop|throw|toss|fling|chuck|tip|sink|dump|lower|kick|push|hurl)',
      IN_A_SACK,
      INTO_WATER_OR_OFF,
    ]),
    unless: '(?:goldfish|fish|tadpole|tadpoles|frog|frogs|toad|toads|duckling|ducklings)',
  },
  frame('violence and weapons', 'teen', [MADE_TO_HURT, near(SEEKING, TARGET, 4)]),
  frame('violence and weapons', '7-9', [near('(?:gun|shoot|mow|cut) down', TARGET, 2)]),
  frame('violence and weapons', 'teen', [
    `go for (?:\\w+ ){0,2}?(?:face|throat|neck|eyes|head) with`,
  ]),
  frame('death and self-harm', '7-9', [DEATH_SIGN], true),
  // A person or a pet, and what became of them told as a death.
  frame('death and self-harm', '7-9', [DEATH_RESULT, `(?:${LIVING}|someone|her)`], true),
  ...DEATH_FRAMES,
  ...SELF_HARM_FRAMES,
  ...SEXUAL_AND_HATE_FRAMES,
  ...HATE_FRAMES,
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
  // A toy's arm that comes off is sewn back on; a gingerbread man's head is eaten; a shed skin splits.
  { ...frame('gore', 'teen', [near(BODY_PART, GORE_STATE, 4)]), unless: NO_BODY },
  { ...frame('gore', 'teen', [near(GORE_STATE, BODY_PART, 4)]), unless: NO_BODY },
  // A body part gone, told by where it was or what is left: "the place where his arm had been".
  frame('gore', 'teen', [
    `where (?:his|her|their|its|my|your) ${BODY_PART} (?:have |had )?(?:be|been|use to be|used to be)`,
  ]),
  {
    ...frame('gore', 'teen', [
      near(
        BODY_PART,
        '(?:lie|lying|sit|sitting) (?:[^ ]+ ){0,5}?(?:all )?(?:by itself|on its own)',
        3,
      ),
    ]),
    unless: TOY_PART,
  },
  frame('gore', 'teen', [`${BODY_PART} (?:[^ ]+ ){0,4}?no body attach(?:ed)?`]),
  frame('gore', 'teen', [
    `${BODY_PART} (?:just )?(?:end|stop) (?:at|below|above) (?:the|his|her|its|their) (?:knee|elbow|wrist|ankle|shoulder|hip)`,
    '(?:shark|crocodile|alligator|bite|crash|bomb|blast|train|machine|chainsaw|saw|attack|chop|explosion)',
  ]),
  frame('gore', 'teen', [
    '(?:see|look) (?:right |straight )?(?:inside|into) (?:his|her|their|its|the) (?:chest|tummy|belly|head|skull)',
    '(?:crash|accident|fall|attack|bite|bomb|explosion|blast)',
  ]),
  frame('gore', 'teen', [near(GORE_CAUSE, `(?:it|him|her|them|${BODY_PART}|${LIVING})`, 2)]),
  // A wound told by its look on a body: "the gash on his cheek"; a gash in a tent is no wound.
  frame('gore', '10-12', [
    `(?:gash|gashes|gape wound|gaping wound|open wound|deep cut) (?:on|in|across|down|along) (?:his|her|their|its|my|your|the) (?:[^ ]+ )?(?:${BODY_PART}|cheek|cheeks|forehead|chin|lip|lips|scalp|side|shoulder|knee|thigh|chest|back)`,
  ]),
];
