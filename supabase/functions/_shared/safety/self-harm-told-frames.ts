// Self-harm told in words the other self-harm frames (self-harm-frames.ts) do not read: a note left
// to be found before going somewhere high, a wish to be gone said as being switched off or no
// burden, the easiest way never to wake, a blade kept for bad nights or taken from a sharpener, marks
// covered so nobody sees, a blow struck hoping one's hand breaks, a walk onto the railway, pills
// saved up beside a goodbye, wanting it all to stop in a note, a rooftop edge where nobody would miss
// one, being told to "end it".
import {
  ALL_STOPPING,
  FAREWELL_NOTE,
  FORCE,
  HEIGHT,
  ORDINARY_LEAVING,
  PILLS,
  UNSEEN,
} from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';

const SELF_HARM = 'death and self-harm';

/** A note or letter left where the family will find it. */
const NOTE_LEFT_TO_FIND =
  '(?:note|letter|message) (?:\\w+ ){0,4}?(?:on|under|by) (?:her|his|their|my|your|the) (?:pillow|bed)|(?:note|letter|message) (?:\\w+ ){0,3}?for (?:her|his|their|my|your) (?:\\w+ )?(?:mum|mom|dad|parents|family|sister|brother|nan|gran) to find';
/** Why a note left is a farewell for good: a height or water gone to, no burden after tonight. */
const GONE_FOR_GOOD =
  '(?:bridge|cliff|cliffs|roof|rooftop|ledge|railway|tracks|river|sea|lake|forever|for good|after (?:tonight|today)|sorry for everything)';
/** A note for the tooth fairy or a surprise is play. */
const NOTE_IN_PLAY = '(?:tooth fairy|santa|father christmas|elf|birthday|surprise|treasure hunt)';
/** Marks, not drawings, kept from being seen. */
const MARKS = '(?:lines|marks|cuts|scars|scratches|burns)';
const MARKS_EXPLAINED =
  '(?:pen|pencil|paint|felt tip|marker|crayon|chalk|ink|drawing|tattoo|bramble|brambles|nettle|nettles|thorn|thorns|kitten|cat|bike)';
/** One's own hand, foot or head, wished broken by the blow. */
const BODY_WISHED_BROKEN =
  '(?:want|hope|wish|wait for) (?:\\w+ ){0,2}?(?:knuckle|knuckles|hand|hands|fist|fists|finger|fingers|toe|toes|foot|feet|head|wrist|arm|leg) (?:to |would |will |might )?(?:break|crack|bleed|split|snap)';

