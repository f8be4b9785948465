// Harmless idioms and play that contain a kept word, in their fixed shapes: a grown-up who "will
// kill me" over mud, a joke that "killed him", a match or a test that was "a massacre", a level
// "murdered", hunger "to death", a puppy that is "the bomb", a rocket that "shoots higher", rolled-up
// socks, a ghost in a sheet. They are taken out with the other harmless phrases
// (context-allowances.ts), so the rest of the sentence is still judged: "Dad will kill me if I tell"
// and "we crushed the kitten" still count.
import { GRANDPARENTS } from './event-words.ts';

const GROWN_UP = `(?:mum|mom|mummy|mommy|mama|mam|ma|dad|daddy|papa|pa|${GRANDPARENTS}|teacher|miss|sir|coach|sister|brother|auntie|aunt|uncle|she|he)`;
/** A grown-up who will: "Mama will", "my mom's gonna", "she'll". */
const GROWN_UP_WILL = `${GROWN_UP}(?:'s| is| was)? (?:going to|gonna|will|would|'ll)|${GROWN_UP}'ll`;
/** Telling on someone: a threat "if you tell" is never a mishap. */
const TELLING =
  '(?:tell|tells|told|say|says|said|speak|talk|scream|shout|call|report|run away|go to)';
const LAUGHING =
  '(?:jokes?|funny|laugh(?:s|ed|ing)?|giggl(?:e|es|ed|ing)|hilarious|silly|lol|haha)';
const NO_JOKE =
  '(?:help|police|not a joke|no joke|not joking|hurt|knife|gun|blood|chok|strangl|really dead)';
const SPORTS =
  '(?:hockey|volleyball|netball|rugby|cricket|baseball|rounders|dodgeball|football|soccer|basketball|tennis|badminton|chess|uno|cards|monopoly|mario ?kart|fortnite|minecraft|roblox|quiz|spelling|maths|math)';
/** What is done well or badly and called "murdered", "killed" or "bombed": a level, a note, a test. */
const FEATS =
  '(?:level|levels|boss level|high notes?|top notes?|notes?|solo|song|songs|dance|routine|test|tests|exam|exams|quiz|spelling test|audition|speech|lines|exam paper)';
const PRAISED_EVENT =
  '(?:assembly|party|show|concert|performance|trip|ride|day|game|match|gig|sleepover|disco|film|movie|dance|song|trick|goal|outfit)';
const COSTUMED =
  '(?:vampires?|zombies?|ghosts?|monsters?|witch(?:es)?|werewolf|werewolves|skeletons?|mummy|mummies)';

