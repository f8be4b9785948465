// Harm told with no listed word, read as a scene: kinds of words that together tell a harm, in order
// and close together (a deed of force, a living being, a place that hurts; a body and an outcome no
// one comes back from). Each kind is a word list, so a new wording of the same harm is caught
// without a phrase of its own ("held the puppy under the water", "locked Gran in the hot car").
import type { AgeId } from '../story-engine/age-bands.ts';
import {
  BEING,
  FORCING,
  HELD_BEING,
  HURTING_PLACES,
  AIRWAY,
  ENDED,
  ENDING,
  SICKENING,
  IN_FOOD,
  SLEEP_OR_SICK,
  OWN_SKIN,
  HOT_OR_SHARP,
  ONLY_ONESELF,
  HEIGHT_OR_WATER,
  SELF_GONE,
  GONE_FOR_GOOD,
  HANGING_THING,
  HIGH_POINT,
  GROWN_UP,
  CLOSE_TOUCH,
  KEPT_SECRET,
  CLOTHES_OFF,
  SKIN_COLOUR,
  NATIONS,
  SHUNNING,
  INHALING,
  FUMES,
  FLOATY,
  GROWN_UPS_DRINK,
  DANGER_SPOTS,
  FLAMMABLE,
  BODY_PARTS,
} from './harm-scene-kinds.ts';
import type { SafetyCategory } from './harm-policy.ts';

export interface HarmScene {
  category: SafetyCategory;
  keptUpTo: AgeId;
  /** Kinds in reading order, at most `gap` words apart; each a regular-expression source. */
  kinds: readonly string[];
  gap?: number;
}

const seen = (category: SafetyCategory, keptUpTo: AgeId, gap: number, ...kinds: string[]) => ({
  category,
  keptUpTo,
  kinds,
  gap,
});
const VIOLENCE = 'violence and weapons';
const SELF_HARM = 'death and self-harm';
const SEXUAL = 'sexual content and nudity';
const HATE = 'slurs and hate';
const DRUGS = 'drugs and alcohol';
const DANGER = 'dangerous acts';

