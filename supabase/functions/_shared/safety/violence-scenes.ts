// Harm scenes of violence and gore: a deed of force putting a living being where it is hurt, food
// made to sicken, a weapon readied, someone coming in where children sleep, bodies torn open.
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
  BODY_PARTS,
} from './harm-scene-kinds.ts';
import { seen, seenDeed, VIOLENCE, SELF_HARM, type HarmScene } from './harm-scene.ts';
import { WEAPON_BY_ITS_PARTS } from './weapon-scenes.ts';

export const VIOLENCE_SCENES: readonly HarmScene[] = [
  ...WEAPON_BY_ITS_PARTS,
  // A deed of force that puts a living being where it is hurt or ended, or stops its breath.
  seenDeed(VIOLENCE, 'teen', 3, FORCING, HELD_BEING, HURTING_PLACES),
  seenDeed(VIOLENCE, 'teen', 6, FORCING, AIRWAY, ENDING),
  seen(VIOLENCE, 'teen', 1, `(?:until|till) (?:he|she|it|they|${HELD_BEING})`, ENDING),
  seen(VIOLENCE, 'teen', 2, BEING, `(?:${ENDED})`),
  // Something hidden in food or drink so someone sickens or does not wake.
  seen(VIOLENCE, 'teen', 1, SICKENING, IN_FOOD),
  seen(VIOLENCE, 'teen', 3, IN_FOOD, SLEEP_OR_SICK),
  seen(
    VIOLENCE,
    'teen',
    6,
    '(?:too much|all the|extra|a whole (?:bottle|packet) of|double the) (?:\\w+ )?(?:medicine|pills|tablets|insulin|sleeping pills|sleeping tablets)',
    `(?:on purpose|${SLEEP_OR_SICK})`,
  ),
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
  // A being lined up in a gun's sights, or a thing pointed at someone and squeezed.
  seen(
    VIOLENCE,
    'teen',
    4,
    '(?:lines?|lined|lining) up (?:the |his |her |a )?(?:sights|crosshairs|cross hairs|scope)',
    HELD_BEING,
  ),
  seen(
    VIOLENCE,
    'teen',
    4,
    `(?:lines?|lined|lining) up ${HELD_BEING}`,
    '(?:in|through) (?:his|her|their|the|a) (?:sights|crosshairs|cross hairs|scope|rifle scope)',
  ),
  seen(
    VIOLENCE,
    'teen',
    2,
    '(?:points?|pointed|pointing|aims?|aimed|aiming) (?:it|the (?:\\w+ )?thing) at',
    HELD_BEING,
    '(?:and )?(?:slowly )?(?:squeezes|squeezed|pulls the trigger|pulled the trigger)',
  ),
  // A being booted across a yard ("Puss in Boots" is a name, not a kick).
  seen(
    VIOLENCE,
    'teen',
    0,
    `(?<!in )(?:boots|booted|booting|boot) ${HELD_BEING}`,
    '(?:across|down|out|into|over|off|up|against)',
  ),
  seen(VIOLENCE, 'teen', 0, HELD_BEING, '(?:gets|got|was|is|were|get) booted'),
  // Boiling water poured on a being; an arm grabbed so hard it leaves marks.
  seen(
    VIOLENCE,
    'teen',
    4,
    '(?:pours?|poured|pouring|tips?|tipped|tipping|throws?|threw|throwing) (?:the |some )?(?:(?:boiling|hot) (?:water|tea|oil)|(?:\\w+ ){0,2}?from the kettle)',
    `(?:on|over|onto) (?:\\w+ ){0,2}?${HELD_BEING}`,
  ),
  seen(
    VIOLENCE,
    'teen',
    6,
    "(?:grabbed|grabs|squeezed|squeezes|twisted|twists|pinched|pinches|gripped|grips) (?:her|his|their|my|your|the \\w+'s) (?:arm|arms|wrist|wrists|neck|leg|face)",
    '(?:left|leaves|leaving) (?:\\w+ )?(?:marks|bruises|a bruise|a mark)',
  ),
];
