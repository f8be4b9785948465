// The kinds of words a harm scene is read from (harm-scenes.ts): deeds of force, living beings,
// places that hurt, outcomes, substances, one's own body, grown-ups and secrets, traits of people.
// Word lists of kinds, not of sentences: a new wording of a harm belongs in a kind here.
import { ANIMAL_WORDS, GRANDPARENTS, PERSON_WORDS } from './event-words.ts';

function anyOf(words: Iterable<string>): string {
  return `(?:${[...words].join('|')})`;
}

/** Animals eaten for dinner are food in an oven or a pot, and "them" or "it" is as often the cakes. */
export const NOT_A_BEING = new Set([
  'chicken',
  'chickens',
  'fish',
  'lamb',
  'lambs',
  'pig',
  'pigs',
  'them',
  'us',
]);
export const BEING = anyOf(
  [...PERSON_WORDS, ...ANIMAL_WORDS]
    .filter((word) => !NOT_A_BEING.has(word) && /^[a-z]+$/.test(word))
    .flatMap((word) => [word, `${word}'s`]),
);
export const POSSESSIVE =
  "(?:(?:his|her|their|its|my|your|our|the|a) \\w+'s|his|her|their|its|my|your|our|\\w+'s)";

/** Deeds of force that put or keep a body somewhere. */
export const FORCING =
  '(?:held|hold|holds|holding|pushed|push|pushes|pushing|shoved|shove|put|puts|putting|threw|throw|throws|throwing|locked|lock|locks|locking|shut|shuts|shutting|pressed|press|presses|pressing|kept|keep|keeps|dropped|drop|drops|tied|tie|ties|trapped|trap|traps|stuffed|stuff|dunked|dunk|dunks|sealed|left|leave|leaves|leaving)';
export const HELD_BEING = `(?:(?:a|an|the|his|her|their|my|your|our|little|baby|poor|tiny|small|old|new|\\w+'s) )*${BEING}`;
/** Places that hurt or end a body that is put or kept there. */
export const HURTING_PLACES =
  '(?:under (?:the )?(?:\\w+ )?water|underwater|under the (?:waves|ice)|in(?:to|side)? (?:the |a |an )?(?:microwave|oven|freezer|fridge|washing machine|tumble dryer|dryer|furnace|fire|bonfire|boiling \\w+|hot car|car in the sun|chest freezer)|off (?:the |a )?(?:roof|cliff|bridge|balcony|tower|edge)|out of (?:the |a )?(?:window|plane)|down (?:the |a )?(?:well|stairs|mine shaft)|over (?:the |a )?(?:edge|cliff|railing))';
/** A body's way in: smothering is pressing over it. */
export const AIRWAY = `(?:over|on|against|into) ${POSSESSIVE}(?: own)? (?:face|mouth|nose|neck|throat)`;
/** What a body does as it is ended: no listed word, the outcome tells it. */
export const ENDED =
  "(?:stopped|stops|stop) breathing|(?:went|goes|go|going|turned|turns) (?:all )?(?:limp|floppy|blue)|(?:could not|couldn't|can't|cannot|could no longer) breathe|never (?:wake|woke|wakes|waking) up";
export const ENDING = `(?:${ENDED}|(?:stopped|stops|stop) (?:moving|kicking|struggling)|(?:went|goes|go|lay|lies|was|is) (?:all )?(?:still|cold|silent)|(?:passed|passes|pass) out)`;
/** Substances that sicken or put to sleep when hidden in food or drink. */
export const SICKENING =
  '(?:rat (?:bait|poison)|poison|bleach|weedkiller|slug pellets|antifreeze|sleeping (?:pills|tablets)|pills|tablets|crushed \\w+|cleaning (?:stuff|liquid|spray))';