export const HARM_SCENES: readonly HarmScene[] = [
  // A deed of force that puts a living being where it is hurt or ended, or stops its breath.
  seen(VIOLENCE, 'teen', 3, FORCING, HELD_BEING, HURTING_PLACES),
  seen(VIOLENCE, 'teen', 6, FORCING, AIRWAY, ENDING),
  seen(VIOLENCE, 'teen', 1, `(?:until|till) (?:he|she|it|they|${HELD_BEING})`, ENDING),
  seen(VIOLENCE, 'teen', 2, BEING, `(?:${ENDED})`),
  // Something hidden in food or drink so someone sickens or does not wake.
  seen(VIOLENCE, 'teen', 1, SICKENING, IN_FOOD),
  seen(VIOLENCE, 'teen', 3, IN_FOOD, SLEEP_OR_SICK),
  // A being kept without food or water.
  seen(
    VIOLENCE,
    'teen',
    2,
    `(?:gave|give|gives|giving|left|leave|leaves|leaving|kept|keep|keeps) (?:him|her|them|${HELD_BEING})`,
    '(?:no|without) (?:food|water|milk|dinner|anything to eat)',
  ),
  // A weapon got ready, and someone waited for or chased.
  seen(
    VIOLENCE,
    'teen',
    8,
    '(?:sharp|sharpest|sharpened|pointed|pointy) (?:the )?(?:one|end|stick|thing|edge|bit|piece)',
    '(?:waited|waits|wait|hid|hides|hide|chased|chases|chase|crept|creeps|went after|goes after|lay in wait)',
    HELD_BEING,
  ),
  // Someone coming in where children sleep.
  seen(
    VIOLENCE,
    'teen',
    4,
    '(?:stranger|intruder|man|someone|somebody|burglar|figure)',
    '(?:climbed|climbs|crept|creeps|came|comes|broke|breaks|sneaked|snuck|sneaks|got|gets) (?:in )?(?:through|into|in)',
    "(?:nursery|bedroom|kids'? room|children'?s room|baby'?s room)",
  ),
  seen(
    VIOLENCE,
    'teen',
    1,
    '(?:blow|blows|blew|blowing) up',
    '(?:school|bus|train|house|building|church|mosque|synagogue|temple|shop|station|plane|city|town|village|people|class)',
  ),
  seen(
    VIOLENCE,
    'teen',
    0,
    '(?:make|makes|made|making|build|builds|built|building) (?:a |an )?(?:bomb|explosive)s?',
  ),
  seen(
    SELF_HARM,
    '7-9',
    4,
    BEING,
    '(?:sink|sank|sinks|sinking|fell|falls|fall|falling|slipped|went|crashed) (?:through|under|beneath) (?:the )?ice',
  ),
  // Self-harm in any wording: something hot or sharp on one's own body, a height or water with a
  // goodbye, a cord tied high, pills to sleep for good, not eating to vanish.
  seen(SELF_HARM, 'teen', 4, HOT_OR_SHARP, `(?:onto|into|on|against|across|to) ${OWN_SKIN}`),
  seen(SELF_HARM, 'teen', 4, OWN_SKIN, ONLY_ONESELF),
  seen(SELF_HARM, 'teen', 12, HEIGHT_OR_WATER, GONE_FOR_GOOD),
  seen(SELF_HARM, 'teen', 12, GONE_FOR_GOOD, HEIGHT_OR_WATER),
  seen(SELF_HARM, 'teen', 1, `${HANGING_THING} (?:to|round|around|over)`, HIGH_POINT),
  seen(
    SELF_HARM,
    'teen',
    8,
    '(?:pills|tablets|medicine)',
    '(?:never (?:have to )?(?:wake|woke)|not (?:have to )?wake|sleep forever|wake up again)',
  ),
  seen(
    SELF_HARM,
    'teen',
    6,
    '(?:stopped|stops|stop|refused|refuses|refuse) (?:eating|to eat)',
    '(?:so|until|to|because)',
    '(?:disappear|vanish|thin|bones|die|gone|nothing)',
  ),
  seen(SELF_HARM, 'teen', 0, SELF_GONE),
  // A grown-up, closeness and a secret: grooming, whatever the words.
  seen(SEXUAL, 'adult', 14, GROWN_UP, CLOSE_TOUCH, KEPT_SECRET),
  seen(SEXUAL, 'adult', 14, CLOSE_TOUCH, KEPT_SECRET, GROWN_UP),
  seen(SEXUAL, 'adult', 14, GROWN_UP, KEPT_SECRET, CLOSE_TOUCH),
  seen(SEXUAL, 'adult', 0, `without (?:her|his|their|your|any) clothes`),
  seen(SEXUAL, 'adult', 10, '(?:photos|pictures|pics|selfies|videos)', CLOTHES_OFF),
  seen(
    SEXUAL,
    'adult',
    3,
    '(?:touch|touches|touched|touching|feel|feels|felt|stroke|strokes|stroked|rub|rubs|rubbed)',
    '(?:under|inside) (?:her|his|their|your) (?:clothes|top|shirt|dress|skirt|pyjamas|pajamas|nightie|vest|pants|knickers|underwear)',
  ),
  // Hate as a trait of people: skin, nation or faith, and being sent away or called dirty.
  seen(HATE, 'adult', 0, 'because of (?:the )?colou?r of (?:their|his|her|your) skin'),
  seen(
    HATE,
    'adult',
    3,
    '(?:scrub|scrubs|scrubbed|scrubbing|wash|washes|washed|bleach|bleaches|bleached)',
    SKIN_COLOUR,
  ),
  seen(
    HATE,
    'adult',
    6,
    `(?:${SKIN_COLOUR}|${NATIONS})`,
    "(?:are|is|were|was|get|got|have to|has to|must|should|shouldn't|should not|can't|cannot)",
    `(?:all )?(?:dirty|lazy|thieves|stupid|smelly|filthy|disgusting|criminals|terrorists|${SHUNNING})`,
  ),
  seen(
    HATE,
    'adult',
    10,
    `(?:${SKIN_COLOUR}|${NATIONS})`,
    "because (?:they'?re|they are|he'?s|she'?s|he is|she is) (?:all )?(?:dirty|lazy|thieves|stupid|smelly|filthy|disgusting|criminals)",
  ),
  seen(
    HATE,
    'adult',
    0,
    `(?:hunt|hunts|hunted|hunting|chase|chased|chasing|beat up|beating up) (?:the )?${NATIONS}`,
  ),
  // Drugs by what they do: fumes breathed in, pills or treats to feel floaty, a grown-up's bottle.
  seen(DRUGS, 'teen', 3, INHALING, `(?:in )?(?:the |some |them |it )?(?:\\w+ )?${FUMES}`),
  seen(DRUGS, 'teen', 0, '(?:through|with) a rolled up (?:note|banknote|bill|tenner|fiver)'),
  seen(
    DRUGS,
    'teen',
    6,
    '(?:pills|tablets|gummies|powder|mushrooms|leaves|plant|cigarettes?|smokes)',
    `(?:feel|feels|felt|feeling|make|makes|made|get|gets|got|go|went|turn|turns) (?:\\w+ )?(?:all |really |so )?${FLOATY}`,
  ),
  seen(
    DRUGS,
    'teen',
    8,
    '(?:special|funny|grown ?up) (?:brownies|cookies|mushrooms|cigarettes|tablets|pills|gummies|sweets|tea|plant|leaves)',
    FLOATY,
  ),
  seen(DRUGS, 'teen', 0, '(?:weed|pot|cannabis|hash) (?:gummies|brownies|cookies|sweets|cakes)'),
  seen(DRUGS, 'teen', 2, '(?:roll|rolls|rolled|rolling) (?:it|them|some|\\w+) up', '(?:to )?smoke'),
  seen(
    DRUGS,
    '10-12',
    3,
    '(?:drink|drinks|drank|drinking|sip|sips|sipped|swig|swigs|swigged|gulp|gulped|tasted|taste)',
    GROWN_UPS_DRINK,
  ),
  // Dangerous acts a child could copy, by the thing and the place, whatever the verb.
  seen(
    DANGER,
    '10-12',
    4,
    '(?:swallow|swallows|swallowed|swallowing)',
    '(?:batteries|button batteries|magnets|coins|beads|marbles|pins|washing (?:pods|tablets|capsules)|dishwasher tablets|bleach)',
  ),
  seen(
    DANGER,
    '10-12',
    4,
    '(?:eat|eats|ate|eating|lick|licks|licked|licking)',
    '(?:batteries|magnets|washing (?:pods|tablets|capsules)|dishwasher tablets|bleach)',
  ),
  seen(
    DANGER,
    '10-12',
    6,
    '(?:touch|touches|touched|touching|climb|climbs|climbed|climbing|play|plays|played|playing|walk|walks|walked|walking|run|ran|runs|skate|skated|skating|jump|jumped|jumping|stand|stood|poke|poked|grab|grabbed)',
    DANGER_SPOTS,
  ),
  seen(
    DANGER,
    '10-12',
    0,
    '(?:pills|tablets|medicine|bottles?)',
    '(?:from (?:the )?medicine (?:cabinet|cupboard)|from under the sink)',
  ),
  seen(
    DANGER,
    '10-12',
    6,
    '(?:drop|drops|dropped|dropping|throw|throws|threw|throwing|roll|rolled)',
    '(?:rocks|stones|bricks|bottles)',
    '(?:onto|on) (?:the )?(?:cars|road|traffic|people|trains|motorway|heads)',
  ),
  seen(
    DANGER,
    '10-12',
    0,
    `(?:lit|light|lights|lighting|torched|ignited|held a (?:match|lighter) to) (?:the |his |her |their |my |a )?(?:\\w+ )?${FLAMMABLE}`,
  ),
  seen(DANGER, 'teen', 0, '(?:fainting|choking|blackout|pass ?out|passing out) (?:game|challenge)'),
  seen(
    DANGER,
    'teen',
    2,
    '(?:squeeze|squeezes|squeezed|squeezing|press|pressed|pressing)',
    "(?:each other'?s?|his|her|their|my|your) (?:necks?|throats?)",
  ),
  seen(VIOLENCE, '10-12', 0, `${BODY_PARTS} (?:split|sliced|ripped|torn|burst) open`),
  seen(
    VIOLENCE,
    'teen',
    0,
    `${BODY_PARTS} (?:came|come|comes|fell|fall|falls|got torn|were torn|was torn) off`,
  ),
  seen(
    VIOLENCE,
    'teen',
    0,
    '(?:walls?|floor|carpet|kitchen|bathroom) (?:turned|went) (?:all )?red',
  ),
  seen(
    VIOLENCE,
    'teen',
    4,
    '(?:peel|peels|peeled|peeling|tore|tear|tears|ripped|rip|rips|pulled|pulls|strip|strips|stripped) (?:the |his |her |their |its )?(?:skin|flesh|face) off',
    HELD_BEING,
  ),
  // Going off with a stranger or an online friend, or in secret.
  seen(
    'grooming',
    'teen',
    0,
    "(?:go|goes|went|going|get|gets|got|getting|ride|rode|walk|walked|leave|left|drive|drove|climb|climbed|hop|hopped) (?:off |away |in |into )?(?:with )?(?:a |the )?(?:stranger|strangers|stranger's (?:car|van))",
  ),
  seen(
    'grooming',
    'teen',
    10,
    '(?:man|woman|lady|stranger|someone) (?:in|with|from) (?:a|the) (?:van|car|truck)',
    '(?:got in|get in|gets in|climbed in|hopped in|went with|go with|sweets|puppies|kittens|lift|ride)',
  ),
  seen(
    'grooming',
    'teen',
    0,
    '(?:meet|meets|met|meeting|visit|visits) (?:her |his |their |an |a )?(?:online|internet|game|chat) friend',
  ),
  seen(
    'grooming',
    'teen',
    8,
    '(?:got in|get in|gets in|went|goes|go|left|leaves|sneaked out|snuck out|ran off|meet|meets|met)',
    "(?:without telling (?:anyone|anybody)|(?:doesn't|didn't|does not|did not|won't) tell (?:her|his|their|your|my) (?:parents|mum|mom|dad|family) where)",
  ),
];

/** The scenes compiled over normalised text, matched on word boundaries within one sentence. */
export const COMPILED_SCENES = HARM_SCENES.map((scene) => {
  const gap = `(?:[^.!?\\s]+ ){0,${scene.gap ?? 0}}?`;
  const body = scene.kinds.map((kind) => `(?:${kind})`).join(` ${gap}`);
  return { ...scene, pattern: new RegExp(`(?<![a-z0-9'])${body}(?![a-z0-9])`) };
});
