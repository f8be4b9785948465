// Harm scenes of self-harm in any wording, and of sexual content and grooming by a grown-up.
import {
  OWN_SKIN,
  OWN_HANDS,
  HURTING_ONESELF,
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
  ADULT_BY_AGE,
  CHILD_BY_AGE,
  ROMANCE,
} from './harm-scene-kinds.ts';
import { seen, SELF_HARM, SEXUAL, type HarmScene } from './harm-scene.ts';

export const SELF_HARM_AND_SEXUAL_SCENES: readonly HarmScene[] = [
  // Self-harm in any wording: something hot or sharp on one's own body, a height or water with a
  // goodbye, a cord tied high, pills to sleep for good, not eating to vanish.
  seen(SELF_HARM, 'teen', 4, HOT_OR_SHARP, `(?:onto|into|on|against|across|to) ${OWN_SKIN}`),
  seen(SELF_HARM, 'teen', 4, OWN_SKIN, ONLY_ONESELF),
  seen(SELF_HARM, 'teen', 6, HURTING_ONESELF, `(?:${OWN_SKIN}|${OWN_HANDS})`, ONLY_ONESELF),
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
  // Pills saved up until there are enough, and how to be sure of never waking: a plan, not a word.
  seen(
    SELF_HARM,
    'teen',
    8,
    "(?:saves?|saved|saving|collects?|collected|collecting|hoards?|hoarded|hoarding|stockpiles?|stockpiled|stockpiling|hides?|hid|hiding) (?:up )?(?:[\\w']+ ){0,3}?(?:pills|tablets|painkillers)",
    '(?:until (?:there (?:are|were|is|was) |she has |he has |they have )?enough|enough to|all at once|in one go)',
  ),
  seen(
    SELF_HARM,
    'teen',
    6,
    '(?:how|ways? to)',
    "make sure (?:she|he|i|they|you) (?:doesn't|does not|won't|will not|never|don't|do not|can't) (?:ever )?wakes? up",
  ),
  // Not eating as a punishment, until one faints; a height thought about and gone to alone.
  seen(
    SELF_HARM,
    'teen',
    10,
    "(?:stopped|stops|stop|refused|refuses|refuse|won't|will not) (?:eating|to eat)",
    '(?:faints?|fainted|fainting|collapses?|collapsed|passes out|passed out|deserves?|deserved|punish|punishes|punishing)',
  ),
  seen(
    SELF_HARM,
    'teen',
    0,
    '(?:deserves?|deserved|deserving) to (?:be hungry|starve|be hurt|hurt|suffer|feel pain|be in pain|bleed|disappear)',
  ),
  seen(
    SELF_HARM,
    'teen',
    12,
    '(?:thinks?|thinking|thought) about how (?:high|far (?:down|up)|tall|deep)',
    '(?:goes|went|go|going|climbs?|climbed|climbing|walks?|walked) (?:up )?(?:there|to the (?:top|edge)) (?:alone|by (?:himself|herself|themselves)|at night|on (?:his|her|their) own)',
  ),
  // "started cutting again": cutting with nothing cut is cutting oneself.
  seen(
    SELF_HARM,
    'teen',
    0,
    '(?:started|starts|start|began|begins|stopped|stops|keeps|kept|been|caught (?:her|him|them)) cutting (?:again|(?:her|him|them|my|your)sel(?:f|ves)|in secret|in the (?:bathroom|toilets))',
  ),
  // A grown-up, closeness and a secret: grooming, whatever the words.
  seen(SEXUAL, 'adult', 14, GROWN_UP, CLOSE_TOUCH, KEPT_SECRET),
  seen(SEXUAL, 'adult', 14, CLOSE_TOUCH, KEPT_SECRET, GROWN_UP),
  seen(SEXUAL, 'adult', 14, GROWN_UP, KEPT_SECRET, CLOSE_TOUCH),
  seen(SEXUAL, 'adult', 0, `without (?:her|his|their|your|any) clothes`),
  // What someone looks like under what they wear: a body asked to be shown, however put.
  seen(
    SEXUAL,
    'adult',
    0,
    "(?:look|looks|looked|looking) like (?:under|underneath|beneath|without|inside) (?:her|his|their|your|a|the \\w+'s|\\w+'s) (?:clothes|clothing|dress|skirt|top|shirt|pyjamas|pajamas|nightie|nightdress|underwear|knickers|pants|swimsuit|swimming costume|bathing suit|bra)",
  ),
  // Closeness of two mouths, however told; not lips pressed together to keep a laugh in.
  seen(
    SEXUAL,
    '10-12',
    0,
    "(?:press|presses|pressed|pressing|squash|squashed|squish|squished|mash|mashed) (?:their|our) (?:lips|mouths) together(?![^.]{0,40}(?:not to|wouldn't|would not|didn't|to stop|trying|tried|keep|laugh|giggl|quiet|silent|shush|secret))",
  ),
  seen(
    SEXUAL,
    '10-12',
    0,
    "(?:lips?|mouths?) (?:lock|locks|locked|locking|meet|meets|met|meeting|touch|touched|join|joined|mash|mashed)(?! (?:the|a|an|his|her|my|their|its|our|your|\\w+'s)\\b)|lock(?:s|ed|ing)? lips|(?:lips|mouth) (?:\\w+ )?(?:to|against|on) (?:his|her|their|each other's|\\w+'s) (?:lips|mouth)",
  ),
  seen(
    SEXUAL,
    '10-12',
    0,
    '(?:kiss|kisses|kissed|kissing) (?:\\w+ ){0,3}?(?:with (?:their|his|her|our) tongues?|tongues?)|(?:french|tongue) (?:kiss|kisses|kissed|kissing)',
  ),
  seen(
    SEXUAL,
    'adult',
    3,
    GROWN_UP,
    "(?:touch|touches|touched|touching|grab|grabs|grabbed|pinch|pinches|pinched|strokes?|stroked|rubs?|rubbed|pats?|patted) (?:\\w+'s|his|her|their|my|your) (?:bottom|bum|private parts|privates|chest|boobs|willy|crotch|thighs?)",
  ),
  seen(
    SEXUAL,
    'adult',
    8,
    GROWN_UP,
    '(?:photos|pictures|pics|selfies|videos) (?:of (?:herself|himself|yourself|themselves)|(?:\\w+ ){0,4}?(?:in the (?:bath|shower)|in (?:her|his|your|their) (?:pants|pyjamas|underwear|knickers)))',
  ),
  // A grown-up's "special love" for a child, a marriage promised to a child, clothes off together.
  seen(
    SEXUAL,
    'adult',
    16,
    GROWN_UP,
    'special (?:love|kind of love|friendship|cuddles?|touch|relationship|girlfriend|boyfriend)',
  ),
  seen(
    SEXUAL,
    'adult',
    6,
    '(?:marry|marries|married|wed|weds|wife|bride|girlfriend|boyfriend|kiss|kisses|date)',
    "(?:(?:the |a |his |her )?little (?:girl|boy)|(?:when|once|until|who(?:'s| is)) (?:she|he|only|she's|he's)(?:'s| is| turns| becomes| only)? ?(?:only )?(?:five|six|seven|eight|nine|ten|eleven|twelve|[5-9]|1[0-2])\\b)",
  ),
  seen(
    SEXUAL,
    'adult',
    8,
    '(?:takes?|took|taking|pulls?|pulled|pulling|strips?|stripped) off (?:every (?:bit|piece|stitch) of|all (?:of )?(?:their|his|her|your|my|our) ?|everything)(?: clothes| clothing)?',
    '(?:(?:go|goes|went|going) (?:skinny )?(?:swimming|dipping)|swim naked|in the (?:lake|sea|river|pool) at|dance|dances|dancing|danced|run|runs|running|ran|in front of|party|together|outside|midnight|photos?|pictures?|videos?|camera|the boys|the girls)',
  ),
  seen(SEXUAL, 'adult', 10, '(?:photos|pictures|pics|selfies|videos)', CLOTHES_OFF),
  // A grown-up and a child told by their ages, with romance: "a 40 year old man and a girl in
  // year 5 who run away together", "the coach and the 13 year old are secretly boyfriends".
  seen(SEXUAL, 'adult', 8, ADULT_BY_AGE, CHILD_BY_AGE, ROMANCE),
  seen(SEXUAL, 'adult', 8, ROMANCE, ADULT_BY_AGE, CHILD_BY_AGE),
  // Undressing told slowly for someone, or a wedding night told in detail.
  seen(
    SEXUAL,
    'adult',
    3,
    '(?:takes?|took|taking|strips?|stripped|stripping|peels?|peeled|peeling) (?:everything|it all|all of it|all (?:her|his|their) clothes) off(?! (?:the|a|an|his|her|their|my|our|its)\\b)',
    '(?:for (?:him|her|them|the man|the camera)|slowly|one (?:piece|bit) at a time)',
  ),
  seen(
    SEXUAL,
    'adult',
    14,
    '(?:describe|write|tell)(?: me| us)? (?:exactly |in detail )?what (?:they|the couple|the newlyweds|he and she|she and he) (?:did|do|got up to)',
    '(?:honeymoon|wedding night|in (?:the|their) (?:hotel )?(?:room|bed))',
  ),
  seen(
    SEXUAL,
    'adult',
    3,
    '(?:touch|touches|touched|touching|feel|feels|felt|stroke|strokes|stroked|rub|rubs|rubbed)',
    '(?:under|inside) (?:her|his|their|your) (?:clothes|top|shirt|dress|skirt|pyjamas|pajamas|nightie|vest|pants|knickers|underwear)',
  ),
];
