// The kinds the sexual and hate frames (sexual-and-hate-frames.ts) are read from, over lemmas: kissing
// told physically, a stranger's lure, grown-up things done or watched, a people named and what hate
// says of them. Word lists of kinds, not of sentences.
import { GRANDPARENTS } from './event-words.ts';
import { PEOPLE_NAMED } from './harm-frame-kinds.ts';

/** A people's nature told as the cause of a bad deed: "because that's just what they're like". */
export const TOLD_AS_NATURE =
  "(?:that|it|this)(?: be)? (?:just |simply |always )?(?:what|how) (?:they're|they be|they are|them|those people be|their lot be) (?:like|made|born)|(?:don't|do not|doesn't|does not|can't|cannot|never) feel (?:pain|hurt|it|cold) (?:like|the way|as much as|the same as|as) (?:we|us|you|normal|real|other|white)";
/** Deeds and states a people is blamed for when hate tells them as its nature. */
export const BLAMED_FOR =
  '(?:steal|cheat|lie|rob|scam|trick|beg|fight|smell|stink|dirty|lazy|mess|trouble|ruin|spit|nasty|mean|rude|violent|dangerous|feel pain|feel hurt|feel it|feel cold)';
/** Skin named as what marks a people. */
export const SKIN_NAMED =
  '(?:(?:dark|black|brown|white|pale|yellow|red)(?: |-)?skinned|(?:dark|black|brown|pale) skin)';
/**
 * Lips or mouths that meet another's: pressed together, put to someone's, meeting or touching; a
 * kiss told physically, not lips on a cup nor a finger to one's own lips.
 */
export const LIPS_MEETING =
  "(?:(?:press|push|squash|squish|mash|put|hold) (?:their|our|each other's|two) (?:mouth|mouths|lip|lips) together|(?:press|put|push|hold) (?:his|her) (?:lip|lips|mouth) (?:to|on|against|onto) (?!the |a |an )\\w+|(?:lip|lips|mouth|mouths) (?:meet|met|touch|touched|brush|brushed|find|found|press|pressed)(?! (?:the|a|an|its|my|your|our|some) ))";
/** Kept there: for ages, again and again, and neither pulling away. */
export const AT_LENGTH =
  "(?:long time|ages|forever|for ever|minutes|hours|(?:didn't|did not|don't|do not|never|not|won't) stop|again and again|(?:neither|nor|nobody|no one|not|never|didn't|did not|don't|doesn't|won't|wouldn't) (?:\\w+ ){0,3}?(?:pull|draw|drew|move|turn|step|break|broke) (?:away|back|apart))";
/** Lips touched, mouth to mouth; not a finger to one's own lips, nor lips rubbed together. */
export const TOUCHING_LIPS =
  '(?:touch|brush|bump|rub) (?:their |our )?(?:lips|mouths)(?! (?:with|to|against|on|together)\\b)';
/** Lying together in a bed, and the night it lasts. */
export const TOGETHER_IN_BED =
  '(?:(?:lie|lay|sleep|slept|spend the night|spent the night) together|(?:climb|get|crawl|slip) (?:in )?under the (?:blankets|covers|sheets|duvet) together|together in (?:the |a |his |her |their )?(?:\\w+ )?bed|in bed together)';
/** Lips pressed or touched while lying down together, in a tent or a bed. */
export const PRESSING_LIPS = '(?:touch|press|rub) (?:their )?(?:lips|mouths)';
export const LYING_TOGETHER =
  '(?:lie|lay|snuggle|cuddle|curl up) (?:down )?(?:together|in (?:the |a )?(?:tent|bed))';
export const ALL_NIGHT = '(?:all night|the night|bed)';
/** Someone pulled into a bed, and the light put out after. */
export const PULLED_INTO_BED =
  '(?:pull|drag|tug|draw|drew|invite|beckon|coax|lure) (?:\\w+ ){1,3}?(?:in|into|to) (?:her|his|their|the|a|my) (?:\\w+ )?bed';
