// Harm told in any wording, read as frames over a sentence's lemmas: each frame is the kinds of words
// a kind of harm needs together in one sentence (a deed of force on a living being and a harm to its
// body; a wish and being gone for good; a grown-up, a child and romance; a group and what degrades
// it; pills and many of them). Every form of a verb is its lemma, so a frame covers wordings no
// corpus holds. The kinds are in harm-frame-kinds.ts; judge-frames.ts reads a sentence through them.
import type { AgeId } from '../age-bands.ts';
import {
  ALL_NIGHT,
  AGAIN_IN_SECRET,
  BETTER_WITHOUT,
  CORD,
  FAREWELL,
  FAREWELL_NOTE,
  FINALITY,
  GIVING_AWAY,
  INTO_WATER,
  MARKS_ON_LIMB,
  NOT_COMING_BACK,
  ON_AND_ON,
  ORDINARY_LEAVING,
  OWN_BODY,
  SELF_REASON,
  UNDER_SLEEVES,
  UNSEEN,
  GONE_REASON,
  HEIGHT,
  HIDDEN_MARKS,
  HIGH_POINT,
  OWN_LIMB,
  PLAN_OR_WAY,
  SHARP_OR_HOT,
  STARVED,
  WEIGHTED,
  BEING_GONE,
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
  FOREVER,
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
  INNER_PAIN,
  LIGHTING,
  LIVING,
  MANY,
  MADE_TO_HURT,
  SEEKING,
  ON_PURPOSE,
  ON_THE_MOVE,
  PHOTOS,
  PILLS,
  POKING_THING,
  REFLEXIVE_HARM,
  ROAD_OR_RAIL,
  ROMANCE,
  ROMANCE_TOLD,
  PEOPLE_NAMED,
  TOLD_AS_TRAIT,
  TOLD_AS_RIGHT,
  HATE_NAMED,
  LAST_OF_LIFE,
  CHOSEN_GOING,
  GROWN_UP_AGE,
  CHILD_AGE,
  SECRET_FROM_PARENTS,
  SHUT_IN_PLACE,
  SMOKING,
  SOCKET,
  SWALLOWING,
  TASTING,
  TOGETHER_IN_BED,
  WISHING,
} from './harm-frame-kinds.ts';
import type { SafetyCategory } from './harm-policy.ts';

export interface HarmFrame {
  category: SafetyCategory;
  keptUpTo: AgeId;
  /**
   * Kinds that must all be in one sentence, each a regular-expression source over its lemmas; the
   * first is the deed, read as refused when a negation comes just before it.
   */
  kinds: readonly string[];
  /** Told in play or pretend ("play dead", "a pretend sword fight"), the frame is no harm. */
  playable?: boolean;
  /** A kind that makes the frame's words ordinary (goodbye letters before moving house). */
  unless?: string;
}

const frame = (
  category: SafetyCategory,
  keptUpTo: AgeId,
  kinds: string[],
  playable = false,
): HarmFrame => ({ category, keptUpTo, kinds, playable });