export const IN_FOOD = `(?:in|into) (?:the |a |an |${POSSESSIVE} )?(?:\\w+ )?(?:drink|drinks|coffee|tea|food|soup|juice|milk|dinner|lunch|breakfast|bottle|cake|water|glass|cup|bowl|sandwich|cereal|porridge|pie|biscuits?|sweets|squash|smoothie|wine|beer)`;
export const SLEEP_OR_SICK =
  "(?:so|and|until) (?:\\w+ ){0,2}(?:(?:would|will|could|might) )?(?:not wake|never wake|wouldn't wake|won't wake|didn't wake|get (?:really |very )?(?:sick|ill)|be (?:really |very )?(?:sick|ill)|fall asleep forever|sleep forever|stop breathing)";
export const OWN_SKIN =
  '(?:his|her|their|my|your) (?:own )?(?:arm|arms|wrist|wrists|skin|leg|legs|thigh|thighs|stomach|tummy)';
export const HOT_OR_SHARP =
  '(?:hot (?:iron|pan|metal|spoon|poker|knife)|iron|lighter|cigarette|razor|blade|sharp|sharpened|compass|pin|needle|scissors|knife|broken glass|glass|match|matches)';
export const ONLY_ONESELF =
  '(?:until it (?:hurt|hurts|bled|stung)|to feel (?:better|something|calm)|so (?:no one|nobody) would see|when (?:he|she|they|i) (?:feels?|felt|was|were|is|am) (?:sad|bad|upset|angry|alone|low)|(?:when|whenever|because|so|until) (?:the |her |his |my |their |all the )?(?:sad|bad|dark|mean|scary|angry|loud|horrible) (?:voices|thoughts|feelings|feeling|memories))';
/** One's own hands and fingers, hurt on purpose for a feeling (ONLY_ONESELF), not in a mishap. */
export const OWN_HANDS =
  '(?:his|her|their|my|your) (?:own )?(?:hand|hands|fingers?|palms?|thumbs?)';
export const HURTING_ONESELF =
  '(?:burn|burns|burned|burnt|burning|cut|cuts|cutting|scratch|scratches|scratched|scratching|hurt|hurts|hurting|bite|bites|bit|biting|hit|hits|hitting|pinch|pinches|pinched|stab|stabs|stabbed|jab|jabs|jabbed)';
export const HEIGHT_OR_WATER =
  '(?:edge of (?:the |a )?(?:bridge|roof|cliff|tower|platform|car park)|top of (?:the |a )?(?:bridge|roof|cliff|tower|car park)|(?:bridge|roof|cliff|platform) edge|into the (?:sea|river|lake|water|waves)|railway (?:line|track)s?)';
/** Wanting to be gone, in any words: not the dragon who flew away, the self who wants to vanish. */
export const SELF_GONE =
  "(?:wants?|wanted|wish(?:es|ed)?) to (?:(?:disappear|vanish)(?! (?:into|behind|under|inside|round|around|up|down|through|from|for an?))|be gone|go to sleep forever)(?: forever| for good)?|(?:don't|doesn't|didn't|do not|does not|did not|no longer) (?:want|wants|wanted) to be (?:here|alive|around) any ?more|(?:everyone|everybody|the world|they|mum|dad|the family) (?:would be|is|will be|'d be) (?:so much )?(?:happier|better off|better) without (?:me|her|him)";
export const GONE_FOR_GOOD = `(?:${SELF_GONE}|happier without (?:her|him|me)|goodbye (?:letter|note)|wrote goodbye|(?:never|not) (?:come|coming|came) back|disappear(?:ed|s|ing)? (?:forever|for good)|stones in (?:her|his|their|my) pockets)`;
export const HANGING_THING = '(?:tie|belt|scarf|cord|dressing gown cord|sheet)';
export const HIGH_POINT =
  '(?:top bunk|bunk|beam|banister|bannister|hook|ceiling|light fitting|rafter|rafters)';
export const GROWN_UP =
  "(?:grown ?ups?|adult|uncle|auntie|aunt|coach|babysitter|teacher|neighbour|neighbor|stepdad|stepfather|stepmum|man|stranger|lodger|tutor|priest|leader|instructor|dad's friend|mum's friend)";
