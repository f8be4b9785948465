// Harm scenes of injury told by how it looks (skin peeled back, red running, a lip split in two, a
// wound oozing, a body part carried off) and of death told gently (a baby who only lived two days,
// none of them made it, a child found at the bottom of the pool, a pet buried or flushed): for young
// readers these are what happened, whatever words tell them.
import { BEING } from './harm-scene-kinds.ts';
import { seen, GORE, SELF_HARM, type HarmScene } from './harm-scene.ts';

const WOUNDABLE =
  '(?:eyebrows?|lips?|head|scalp|forehead|cheeks?|chin|nose|knees?|elbows?|palms?|hands?|arms?|legs?|fingers?|thumbs?|shins?|feet|foot|toes?|ears?|eyes?|face|neck|wrists?|belly|tummy|stomach|back)';
const SOMEONES = "(?:his|her|their|my|your|its|the|a|\\w+'s)";
/** Red that is blood: it runs, drips or pours, or fills an eye. */
const RED_FLOWING =
  '(?:(?:dripping|drips|dripped|pouring|pours|poured|gushing|gushes|gushed|spurting|spurts|spurted|oozing|oozes|oozed|streaming|streams|streamed|trickling|trickles|trickled|pumping|pumps|pumped) (?:\\w+ (?:and )?)?(?:bright |dark )?red|the red (?:runs|ran|running|drips|dripped|dripping|pours|poured|gushes|gushed|spurts|spurted|seeps|seeped|oozes|oozed|trickles|trickled|spreads|spread|soaks|soaked)|(?:filled|fills|full|filling) (?:up )?(?:with|of) red)';
const HURT_BY =
  '(?:fell|falls|fall|comes off|came off|crashed|slips|slipped|cut|cuts|slices|sliced|glass|knife|wound|sore|scab|gash|graze|split|bike|punch|punched|hit|bashed|smashed|broken)';

