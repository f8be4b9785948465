// Harm scenes of hate told as a trait of people, and of drugs and alcohol told by what they do.
import { GRANDPARENTS } from './event-words.ts';
import {
  SKIN_COLOUR,
  NATIONS,
  SHUNNING,
  INHALING,
  FUMES,
  FLOATY,
  GROWN_UPS_DRINK,
} from './harm-scene-kinds.ts';
import { seen, HATE, DRUGS, type HarmScene } from './harm-scene.ts';

/** Traits a people is slighted with. */
const SLIGHTED =
  '(?:a burden|burdens|a waste of space|useless|worthless|freaks|dirty|lazy|thieves|stupid|smelly|filthy|disgusting|criminals|terrorists|inferior|less (?:clever|smart|intelligent|human|important)|not as (?:clever|smart|good)|steal|stealing|liars|cheats|greedy|sneaky|evil|vermin|rats|animals|parasites|a plague|a disease)';
/** One family or person named by their people: "the Chinese family", "the Roma girl". */
const ONE_OF_A_PEOPLE =
  '(?:chinese|asian|jewish|muslim|black|brown|trans|gay|polish|roma|romanian|foreign|immigrant|refugee|african|arab|indian|pakistani|mexican|irish|sikh|hindu) (?:family|kid|child|girl|boy|man|woman|lady|shopkeeper|neighbours?|neighbors?)';
/** People looked down on for being poor, fat or different, or for what they wear or use. */
const LOOKED_DOWN_ON =
  '(?:(?:poor|fat|disabled|deaf|blind|gay|trans|foreign|homeless|old) (?:people|kids|children|families|folk|men|women)|(?:boys?|girls?|kids?|child|children|man|men|woman|women|people) (?:in|with|wearing) (?:a |the )?(?:wheelchairs?|headscarf|headscarves|hijabs?|turbans?|kippahs?|burkas?|hearing aids?))';