export const LIGHT_GOING_OUT =
  '(?:(?:blow|put|snuff|pinch|turn|switch) (?:out|off) (?:the |a |her |his |their )?(?:candle|candles|light|lights|lamp)|(?:blow|put|snuff|pinch|turn|switch) (?:the |a |her |his |their )?(?:candle|candles|light|lights|lamp) (?:out|off)|(?:candle|candles|light|lights|lamp) (?:go|went) out)';
/** Family, pets, toys and bedtime stories: the company a child is pulled into bed for. */
export const BEDTIME_COMPANY = `(?:mum|mom|mummy|mommy|dad|daddy|${GRANDPARENTS}|brothers?|sisters?|cousins?|twins?|sons?|daughters?|baby|babies|teddy|teddies|bear|doll|dolls|toys?|puppy|puppies|kitten|kittens|dog|cat|pet|bunny|blanket|covers|duvet|quilt|story|stories|book|nightmare|storm|thunder)`;
/** What a stranger offers to get a child in or along: puppies, sweets, a lift, being mum's friend. */
export const LURE =
  '(?:puppy|puppies|kitten|kittens|bunny|bunnies|pony|ponies|sweet|sweets|sweetie|sweeties|candy|chocolate|chocolates|ice cream|present|presents|toy|toys|(?:mum|mom|mummy|mommy|dad|daddy) friend|drive (?:you|him|her|someone) home|(?:give|offer) (?:you|him|her|someone) a lift)';
export const STRANGER =
  "(?:stranger|strange|man|lady|woman|someone|somebody|person|(?:doesn't|does not|didn't|did not|don't|do not) know)";
export const GETTING_INTO_VEHICLE =
  '(?:(?:get|climb|hop|jump) (?:in|into)|come (?:and )?see|in the back|(?:come|go) with (?:him|her|them|me)|follow (?:him|her))';
export const VEHICLE = '(?:van|car|truck|lorry|minibus|caravan)';
/** More ways a people is named: by origin, skin, family or a wheelchair, and a race. */
export const PEOPLE_TOLD = `(?:${PEOPLE_NAMED} (?:characters?|shopkeepers?|bankers?|villagers|workers|pupils|students|classmates|neighbours?|couples?|race)|(?:white|black|brown|yellow) race|(?:people|kids|children|families|family|men|women) from (?:the )?(?:east|west|north|south|abroad|poland|china|africa|syria|somalia|romania|mexico|india|pakistan|refugee camp|other countries|another country|over there|(?:north|south|east|west) side(?: of town)?)|(?:boy|girl|kid|child|kids|children) with two (?:dads|mums|moms)|(?:people|kids|children|boys|girls|boy|girl|kid|child) in (?:a |the )?wheelchairs?|gays|(?:everyone|anyone|those|the ones|people|kids|children) with (?:dark|black|brown) skin|(?:dark|black|brown)(?: |-)?skinned (?:kids|people|children|family|families|workers|men|women|boys|girls|boy|girl))`;
/** What hate says a people is, deserves or should suffer, beyond the degrading words of a group. */
export const HATE_SAYS =
  "(?:bad people|want to hurt us|superior|inferior|sick in the head|wrong and sick|freaks?|(?:doesn't|don't|does not|do not|doesnt|dont) deserve|get rid of|(?:send|sent) (?:them |him |her )?back where|where they came from|(?:be|get) (?:put on (?:the |a )?trains?|take away|round up)|round up|all (?:they're|they be|they are) good for|(?:be|are) (?:the |all )?servants|greedy|(?:secretly )?control (?:all )?(?:the )?(?:money|governments?|banks|world|media)|liars|dirtier|punish|like a pet|(?:can't|cannot|can not) be trust(?:ed)?|all (?:steal|lie|cheat|rob))";