export const IDIOM_ALLOWANCES: readonly string[] = [
  // A telling-off to come, in the old saying: "she'll have my guts for garters".
  '(?:have|has|had|having) (?:my|your|his|her|our|their) guts for garters',
  // A cross grown-up over a mishap to come; a threat over telling stays.
  `(?:${GROWN_UP_WILL}) (?:kill|murder) (?:me|us)(?= (?:if|when) (?:i|we|she|he|they)(?:'m|'re| am| are| is| sees?| finds?)? (?!(?:\\w+ )?${TELLING}))`,
  "(?:i'll|i will|you'll|you will|he'll|he will|she'll|she will|it'll|it will|that'll|that will|they'll) be the death of (?:me|him|her|us|them)",
  // Laughter that "killed" or "slays" the one laughing.
  `(?<=${LAUGHING}[^.]{0,40})(?:nearly |almost |totally |just |always |literally )?(?:(?:killed|kills|kill|killing|slay|slays|slayed|slaying) (?:me|us)(?= *(?:$|[.,!?;:])| every time| lol)|(?:killed|kills|kill|slay|slays|slayed) (?:me|us|him|her|them|everyone)(?=[^.]{0,40}(?:${LAUGHING}))|(?:killed|slayed|slay)(?= *(?:$|[.,!?;:])))(?![^.]*${NO_JOKE})`,
  `(?:nearly |almost )?(?:killed|kills|kill) (?:me|him|her|us) (?:\\w+ ){0,2}(?:was |were |is )?(?:laughing|laughed|laugh) so (?:much|hard)`,
  `(?:riddles|jokes|puns|memes|cartoons|comics) (?:kill|slay) (?:me|us)`,
  // A heavy win or loss in a game, by its score or its sport.
  `(?:crushed|thrashed|slaughtered|hammered|destroyed|annihilated|smashed|massacred|murdered|killed) (?:them|us|you|him|her|everyone|the other team) (?:\\w+ ){0,2}?(?:\\d+ ?(?:-|to|nil|nothing)? ?\\d+|at ${SPORTS})`,
  `(?:match|game|test|exam|quiz|final|race|round) (?:\\w+ ){0,3}?(?:a |an )?(?:total |complete |absolute |real )?massacre`,
  // A level or a song "murdered", a test to "bomb": done very well or very badly.
  `(?:murder|murders|murdered|murdering|kill|killed|killing|slay|slayed|slaying|smash|smashed|smashing|bomb|bombed|bombing|nail|nailed) (?:that |the |this |my |his |her |our |every |each )?(?:\\w+ )?${FEATS}\\b`,
  `${PRAISED_EVENT} (?:was|is|were|are|'s) (?:\\w+ )?killer`,
  `(?:is|'s|are|was|were) (?:so |totally |just |really )?the bomb(?= *(?:$|[.,!?;:]|and\\b|he\\b|she\\b|it\\b|they\\b))`,
  // Hunger, cold and nerves told big.
  `(?:i'm|im|i am|we're|we are|i was|we were|i'll|i will|(?:says|said|moans|moaned|cries|cried|shouts|shouted) (?:he's|she's|he is|she is|they're|they are)) (?:literally |absolutely |just |so |nearly )?starving to death`,
  '(?:nearly|almost) (?:died|die|dying) of (?:cold|embarrassment|boredom|shock|fright|hunger|thirst|heat|excitement)',
  // A grown-up's game of eating a child up, or being eaten out of house and home.
  `(?:${GROWN_UP_WILL}) eat (?:me|you|us|him|her|them) (?:all )?up`,
  'eat (?:me|you|us|him|her|them) out of house and home',
  // Play and toys: a toy cannon's socks, a board game's roll, a thing shot at a fridge.
  'rolled(?: |-)up (?:socks?|newspapers?|towels?|sleeves|trousers|jeans|maps?|posters?|magazines?|blankets?|mats?|carpets?|rugs?|sleeping bags?|pancakes?|wraps?|sheets?)',
  'roll (?:a|the) (?:double|dice|die|six|one|two|three|four|five|number)',
  '(?:shoot|shoots|shot) (?:them|it) at (?:the |a |my |our )?(?:fridge|fridge door|door|wall|target|board|ceiling|cans?|bottles?)',
  '(?:fake|pretend|toy|plastic|cardboard) (?:laser |ray |space )?(?:guns?|blasters?)',
  '(?:sword |pirate |pillow )?fights? with (?:\\w+ )?(?:pool noodles|noodles|foam swords|pillows|cushions|balloons)',
  '(?:nobody|no one|no-one) (?:ever )?(?:gets?|got|is|was) hurt',
  "bang,? bang,? (?:you're|youre|you are) (?:a|an) (?!(?:dead|corpse|goner)\\b)[a-z]+",
  `(?:be|am|'m|was|wear|wears|wearing|wore|dress as|dressed as|go as|going as) (?:a |an |my |his |her )?(?:\\w+ )?${COSTUMED}(?: (?:cape|costume|mask|teeth|fangs|outfit|hat|suit))?(?= (?:with|in|and) (?:a |an |my |some |fake )?(?:sheet|cape|costume|mask|fake teeth|fangs|face paint|eye holes))`,
  `${COSTUMED} (?:cape|costume|mask|outfit|suit)`,
  '(?:box|cardboard|paper|costume|pumpkin|snowman|teddy|doll|lego) heads? (?:\\w+ ){0,2}(?:falling|fall|falls|fell) off',
  // Things that bang or shoot that are no weapon: thunder, a washing machine, a rocket.
  '(?<=(?:boom|bang|bangs|banged|banging|rumble|rumbles|rumbled|crash|crashes|shakes|shook) (?:\\w+ )?)like (?:a |an )?(?:bomb|monster|drum|cannon|giant)',
  '(?:shot|shoots|shoot) (?:me|him|her|us|them) a (?:\\w+ )?(?:look|glance|smile|grin|wink)',
  '(?:rocket|rockets|fountain|water|jet|geyser|sprinkler|firework|fireworks|volcano|cork) (?:\\w+ )?(?:shoots?|shot|shooting) (?:up|high|higher|out|into|straight|water|sky)',
  '(?:raid|raids|raided|raiding) (?:the |our |a |my )?(?:bird feeder|fridge|biscuit tin|cookie jar|cupboard|pantry|larder|sweet tin|snack drawer|bins?)',
  'beat (?:\\w+ ){0,2}?(?:egg whites|eggs|cream|batter|mixture)(?: (?:till|until) (?:they|it) (?:go|goes|are|is|turn) (?:stiff|fluffy|thick|frothy)(?: and \\w+)?)?',
  '(?:locked|locks|lock) (?:me|him|her|us|them) out of (?:her|his|my|their|our|the) (?:room|bedroom|house|den|fort|treehouse|car)',
  '(?:died|die) (?:like |about |nearly |almost )?(?:two|three|four|five|six|seven|eight|nine|ten|\\d+|so many|loads of|a million) times',
];
