// Self-harm read as frames over a sentence's lemmas (harm-frame.ts), in any wording: a wish or a plan
// to be gone for good, harm done to oneself, a farewell made final, a height or pills chosen for it.
import {
  AGAIN_IN_SECRET,
  ALL_STOPPING,
  BLADE,
  BEING_GONE,
  BETTER_WITHOUT,
  CHOSEN_GOING,
  CORD,
  FAREWELL,
  FAREWELL_NOTE,
  FINALITY,
  FORCE,
  FOREVER,
  GIVING_ALL_AWAY,
  GIVING_AWAY,
  GONE_REASON,
  HEIGHT,
  HIDDEN_MARKS,
  HIGH_ENOUGH,
  HIGH_POINT,
  INNER_PAIN,
  LIVING,
  INTO_WATER,
  LAST_OF_LIFE,
  LETTING_GO,
  MANY,
  MARKS_ON_LIMB,
  NOT_WANTING_ON,
  NOT_COMING_BACK,
  ON_AND_ON,
  ON_PURPOSE,
  ORDINARY_LEAVING,
  OWN_BODY,
  OWN_BODY_HURT,
  OWN_LIMB,
  PILLS,
  PLAN_OR_WAY,
  REFLEXIVE_HARM,
  SAYING_GOODBYE,
  SELF_HATRED,
  SELF_REASON,
  SHUT_AWAY_ROOM,
  SOUND_HIDDEN,
  SHARP_OR_HOT,
  STARVED,
  SWALLOWING,
  UNDER_SLEEVES,
  UNSEEN,
  UNSEEN_TIME,
  WEIGHTED,
  WISHING,
} from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';
import { SELF_HARM_TOLD_FRAMES } from './self-harm-told-frames.ts';

/**
 * Not after a thing as the one wished gone: "the rain would not be around", "the shop will not be
 * here" tell of weather and shops; a person, an animal or a name ("someone") still can be.
 */
const NO_THING_BEFORE = `(?<!(?:the|a|an|this|that|our|your|my|his|her|their|its) (?:[^ ]+ )?(?!(?:${LIVING}|someone|who|that|which|and|but|so|then|said|says|say)(?![^ ]))[^ ]+ (?:would |will |could |can |should |might |may |to |be going to )?)`;

/** Being unwanted or gone for good: the reason a step off a height is self-harm. */
const UNWANTED =
  '(?:nobody|no one|no-one|miss (?:him|her|me|them)|forever|better off|better without|goodbye|end it|deserve)';
/** Pills counted out, lined up or saved, and the bed or pillow they are laid on. */
const PILLS_READIED = `${MANY} (?:\\w+ ){0,2}?${PILLS}`;
const LAID_OUT =
  '(?:count|line|lay|set|spread|pile|sort|arrange|save|hoard|stash|collect|gather) (?:\\w+ ){0,4}?(?:out|up|away)';
const WHERE_ONE_SLEEPS =
  '(?:on|under|beside|by|next to|in) (?:her|his|their|my|your) (?:own )?(?:pillow|bed|bedside|mattress|duvet)';
/** Marks someone made on themselves: "the fresh lines she had made the night before". */
const MARKS_MADE =
  "(?:mark|marks|line|lines|cut|cuts|scratch|scratches|scar|scars|burn|burns) (?:that |which )?(?:she|he|they|i|you) (?:have |had |be |would |'d )?(?:make|made|do|did|done|give|gave|carve|carved|leave|left)";
const COVERED_LIMB =
  '(?:sleeve|sleeves|cuff|cuffs|arm|arms|wrist|wrists|thigh|thighs|leg|legs|tights|plaster|plasters|bracelet|bracelets)';
/** Marks made on paper, a wall or with paint are drawing, not harm. */
const DRAWN =
  '(?:pen|pencil|paint|felt tip|marker|crayon|chalk|ink|wall|paper|page|desk|drawing|picture|face paint|glitter)';
/** An engine started or left running. */
const ENGINE_ON = `(?:${near('(?:engine|car)', '(?:run|running)', 2)}|(?:start|starts|started|turn on|turns on|turned on|leave on|rev|revs|revved) (?:\\w+ ){0,2}?(?:engine|car))`;