/** A people told as lesser by birth: "women are inferior", "boys are less than human". */
export const SEXES = '(?:girls?|wom[ae]n|lad(?:y|ies)|females?|boys?|m[ae]n|males?)';
export const DECLARED_LESSER =
  'be (?:all |just |naturally |really |so |always )?(?:inferior|lesser|subhuman|sub-human|less (?:than )?human|worth less than)';
/** Girls or women told as less: "too dumb to rule", "should stay in the kitchen". */
export const PUT_DOWN_BY_SEX =
  "(?:too (?:dumb|stupid|weak|silly|emotional) to|(?:stay|belong) in the kitchen|(?:shouldn't|should not|can't|cannot) be allow(?:ed)? to (?:vote|rule|lead|work|learn))";
/** Grown-ups' bedroom things, done, watched or told. */
export const GROWN_UP_THINGS = '(?:grown?(?: |-)?up|private|rude) (?:stuff|things)';
export const BED_OR_SECRET = "(?:room|bed|night|keep quiet|secret|not tell|don't tell)";
export const DONE_IN_BED =
  '(?:stuff|things|what) (?:married people|marry people|grown?(?: |-)?ups|couples|adults|mum and dad) do in bed';
export const BATHING_TOGETHER =
  '(?:in the (?:shower|bath) together|together in the (?:shower|bath)|(?:shower|bath) together)';
export const GROWN_UPS = '(?:grown?(?: |-)?ups?|adults|couple|man and (?:a )?woman)';
/** A wedding night or a couple's first, and nothing of it left out. */
export const WEDDING_NIGHT =
  '(?:(?:wedding|wed|honeymoon) night|(?:honeymoon|newlywed|just married) (?:couple|pair|suite)|newlyweds?|first night (?:together|married|of (?:the |their |his |her )?(?:honeymoon|marriage)|as (?:husband and wife|a married couple|newlyweds)))';
export const NOTHING_LEFT_OUT =
  "(?:(?:nothing|no part|no bit|not a thing|not one thing) (?:be |is |are |get |gets )?(?:skip|skipped|left out|leave out|miss|missed|miss out|cut|cut out|fade|hide|hidden)|(?:skip|leave out|cut|hide|miss out) nothing|(?:don't|do not|no) (?:skip|skipping|fade|fading|cut away|cutting away)|every (?:detail|bit|second|moment|minute|part)|in (?:full |great |lots of )?detail|uncensored|uncut|all the details)";
/** …or asked for again, "properly" this time, "not just the dancing". */
export const TOLD_IN_FULL = `(?:${NOTHING_LEFT_OUT}|describe|everything|properly|not just (?:the )?\\w+)`;
/** Someone's body described or shown (the tagger may leave "describes" a noun): "describes her chest". */
export const BODY_DESCRIBED =
  '(?:describes?|shows?|zooms? in on) (?:\\w+ )?(?:their|her|his) (?:bodies|body|chest|curves|bum|bottom|boobs)';
/** …with nothing on, while changing, or in full. */
export const BARE_OR_CHANGING = `(?:${NOTHING_LEFT_OUT}|nothing on|no clothes|undress|change|changing|locker room|changing room|shower)`;
/** A love scene, and the words that ask for it hot. */
export const LOVE_SCENE =
  '(?:love|romance|romantic|kissing|bedroom|intimate|sex|sexy) (?:scene|scenes|story|stories|bit|part|chapter)';
export const STEAMY =
  '(?:steamy|spicy|raunchy|saucy|explicit|racy|sultry|x-rated|hot and heavy|18\\+)';
/** A child danced with slowly, or told to dress shorter or tighter, by a grown-up. */
export const DRESSED_FOR_SOMEONE =
  '(?:slow dance|(?:wear|put on) (?:\\w+ ){0,2}?(?:shorter|tighter|smaller|sexier|skimpier|revealing|short skirt|tight))';