export const CLOSE_TOUCH =
  '(?:cuddles?|cuddling|bath ?time|bath|baths|game|games|tickling|tickles|touching|touch|touches|massage|massages|kisses|kissing|photos|pictures|sleepovers?|lap|bed|wrestling)';
export const KEPT_SECRET =
  "(?:special secret|secret game|just between (?:us|you and me)|must never know|mustn't know|must not know|(?:don't|do not|never) tell (?:mum|mummy|mom|dad|daddy|anyone|your)|cross if (?:she|he|they) found out|no one (?:can|must) know|nobody (?:can|must) know)";
/** A grown-up told as one by age: "a 40 year old man", "the coach", "a grown man". */
export const ADULT_BY_AGE = `(?:${GROWN_UP}|(?:[2-9]\\d|grown) ?(?:-? ?years? ?-?old )?(?:man|woman|guy|lady|bloke))`;
/** A child told by age or school year: "a girl in year 5", "the 13 year old boy", "a ten-year-old". */
export const CHILD_BY_AGE =
  '(?:(?:girl|boy|kid|child)s? (?:in (?:year|grade|class|primary) (?:[1-8]|one|two|three|four|five|six|seven|eight)\\b|(?:aged|age) (?:[4-9]|1[0-3])\\b)|(?:[4-9]|1[0-3]|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen) ?-? ?years? ?-?olds?\\b)';
/** Romance between two people, not a child's love of a drawing: "run away together", "boyfriends". */
export const ROMANCE =
  '(?:run(?:s|ning)? away together|ran away together|in love|falls? in love|fell in love|love story|romance|dates?|dating|(?:secret )?(?:boyfriends?|girlfriends?)|marry|marries|married|kiss(?:es|ed|ing)?)';
export const CLOTHES_OFF =
  '(?:without (?:her|his|their|your|any) clothes|with nothing on|undressed|in (?:her|his|their|your) (?:underwear|pants|knickers))';
export const SKIN_COLOUR = '(?:dark|black|brown|darker) skin';
export const NATIONS =
  '(?:(?:girls|women|people|kids|men|boys|children) (?:in|with|wearing) (?:headscarves|hijabs|turbans|kippahs|burkas|wheelchairs)|mexicans|africans|arabs|asians|indians|pakistanis|romanians|gypsies|roma|jews|muslims|hindus|sikhs|immigrants|refugees|foreigners|migrants|(?:jewish|muslim|black|brown|gay|trans|disabled|foreign|immigrant|refugee|asian|african|arab|chinese|polish|irish) (?:families|people|kids|children|folk|neighbours|neighbors|men|women))';
export const SHUNNING =
  "(?:sent away|kicked out|thrown out|chased out|driven out|locked up|not allowed|banned|outside because|can't (?:live|come|stay)|shouldn't (?:live|be|come|stay)|should not (?:live|be|come|stay)|don't belong|do not belong|go back)";
export const INHALING =
  '(?:breathe|breathes|breathed|breathing|sniff|sniffs|sniffed|sniffing|inhale|inhales|inhaled|inhaling|huff|huffs|huffed|huffing)';
export const FUMES =
  '(?:gas|fumes|glue|aerosol|petrol|lighter fluid|whipped cream|marker pens?|nail polish remover)';
export const FLOATY =
  '(?:floaty|dizzy|high|buzzy|woozy|fuzzy|out of it|sees? colou?rs|seeing colou?rs|sees? things)';
export const GROWN_UPS_DRINK = `(?:from|out of) (?:dad|daddy|mum|mummy|mom|${GRANDPARENTS}|uncle|auntie|the grown ?ups)'?s? (?:\\w+ )?(?:bottle|flask|glass|can|drinks cabinet)`;
export const DANGER_SPOTS =
  '(?:power lines?|pylons?|electric fence|railway (?:line|track)s?|motorway|thin ice|frozen (?:pond|lake|river|canal)|ice on (?:the )?(?:pond|lake|river|canal)|(?:plug )?sockets?|live wires?)';