export const SELF_HARM_FRAMES: readonly HarmFrame[] = [
  // Self-harm in any wording: a wish or plan to be gone for good, or harm done to oneself.
  frame('death and self-harm', 'teen', [
    near(`${NO_THING_BEFORE}${WISHING}`, `${NO_THING_BEFORE}${BEING_GONE}`, 8),
  ]),
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
  // Not wanting to be anywhere any more, or to wake up ever again; all one has given away as a goodbye.
  frame('death and self-harm', 'teen', [NOT_WANTING_ON]),
  {
    ...frame('death and self-harm', 'teen', [GIVING_ALL_AWAY, SAYING_GOODBYE]),
    unless: ORDINARY_LEAVING,
  },
  frame('death and self-harm', 'teen', [INTO_WATER, NOT_COMING_BACK, ON_AND_ON]),
  frame('death and self-harm', 'teen', [near(FORCE, OWN_BODY, 2), SELF_REASON]),
  // A blow that hurts one's own body, struck out of self-hatred, whatever is struck.
  frame('death and self-harm', 'teen', [FORCE, OWN_BODY_HURT, SELF_HATRED]),
  // …or struck because one deserves it: "punches the wall till their knuckles crack because they deserve it".
  frame('death and self-harm', 'teen', [FORCE, OWN_BODY_HURT, SELF_REASON]),
  // A blade taken somewhere shut away, its sound hidden: "so no one would hear".
  frame('death and self-harm', 'teen', [
    near('(?:take|bring|carry|sneak|smuggle|slip|hide)', BLADE, 4),
    SHUT_AWAY_ROOM,
    SOUND_HIDDEN,
  ]),
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
  // The height named first, and a reason to be gone: "the top of the tower… step off, because
  // nobody would miss her"; deciding to jump off a diving board is no such reason.
  frame('death and self-harm', 'teen', [
    near(HEIGHT, '(?:step|jump|throw (?:himself|herself|themselves|myself)) (?:off|over|down)', 10),
    UNWANTED,
  ]),
  // A death dressed as an accident so the family is spared: "make it look like an accident when I'm gone".
  frame('death and self-harm', 'teen', [
    '(?:make|made|making) (?:it|this|that) look like (?:an )?accident',
    '(?:when (?:i|he|she|they)(?: be| am| are| is)? (?:gone|go)|family|(?:do|does|did) not feel bad|after|nobody|no one|no-one)',
  ]),
  // A note left with no going on: "the note on her pillow said sorry, I couldn't keep doing this".
  frame('death and self-harm', 'teen', [
    '(?:note|letter|message)',
    "(?:can|could|can't|couldn't)(?: not)? (?:keep (?:do|doing) (?:this|it)|keep go|keep going|go on|do this any ?more|take (?:it|this) any ?more)",
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
    PILLS,
    '(?:sleep forever|never wake up|not wake up again)',
  ]),
  frame('death and self-harm', 'teen', [
    LETTING_GO,
    '(?:bridge|edge|ledge|roof|cliff|balcony|railing)',
  ]),
  frame('death and self-harm', 'teen', [
    ALL_STOPPING,
    '(?:bridge|edge|ledge|roof|cliff|balcony|water|the ground)',
  ]),
  frame('death and self-harm', 'teen', [HIGH_ENOUGH, UNSEEN_TIME]),
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
  // An engine run in a shut garage, unless the car is driven out of it.
  {
    ...frame('death and self-harm', 'teen', [
      ENGINE_ON,
      '(?:(?:shut|close) (?:the )?garage|(?:himself|herself|themselves|myself) inside|garage (?:\\w+ ){0,8}?(?:door|doors) (?:shut|closed))',
    ]),
    unless: '(?:drive|reverse|back|pull|head) (?:\\w+ ){0,3}?(?:off|away|out|to)',
  },
  // Pills counted out and lined up where one sleeps; marks one made on oneself, kept out of sight.
  frame('death and self-harm', 'teen', [PILLS_READIED, LAID_OUT, WHERE_ONE_SLEEPS]),
  {
    ...frame('death and self-harm', 'teen', [MARKS_MADE, COVERED_LIMB, `(?:${UNSEEN}|hide|cover)`]),
    unless: DRAWN,
  },
  frame('death and self-harm', 'teen', [
    '(?:lie|lay) (?:down )?(?:on|across) (?:the )?(?:train |railway )?(?:track|tracks|rails)',
  ]),
  // Being gone chosen as a way out: "the only way to stop it is to not be here anymore".
  frame('death and self-harm', 'teen', [
    '(?:only way|decide|want|wish|rather|better off|plan|think about)',
    '(?:to not be|not to be|rather not be|stop being) (?:here|around|alive) any ?more',
  ]),
  // Going down on purpose so as never to come back up.
  frame('death and self-harm', 'teen', [
    '(?:on purpose|deliberately)',
    '(?:deepest|bottom|down|under|edge|off)',
    'never (?:\\w+ ){0,2}?(?:come|get|swim|float) back(?: up)?',
  ]),
  // A step past the railing at a height: the guard that keeps people from falling, passed on purpose.
  frame('death and self-harm', 'teen', [
    near(
      'step',
      '(?:past|over|beyond|through) (?:the )?(?:rail|rails|railing|railings|parapet|barrier)',
      2,
    ),
    '(?:roof|rooftop|bridge|balcony|cliff|tower|top floor|car park|ledge)',
  ]),
  // Blows to a wall or oneself until the hands show it, on purpose.
  frame('death and self-harm', 'teen', [
    near(FORCE, '(?:wall|walls|door|mirror|himself|herself|myself|themselves)', 5),
    '(?:till|until) (?:his|her|my|their|your) (?:knuckles|hands|fists|fingers|head)',
    '(?:on purpose|every night|every day|again and again|over and over)',
  ]),
  // Being gone and missed, with the pills or the height to hand: "they'll be sorry when I'm gone".
  frame('death and self-harm', 'teen', [
    '(?:sorry|miss (?:me|him|her|them)|better off|happy) when (?:i|he|she|they) (?:be |am |is |are )?(?:go|gone|dead|not here)',
    `(?:${PILLS}|bridge|roof|edge|ledge|blade|razor|rope)`,
  ]),
  // Cutting told as what helps: "a poem about cutting and how it helps".
  frame('death and self-harm', 'teen', [
    near(
      'cut(?:ting)?',
      '(?:how (?:it|that|this)|the only thing that|because (?:it|that)) (?:help|make (?:me|him|her|them) feel|calm)',
      4,
    ),
  ]),
  // The young's own shorthand for ending oneself, and wishing to stop existing.
  frame('death and self-harm', 'teen', ['(?:^|\\b)kms\\b']),
  frame('death and self-harm', 'teen', [
    '(?:i|me|he|she|they|someone|to|could|would) (?:just )?(?:stop|stops|stopped) exist(?:s|ing)?',
  ]),
  // What one does to oneself, kept out of sight.
  frame('death and self-harm', 'teen', [
    'what (?:he|she|they|i|you) (?:do|did|has do|have do) to (?:himself|herself|themselves|myself|yourself)',
    '(?:nobody|no one|no-one|hide|sleeve|sleeves|secret|night|see|notice)',
  ]),
  ...SELF_HARM_TOLD_FRAMES,
];