export const INJURY_AND_DEATH_SCENES: readonly HarmScene[] = [
  // Injury by how it looks.
  seen(
    GORE,
    '10-12',
    2,
    `(?:skin|flesh) (?:on|of) ${SOMEONES} (?:\\w+ )?${WOUNDABLE}`,
    '(?:peels?|peeled|peeling|comes|came|hangs?|hung|hanging|flaps?|flapped|flapping|rips?|ripped|tears?|tore|torn) (?:right |all the way |wide )?(?:back|open|away|loose|in strips|off in strips)',
  ),
  seen(
    GORE,
    '10-12',
    2,
    WOUNDABLE,
    '(?:splits?|splitting|gashed|ripped|torn|tears?|tore|sliced|slit|bursts?|burst|cracked|cracks) (?:right |wide |all the way )?(?:open|in two|in half|apart)',
  ),
  seen(
    GORE,
    '10-12',
    1,
    '(?:slices?|sliced|slicing|cuts?|cutting|gashes|gashed|rips?|ripped|tears?|tore|opens?|opened)(?: open| into| through)?',
    `${SOMEONES} (?:\\w+ )?${WOUNDABLE} (?:open|so deep|right open|to the bone|wide open|down to the bone)`,
  ),
  seen(GORE, '10-12', 12, HURT_BY, RED_FLOWING),
  seen(GORE, '10-12', 3, WOUNDABLE, RED_FLOWING),
  seen(
    GORE,
    '10-12',
    5,
    '(?:sore|wound|cut|scab|blister|gash|graze|burn)',
    '(?:oozing|oozes|oozed|weeping|weeps|leaking|leaks|dripping|drips) (?:\\w+ (?:and )?)?(?:red|yellow|green|pus|gunk|goo)',
  ),
  seen(
    GORE,
    '10-12',
    0,
    '(?:gashed|slashed) (?:wide |right )?open|blood ?(?:soaked|stained|spattered|splattered)|gut ?splattered',
  ),
  seen(
    GORE,
    'teen',
    3,
    '(?:carrying|carries|carried|holding|holds|held|dragging|drags|dragged|drops|dropped|chewing|chews|chewed)',
    `(?:somebody's|someone's|a (?:person|man|woman|child|boy|girl)'s|the (?:man|woman|boy|girl|hiker|postman)'s|a human|a) (?:hand|arm|leg|foot|finger|head|ear|eye|toe)s? in (?:its|his|her|their) (?:mouth|jaws|teeth|beak)`,
  ),
  seen(
    GORE,
    'teen',
    0,
    `(?:took|takes|take|bit|bites|bite|ripped|rips|tore|tears|chopped|chops|sliced|slices|blew|blows|snapped|snaps) (?:the |a |his |her |their )?(?:\\w+'s )?(?:leg|arm|hand|foot|finger|head|ear|nose|toe|thumb)s? (?:clean |right |straight )?off`,
  ),
  seen(
    GORE,
    '10-12',
    0,
    'eye(?:ball)?s? (?:was |is |were |are )?(?:hanging|dangling) (?:out|by a thread|loose|from)',
  ),
  seen(
    GORE,
    '10-12',
    0,
    'in a pool of (?:dark |sticky |bright )?(?:red|blood)(?! (?:paint|juice|jelly|sauce|light|water|wine))',
  ),
  seen(
    GORE,
    'teen',
    2,
    '(?:bits|pieces|parts) of (?:him|her|them|the (?:man|woman|boy|girl|body|driver|dog|cat|rider))',
    '(?:all over|everywhere|scattered|across)',
  ),
  // Death told gently.
  seen(
    SELF_HARM,
    '7-9',
    3,
    "(?:\\w+'s|his|her|their) body (?:was|lay|lies|is|were)",
    '(?:in the (?:box|coffin|casket|ground)|at the front of the church|cold and still|still and cold)',
  ),
  seen(
    SELF_HARM,
    '7-9',
    8,
    `(?:${BEING}|he|she|they|one of them|twins?|born)`,
    '(?:only|just) (?:lived|survived|breathed) (?:for )?(?:a |an |one |two |three |four |five |six |a few |\\d+ )?(?:hours?|days?|weeks?|minutes?|months?)',
  ),
  seen(
    SELF_HARM,
    '7-9',
    14,
    '(?:sinks?|sank|sunk|sinking|crash|crashes|crashed|fire|flood|floods|flooded|storm|war|accident|wreck|wrecked|avalanche|earthquake|explosion|capsized|washed away|tsunami|buried)',
    '(?:(?:nobody|no one) (?:was|were) (?:left|saved|found alive)|(?:nobody|no one) (?:survived|lived)|(?:none|not one|no one|nobody|neither) of (?:them|the \\w+|us|the (?:\\w+ )?(?:family|crew|passengers)) (?:make|makes|made|survive|survives|survived) it(?! (?:to|on time|in time|through|into|onto|back|home|up|across|past|before|for|out|outside|inside|in|over|down)))',
  ),
  seen(
    SELF_HARM,
    '7-9',
    2,
    `(?:found|find|finds|pulled|pull|pulls|fished) (?:the |a |her |his |their |our |my |little )*${BEING}`,
    '(?:(?:at|on) the bottom of|face ?down in|floating in|lying still in|under the water (?:of|in)) (?:the |a )?(?:pool|pond|river|lake|sea|canal|bath|well|water|quarry)',
  ),
  seen(
    SELF_HARM,
    '7-9',
    6,
    '(?:ran|runs|run|running|dashed|darted|wandered|went) (?:out )?(?:into|onto|across) (?:the )?road',
    "(?:car|truck|lorry|bus|van|driver|motorbike) (?:didn't|did not|couldn't|could not|never) (?:stop|see)",
  ),
  seen(
    SELF_HARM,
    '7-9',
    1,
    `(?:buried|bury|buries|burying) (?:him|her|${BEING})`,
    '(?:under|in|at the bottom of|beside|by|next to|behind) (?:the |our |a |his |her )?(?:\\w+ )?(?:tree|garden|ground|flower bed|rose bush|yard|backyard|field|shed)',
  ),
  seen(
    SELF_HARM,
    '7-9',
    4,
    '(?:fish|goldfish|hamster|guinea pig|budgie|bird|tadpole|gerbil|mouse|rabbit|pet)',
    '(?:(?:is|was|lies|lay|lying|floating|floats|floated|found) (?:\\w+ )?(?:upside down|belly up|on (?:its|his|her) (?:back|side) and still)|flushed (?:him|her|it))',
  ),
  seen(
    SELF_HARM,
    '7-9',
    0,
    "(?:it was|it's|it is|was|were|far) too late (?:to save |for )(?:him|her|them|all of them|any of them|everyone|the (?:baby|family|boy|girl|children|kids|puppy|kitten|dog|cat|man|woman|people|passengers|crew))\\b",
  ),
  seen(
    SELF_HARM,
    '7-9',
    0,
    "(?:isn't|is not|wasn't|was not|won't be|will not be|never|not) (?:ever )?(?:coming|came|come) (?:back|home) from (?:the )?(?:war|battle|front|fighting|mission|mountain|sea)",
  ),
];