export const FLAMMABLE =
  '(?:curtains|bed|bedsheets|sofa|couch|carpet|wardrobe|hair|tablecloth|toys|cupboard|duvet|rug)';
export const BODY_PARTS =
  '(?:knee|knees|head|lip|arm|arms|leg|legs|skin|finger|fingers|hand|hands|chin|elbow|elbows|toe|toes|foot|feet|ear|ears|nose|tummy|belly|stomach)';
/** Small metal things a child pokes into a socket, and a socket by any name. */
export const POKED_METAL =
  '(?:hair ?pins?|hair ?clips?|bobby pins?|paper ?clips?|forks?|knives|knife|keys?|pins?|nails?|screwdrivers?|scissors|coins?|wires?|needles?|tweezers|compass)';
export const SOCKET =
  '(?:(?:plug |electric |wall |power )?sockets?|outlets?|power points?|(?:little |tiny |two |three |small )*(?:holes|slots) (?:in|on) (?:the |a )?(?:wall|plug|socket))';
/** Lying or waiting where a train or traffic comes. */
export const ON_THE_LINE =
  '(?:on|onto|between|across|along|in the middle of) (?:the |a )?(?:rails|railway(?: lines?| tracks?)?|train tracks?|tracks|level crossing|motorway|main road|busy road)';
/** A pill box by its look, and sweets that are pills. */
export const PILL_BOX =
  "(?:days of the week (?:box|case|tray)|pill (?:box|boxes|organi[sz]ers?|cases?|bottles?|pots?)|medicine (?:box|bottles?|cabinet|cupboard|bag|drawer)|(?:\\w+'s )?(?:handbag|bedside (?:table|drawer)) (?:pills|tablets))";
export const FIRE_MADE =
  '(?:strike|strikes|struck|striking|light|lights|lit|lighting|match|matches|lighter|candle|candles|flame|flames|sparkler|sparklers)';
export const HELD_TO =
  "(?:hold|holds|held|holding|put|puts|putting|touch|touches|touched|touching|wave|waves|waved) (?:it|them|the (?:\\w+ )?(?:match|matches|lighter|candle|flame|sticks?|sparklers?)) (?:up )?(?:to|against|under|near|next to|by|on) (?:the |his |her |my |their |our |mum's |dad's )?";
export const AEROSOL =
  "(?:nail (?:polish|varnish) remover|lighter fluid|petrol|perfume|hand sanitiser|hand sanitizer|hair ?spray|deodorant|body spray|aerosol|spray can|spray paint|air freshener|fly spray|bug spray|insect spray|(?:\\w+'s )?spray)";
export const AT_A_FLAME =
  '(?:at|into|through|over|on|onto|towards|toward|near) (?:the |a |an |some |our |my )?(?:\\w+ )?(?:candles?|flames?|lighter|match|fire|bonfire|campfire|cooker|hob|gas ring|fireplace|sparklers?)';
/** Rooms and hiding places where a fire is never lit. */
export const INDOORS =
  '(?:bedroom|bed|house|tent|room|wardrobe|cupboard|loft|attic|shed|car|den|playroom|classroom|living room|lounge|hallway|garage|caravan|treehouse|tree house|bathroom|kitchen floor|school)';
export const SHUT_IN_APPLIANCE =
  '(?:(?:old|big|empty|broken|spare|garage|chest|upright|abandoned|deep) )*(?:fridge|freezer|chest freezer|washing machine|tumble dryer|dryer|oven|car boot|boot of the car|trunk of the car)';
export const POWER_STATION =
  '(?:(?:power|electricity|electric) (?:sub ?)?stations?|substations?|transformers?|(?:electricity )?pylons?)';