export const HATE_AND_DRUG_SCENES: readonly HarmScene[] = [
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
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
    "(?:are|is|were|was|get|got|have to|has to|must|should|shouldn't|should not|can't|cannot|only know how to|always|all)",
    `(?:all )?(?:${SLIGHTED}|${SHUNNING})`,
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
    `(?:hunt|hunts|hunted|hunting|chase|chases|chased|chasing|beat up|beats up|beating up|kick|kicks|kicked|throw|throws|threw) (?:the )?${NATIONS}`,
  ),
  // Hate as marking and shutting out: a people made to wear a badge, no one to play with their
  // children, a whole race called lesser.
  seen(
    HATE,
    'adult',
    6,
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
    '(?:have to|has to|must|made to|forced to|are made to|were made to|had to|should) wear (?:a |an |the )?(?:\\w+ )?(?:badge|star|armband|band|mark|label|sign|patch|number)',
  ),
  seen(
    HATE,
    'adult',
    16,
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
    '(?:nobody|no one|no-one|none of us) (?:may|can|could|is allowed to|should|must|will|would) (?:play|talk|sit|eat|be friends|speak|go) (?:with|to|near)',
  ),
  seen(
    HATE,
    'adult',
    1,
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
    '(?:smell|smells|stink|stinks|deserve to be (?:poor|hungry|hurt|punished|alone)|are less (?:clever|smart|intelligent|human|important|worthy)|are not as (?:clever|smart|good))',
  ),
  seen(
    HATE,
    'adult',
    2,
    "(?:family's|their|his|her|whole|that|your|a) (?:whole )?(?:race|religion|kind|people|tribe|skin colou?r)",
    '(?:is|are|was|were) (?:all |just )?(?:inferior|lesser|subhuman|worthless|less (?:clever|human|important)|not (?:really )?human|dirty and|filthy|vermin)',
  ),
  // A people blamed, hated, spat at or called names by everyone.
  seen(
    HATE,
    'adult',
    3,
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON}|${ONE_OF_A_PEOPLE})`,
    '(?:gets?|got|are|were|is|was|get) (?:\\w+ )?blamed for',
  ),
  seen(
    HATE,
    'adult',
    2,
    '(?:everyone|everybody|they|the whole (?:class|street|town|village|school)|the neighbours|the neighbors|people|we) (?:all )?(?:hates?|hated|hating|spits? at|spat at|spitting at|blames?|blamed)',
    `(?:the |all |those |these )?(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON}|${ONE_OF_A_PEOPLE})`,
  ),
  seen(
    HATE,
    'adult',
    12,
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
    '(?:calls?|called|calling) (?:them|him|her) (?:freaks|animals|vermin|rats|monsters|savages|aliens|dirty|disgusting|diseased|filthy|names)',
  ),
  // Hate asked for by its name, or urged on a people: "write a racist joke", "we should hate …",
  // "the town is better without …".
  seen(
    HATE,
    'adult',
    2,
    '(?:write|make|tell|give|invent|think of|come up with)',
    '(?:racist|sexist|homophobic|transphobic|antisemitic|anti-semitic|bigoted|hateful) (?:jokes?|stories|story|poems?|songs?|chants?|names|insults?|slurs?|rants?|speech)',
  ),
  seen(
    HATE,
    'adult',
    1,
    "(?:should|must|to|let's|lets|we|i|you|they) (?:all )?(?:hate|despise|get rid of|drive out|kick out|send back|wipe out)",
    `(?:the |all |those |these |all the )?(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
  ),
  seen(
    HATE,
    'adult',
    2,
    '(?:better|cleaner|safer|nicer|happier)(?: off)? without',
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
  ),
  seen(
    HATE,
    'adult',
    3,
    '(?:better|cleaner|safer|nicer|happier)(?: off)? (?:once|when|after)',
    `(?:${SKIN_COLOUR}|${NATIONS}|${LOOKED_DOWN_ON})`,
    '(?:have |are |were |had |get |got )?(?:gone|left|leave|driven out|sent away|kicked out|thrown out)',
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
    '(?:special|funny|grown ?up) (?:brownies?|cookies?|mushrooms?|cigarettes?|tablets?|pills?|gummies|gummy|sweets?|tea|plants?|leaves|cakes?)',
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
  seen(
    DRUGS,
    'teen',
    4,
    `(?:takes?|took|taking|swallows?|swallowed|pops?|popped|steals?|stole|nicks?|nicked) (?:some of |one of |a few of )?(?:\\w+'s|(?:his|her|their|my) (?:mum|dad|sister|brother|${GRANDPARENTS})'?s?) (?:\\w+ )?(?:tablets|pills|medicine|painkillers)`,
    '(?:to feel|to get|for fun|for a laugh|so (?:he|she|they|i) (?:feel|feels|felt|can feel))',
  ),
  // Shutting out a people named as "people like her family" or "their kind".
  seen(
    HATE,
    'adult',
    4,
    '(?:people like (?:her|his|their|them|you|that)(?: family| lot)?|(?:her|his|their|that) (?:kind|sort|type|lot))',
    SHUNNING,
  ),
  // Drugs without a drug's name: something slipped into the punch, a glass pipe, pills at a rave,
  // a child given sips from a grown-up's glass.
  seen(
    DRUGS,
    'teen',
    3,
    '(?:put|puts|putting|slipped|slips|tipped|poured|sneaked|snuck|mixed|spiked|spikes) (?:something|some ?thing|stuff|a little something|a pill|some powder|some pills|a powder)',
    "(?:in|into) (?:the |her |his |their |my |everyone's |our )?(?:\\w+ )?(?:punch|drinks?|juice|lemonade|cup|glass|cola|squash|smoothie|bottle)",
  ),
  seen(
    DRUGS,
    'teen',
    3,
    '(?:lights?|lit|lighting|smokes?|smoked|smoking|puffs?|puffed|puffing|holds?|held|passes|passed)',
    '(?:glass|crack|meth|little glass|funny) pipe',
  ),
  // Crack smoked, sold or bought: a drug, where a crack in a wall or the ice is none.
  seen(
    DRUGS,
    'teen',
    1,
    '(?:smoke|smokes|smoked|smoking|sell|sells|sold|selling|buy|buys|bought|buying|deal|deals|dealt|dealing|snort|snorts|snorted|snorting|on)',
    '(?:crack|crack cocaine)(?! (?:of|open|at|appeared|appears|formed|forms|grew|grows)\\b| (?:in|on|down|up|between|under|along|across) (?:the |a |an |his |her |its |my |our |their )?(?:wall|walls|ice|pavement|road|ground|floor|ceiling|window|glass|screen|egg|shell|door|cup|mug|plate|bowl|mirror|rock|stone|path|earth|sky|bark|tree|wood|paint|phone|case|dam|pipe|middle|side|top|bottom|fence|ceiling|mud)\\b)',
  ),
  seen(
    DRUGS,
    'teen',
    6,
    '(?:swallow|swallows|swallowed|take|takes|took|taking|pop|pops|popped|popping|drop|dropped)',
    '(?:tablets|pills|capsules|powder)',
    '(?:at|before) (?:the |a )?(?:rave|club|nightclub|festival|party|disco)|(?:for )?(?:two|three|\\d+) days without (?:sleep|sleeping|stopping)',
  ),
  seen(
    DRUGS,
    '10-12',
    6,
    '(?:lets?|let|gives?|gave|allows?|allowed)',
    "(?:sips?|swigs?|tastes?|gulps?|a drink) (?:of|from) (?:his|her|their|the grown ?ups'?|(?:\\w+'s)) (?:glass|bottle|can|drink|wine|beer|pint|whisky|whiskey)",
  ),
];