export const SELF_HARM_TOLD_FRAMES: readonly HarmFrame[] = [
  { ...frame(SELF_HARM, 'teen', [NOTE_LEFT_TO_FIND, GONE_FOR_GOOD]), unless: NOTE_IN_PLAY },
  // No burden to anyone after tonight; switched off for good because nobody cares.
  frame(SELF_HARM, 'teen', [
    "(?:not|never|no longer|won't) be a (?:problem|burden|bother|nuisance|worry|trouble) (?:for|to) (?:anyone|anybody|everyone|you|them|nobody)",
    '(?:after (?:tonight|today|this)|soon|much longer|any ?more|ever again)',
  ]),
  frame(SELF_HARM, 'teen', [
    '(?:switch|shut|turn|power) (?:itself|himself|herself|themselves|myself) (?:off|down)',
    '(?:forever|for good|for ever|never (?:\\w+ )?(?:again|back on))',
    '(?:because|nobody|no one|decide|want|note|goodbye|sad|lonely)',
  ]),
  // The easiest way never to wake, asked for; a game's quickest way to lose a life is play.
  frame(
    SELF_HARM,
    'teen',
    [
      '(?:quick|quickest|easy|easiest|fast|fastest|best|simplest|painless) way (?:\\w+ ){0,4}?to (?:never wake up|not wake up(?! (?:late|early|grumpy|tired|cranky))|not be here|not be alive|not exist|stop exist|die|be gone|end it|not be around)',
    ],
    true,
  ),
  // A blade kept for when one is alone or feels bad; a sharpener for blunt crayons is a sharpener.
  frame(SELF_HARM, 'teen', [
    near(
      '(?:keep|hide|hid|stash|save|carry|tuck)',
      '(?:blade|blades|razor|razors|metal bit|craft knife)',
      6,
    ),
    '(?:for (?:later|the nights?|when|bad days?)|in case)',
    '(?:alone|in (?:his|her|their|my) head|too (?:loud|much)|feel (?:bad|sad|awful|empty|numb|low|alone)|bad (?:day|days|night|nights)|nobody (?:\\w+ ){0,2}?(?:see|around|home))',
  ]),
  {
    ...frame(SELF_HARM, 'teen', [
      '(?:wear|put on|keep on|pull down) (?:\\w+ ){0,2}?(?:wristbands?|sweatbands?|long sleeves|sleeves|bracelets?|bandages?|plasters?|hoodie|jumper|cardigan|tights|gloves)',
      UNSEEN,
      MARKS,
    ]),
    unless: MARKS_EXPLAINED,
  },
  frame(SELF_HARM, 'teen', [
    '(?:do|done|did) (?:it|this|that) to (?:himself|herself|themselves|myself|yourself)',
    '(?:whisper|not (?:for )?the first time|on purpose|secret|nobody (?:\\w+ )?know)',
  ]),
  frame(SELF_HARM, 'teen', [
    near(
      FORCE,
      '(?:wall|walls|door|doors|mirror|window|floor|himself|herself|myself|themselves)',
      4,
    ),
    BODY_WISHED_BROKEN,
  ]),
  // Onto the railway or in front of traffic on purpose.
  frame(SELF_HARM, 'teen', [
    '(?:walk|step|run|go|wander|lie|lay|jump|climb|stand) (?:out )?(?:onto|on to|across) (?:the )?(?:\\w+ )?(?:track|tracks|rails|railway line|line)|(?:step|walk|run|jump|lie|lay|stand) (?:out )?in front of (?:the |a )?(?:\\w+ )?(?:train|lorry|bus|truck|car|traffic)',
    '(?:on purpose|deliberately|hear (?:the |a )?train|see (?:the |a )?train|train come|want|wish)',
  ]),
  // A sharpener's blade taken out and kept: the way children hide something to cut with.
  frame(SELF_HARM, 'teen', [
    `(?:sharpener blade|sharpener blades|(?:blade|blades|metal bit|metal bits|metal piece|little blade|razor) (?:[^ ]+ ){0,3}?(?:from|out of|of|inside) (?:[^ ]+ ){0,2}?sharpener)`,
    '(?:keep|keeps|kept|hide|hides|hid|hidden|save|saves|saved|for later|for when|pencil case|under (?:his|her|my|their) (?:bed|pillow|mattress))',
  ]),
  frame(SELF_HARM, 'teen', [
    '(?:(?:slit|slits|slitting|slash|slashes|slashed|slashing) (?:[^ ]+ ){0,2}?wrists?|cut (?:his|her|my|their|your) (?:own )?wrists)',
  ]),
  // Pills counted or saved up and a goodbye written: together final, unless someone is moving away.
  {
    ...frame(SELF_HARM, 'teen', [
      `(?:count|counts|counted|counting|collect|collects|collected|save|saves|saved|hoard|hoards|hoarded|stash|stashes|stashed|gather|gathers|gathered|line up|lines up|lined up) (?:[^ ]+ ){0,4}?${PILLS}`,
      FAREWELL_NOTE,
    ]),
    unless: ORDINARY_LEAVING,
  },
  frame(SELF_HARM, 'teen', [
    'how many',
    PILLS,
    '(?:not be here|not be around|be gone|not wake|never wake|sleep forever)',
  ]),
  // Wanting it all to stop, in a note left to be found.
  frame(SELF_HARM, 'teen', [
    `(?:${ALL_STOPPING}|want (?:it|everything) (?:all )?to stop|want (?:it|everything) all to stop)`,
    '(?:note|letter|message)',
  ]),
  // Being unmissed, at an edge: "nobody will even miss me," standing at the edge of the rooftop.
  frame(SELF_HARM, 'teen', [
    // Missed by nobody yet to come: "nobody missed me" at a climbing wall is a game's moment.
    "(?:nobody|no one|no-one) (?:[^ ]+ ){0,2}?(?:will|would|'d|gonna|going to|even|ever) (?:[^ ]+ ){0,2}?miss (?:me|him|her|them)",
    `(?:${HEIGHT}|rooftop|tower|railing)`,
  ]),
  // Looking down from a height and deciding, at last, to go, or left deciding.
  frame(SELF_HARM, 'teen', [
    `(?:${HEIGHT}|rooftop|tower)`,
    'look(?:ing)? (?:[^ ]+ ){0,2}?down',
    '(?:finally|decide|at last) (?:[^ ]+ ){0,2}?(?:to )?(?:go|do it|let go|step)(?! (?:home|back|inside|in|down the stairs))|decide(?= ,|$)',
  ]),
  // Told to end it, by anyone: the push towards self-harm that bullies type.
  frame(SELF_HARM, 'teen', [
    '(?:tell|told|telling|say|said|keep telling) (?:[^ ]+ ){0,2}?to (?:just )?(?:go )?end it(?! (?:with|by|on|at))',
  ]),
];