const near = (first: string, second: string, gap = 3) => `${first} (?:[^ ]+ ){0,${gap}}?${second}`;
const TARGET = `(?:(?:the|a|an|his|her|their|my|your|our|little|baby|poor|tiny|small|old|new|two|three|both|whole) )*(?:${LIVING}|them|him|her)`;

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
      near(`(?:trip|push|shove|throw|kick|drop)`, TARGET, 2),
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
  frame('death and self-harm', '7-9', [DEATH_RESULT, `(?:${LIVING}|someone)`], true),
  // Self-harm in any wording: a wish or plan to be gone for good, or harm done to oneself.
  frame('death and self-harm', 'teen', [near(WISHING, BEING_GONE, 8)]),
  frame('death and self-harm', 'teen', [
    near(
      `(?:so|until|to make|and|want|wish|need|make) (?:the |that |this |his |her |my |their |all )?${INNER_PAIN}`,
      `(?:stop|end|go away|disappear)`,
      3,
    ),
    FOREVER,
  ]),
  frame('death and self-harm', 'teen', [near(FORCE, REFLEXIVE_HARM, 2), ON_PURPOSE]),
  frame('death and self-harm', 'teen', [near(SWALLOWING, `${MANY} (?:\\w+ ){0,4}?${PILLS}`, 2)]),
  // Self-harm told with no keyword: a farewell made final, weighted pockets and water, a step off a
  // height for being unwanted, a cord tied high, marks hidden, a sharp or hot thing on one's own limb
  // again and again, a body starved to vanish, a world better off without someone with a plan.
  frame('death and self-harm', 'teen', [FAREWELL, FINALITY]),
  {
    ...frame('death and self-harm', 'teen', [FAREWELL_NOTE, GIVING_AWAY]),
    unless: ORDINARY_LEAVING,
  },
  {
    ...frame('death and self-harm', 'teen', [FAREWELL_NOTE, CHOSEN_GOING]),
    unless: ORDINARY_LEAVING,
  },
  frame('death and self-harm', 'teen', [INTO_WATER, NOT_COMING_BACK, ON_AND_ON]),
  frame('death and self-harm', 'teen', [near(FORCE, OWN_BODY, 2), SELF_REASON]),
  frame('death and self-harm', 'teen', [MARKS_ON_LIMB, UNSEEN]),
  frame('death and self-harm', 'teen', [
    '(?:cut|cuts|burn|burns|scratch|scratches|hurt|harm|mark|marks|scar|scars)',
    UNDER_SLEEVES,
  ]),
  frame('death and self-harm', 'teen', [
    WEIGHTED,
    '(?:walk|walks|walked|wade|wades|waded|go|goes|went|step|steps|stepped) (?:straight |slowly )?(?:out )?into (?:the )?(?:\\w+ )?(?:sea|lake|river|water|waves|pond)',
  ]),
  frame('death and self-harm', 'teen', ['unalive(?:s|d|ing)?']),
  frame('death and self-harm', 'teen', [
    near('(?:step|jump|throw (?:himself|herself|themselves|myself))', HEIGHT, 5),
    GONE_REASON,
  ]),
  frame('death and self-harm', 'teen', [near(`tie (?:\\w+ ){0,3}?${CORD}`, HIGH_POINT, 6)]),
  frame('death and self-harm', 'teen', [near(HIDDEN_MARKS, OWN_LIMB, 3)]),
  frame('death and self-harm', 'teen', [
    near('(?:drag|press|hold|use|scratch|cut|burn|dig|scrape)', OWN_LIMB, 5),
    SHARP_OR_HOT,
    AGAIN_IN_SECRET,
  ]),
  frame('death and self-harm', 'teen', ['(?:stop|stops|stopped) (?:eat|eating)', STARVED]),
  frame('death and self-harm', 'teen', [BETTER_WITHOUT, PLAN_OR_WAY]),
  frame('death and self-harm', 'teen', [LAST_OF_LIFE, PILLS]),
  frame('death and self-harm', 'teen', [
    HEIGHT,
    '(?:happier|better off|better) if (?:i|he|she|they|someone) (?:just )?jump(?! (?:high|higher|further|far|over|in|up|around|for))',
  ]),
  frame('death and self-harm', 'teen', [
    `(?:end|ending) (?:it all|things|everything|(?:his|her|my|their) (?:own )?life)`,
    '(?:life|brave|too hard|too much|any ?more|sad|nobody|forever)',
  ]),
  frame('death and self-harm', 'teen', [
    'how many',
    PILLS,
    '(?:sleep forever|not wake|never wake|go to sleep|die|heart stop)',
  ]),
  frame('death and self-harm', 'teen', [
    near('(?:engine|car)', '(?:run|running)', 2),
    '(?:(?:shut|close) (?:the )?garage|(?:himself|herself|themselves|myself) inside)',
  ]),
  frame('death and self-harm', 'teen', [
    '(?:lie|lay) (?:down )?(?:on|across) (?:the )?(?:train |railway )?(?:track|tracks|rails)',
  ]),
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
