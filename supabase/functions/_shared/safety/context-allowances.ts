// Harmless phrases that contain a kept word: a butter knife, a killer whale, a blood orange.
// They are taken out of the text before it is judged, so the rest of the sentence still counts
// ("stab him with a butter knife" is still refused for "stab").
import { BODY_ALLOWANCES } from './body-allowances.ts';
import { GRANDPARENTS } from './event-words.ts';
import { IDIOM_ALLOWANCES } from './idiom-allowances.ts';

/** Telling on someone: a threat "if you tell" is never a mishap to come. */
const TELLING =
  '(?:tell|tells|told|say|says|said|speak|speaks|talk|talks|scream|screams|shout|shouts|call|calls|report|reports|run away|go to)\\b';
const SPORT_DEFEAT =
  '(?:slaughtered|thrashed|crushed|destroyed|killed|murdered|hammered|smashed|annihilated|massacred|demolished|battered|walloped)';

// Those who lost, when the sentence is about a game: "we got absolutely slaughtered" after "lost 5-0".
const DEFEATED = `(?:we|they|us|you|i|he|she)(?:(?:'re| are| were|'s| is| was) (?:going to|gonna|about to)|'ll| will| might)? (?:got|get|were|was|been|are|be) (?:absolutely |totally |completely |properly |so |well and truly )?${SPORT_DEFEAT}`;
const SPORT_TALK =
  '(?:team|match|game|coach|league|cup|final|tournament|score|scored|goals?|lost|points|\\d+ ?(?:-|to|nil) ?\\d+)';
const FAMILY = `(?:mum|mom|mummy|mommy|dad|daddy|${GRANDPARENTS}|teacher|sister|brother|auntie|aunt|uncle|she|he)`;
/** A grown-up who will: "Mum is going to", "Dad'll", "she'd" (the contraction joined to its word). */
const FAMILY_WILL = `${FAMILY}(?: (?:(?:was|is|will be|'s) )?(?:going to|gonna|will|would)|'s going to|'ll|'d)`;
/** Dishes and treats: what is "murdered" or "slaughtered" at a table is eaten up. */
const FOODS =
  '(?:[a-z]*cakes?|cookies?|brownies?|biscuits?|pizzas?|burgers?|sauce|curry|chocolate|puddings?|dessert|pies?|tarts?|waffles|pancakes|lasagne|lasagna|soup|smoothies?|fries|chips|nachos|tacos|muffins?|cupcakes?|doughnuts?|donuts?|chilli|chili|sandwich(?:es)?|spaghetti|pasta|noodles|sausages?|hot dogs?|ice creams?|sundaes?|sweets|popcorn|trifle|crumble|roast|dinner|breakfast|lunch|buffet)';
const PRAISED = `(?:smile|grin|look|outfit|dance|moves?|songs?|tune|recipe|${FOODS}|idea|joke|trick|shot|goal|serve|kick|trainers|shoes|(?:book )?reports?|essays?|projects?|presentations?|poems?|drawings?|paintings?|costumes?|models?|speech|answers?|homework|story|stories)`;
const LAUGHTER = '(?:jokes?|funny|laugh(?:s|ed|ing)?|giggl(?:e|es|ed|ing)|hilarious|silly)';
const KILLING_ME =
  "(?:you're|you are|you were|he's|she's|he is|she is|they're|they are|it's|it is|that's|that is) (?:(?:so|literally|actually|totally) )?killing (?:me|us)";
const NO_JOKE =
  '\\b(?:help|police|not a joke|no joke|not joking|hurt|hurting|knife|gun|blood|chok|strangl|scream)';
/** How much of a dish: "a whole tray of", "that last big". */
const SERVING =
  '(?:(?:that|the|a|an|this|those|these|our|my|his|her|their|your|all|whole|entire|every|last|of|tray|plate|plates|box|boxes|bowl|bowls|slice|slices|pan|pot|bag|big|giant|huge|massive|enormous|family|size|sized|second|third|helping) )*';
/** Games a grown-up or a sibling "kills" or "destroys" you at. */
const GAMES =
  '(?:uno|snap|chess|checkers|draughts|cards|monopoly|scrabble|cluedo|jenga|connect (?:4|four)|dominoes|bingo|board games|video games|games|mario ?kart|minecraft|fortnite|roblox|tennis|ping pong|table tennis|badminton|football|soccer|basketball|volleyball|netball|rugby|hockey|cricket|baseball|softball|handball|dodgeball|rounders|lacrosse|water polo|darts|pool|bowling|hide and seek|tag|go fish|crazy eights|trivia|quizzes|spelling|maths|math|racing|every game)';
const TASKS =
  '(?:game|match|final|team|balloon|snowball|pillow|nerf|homework|test|exam|race|contest|competition|tournament|debate|spelling|quiz|sale|season|half|round|project|audition|practice|training|cleaning|tidying|chores)s?\\b';
const GUNS_BLAZING = '(?:with )?(?:all )?(?:(?:her|his|their|our|my) )?guns blazing';
/** Things with a battery, which die and go dead. */
const DEVICES =
  "(?:phone|phones|tablet|ipad|laptop|computer|battery|batteries|torch|flashlight|remote|controller|gameboy|game boy|switch|kindle|watch|robot|toy|car battery|headphones|speaker|walkie talkie|camera|calculator)(?:'s battery)?";
const FEELING =
  '(?:nervous|scared|embarrassed|bored|excited|hungry|tired|thirsty|hot|full|shy|giddy|happy)';
const COSTUMED =
  '(?:vampires?|zombies?|ghosts?|monsters?|witch(?:es)?|werewolf|werewolves|skeletons?)';
const COSTUME_SIGN =
  '(?:plastic|face paint|halloween|costume|mask|dress(?:ed|ing)? up|fancy dress|trick or treat|make ?up|fangs|school play|party)';
const HARD_THING =
  '(?:test|exam|quiz|homework|maths|math|spelling|hill|climb|walk|hike|run|race|lesson|match|level|puzzle|question|workout|practice|training|journey|week|day|it|that|this)';
const FLOPPING =
  '(?:jokes?|show|shows|film|films|movie|movies|play|plays|songs?|album|act|gig|plan|plans|test|idea|ideas|speech|puns?|performance|party|trick|tricks)';
const COLOURS = '(?:(?:bright|dark|deep) )?(?:red|crimson|scarlet|ruby|maroon)';

// A play on a stage ("the class play") is not a wrapper: its play is what makes the deed pretend.
const TOLD =
  '(?:stor(?:y|ies)|tales?|poems?|comics?|books?|(?<!(?:class|school|nativity|christmas|drama|end of term|end of year) )plays?|songs?|adventures?|fairy ?tales?|bedtime stor(?:y|ies))';
const REQUEST_WRAPPER = `(?:(?:please |pls |now )?(?:write|make|tell|create|do|give|invent|imagine|think of|come up with|i want|i'd like|we want)(?: me| us| my class)? (?:a |an |another |one more |the |my |our )?(?:(?:short|long|little|funny|silly|sad|happy|scary|spooky|exciting|cool|new|bedtime|good) )*${TOLD}(?: (?:about|where|in which|with|of|that has|that is about|for me about))?|(?:in|for|of) (?:my|our|this|the|a|your) (?:\\w+ )?${TOLD}(?: (?:about|where))?|(?:a|an|another) (?:(?:short|funny|silly|sad|happy|scary|new|bedtime) )*${TOLD} (?:about|where|in which)|(?:write|tell|make) (?:about|me about))`;

const ALLOWED_PHRASES: readonly string[] = [
  '(?:water gun|water pistol|squirt gun|nerf gun|nerf|toy gun|toy sword|foam sword|laser tag|paintball) (?:fights?|battles?|wars?|duels?)',
  '(?:play(?:s|ed|ing)?|pretend(?:s|ed|ing)? to be|act(?:s|ed|ing)?|fake(?:s|d)?|faking|playing) dead',
  // A request's opening ("can you write about a…"): what is asked for is judged on its own.
  '(?:can|could|would|will) you (?:please )?(?:write|tell|make|do)(?: me| us)?(?: (?:a|an|another) (?:story|poem|tale|book|comic))?(?: (?:about|where|with|of))?',
  // Any request's wrapper ("write a story where…", "make a funny tale about…", "in my story"):
  // only what happens in it is judged, so the wrapper's words never count for or against.
  REQUEST_WRAPPER,
  // A goodbye to someone who is moving away or leaving, not a farewell before harm.
  'goodbye (?:cards?|letters?|notes?|messages?|party|parties|presents?|gifts?|songs?)(?=[^.]{0,50}\\b(?:moving|moves|moved|leaving|leaves|retiring|going away|new (?:school|house|home|job|town|country)))(?![^.]{0,80}(?:for good|forever|for ever|this world|never (?:come|coming|see)))',
  // A word said in play: "when Dad says bang", "shouts pow".
  '(?:says?|said|saying|shouts?|shouted|shouting|yells?|yelled|yelling|goes|went) (?:bang|pow|kapow|boom|pew pew|pew|zap|bang bang)',
  // Beaten at a game: "Grandma kills me at Uno".
  `(?:kills?|killed|killing|destroys?|destroyed|murders?|murdered|slaughters?|slaughtered|thrashes|thrashed|crushes|crushed|annihilates|annihilated) (?:me|us|him|her|them|you|everyone|everybody) (?:\\w+ )?(?:at|in) ${GAMES}`,
  // Smells and looks told big: "the sock smelled like death", "I feel like death warmed up".
  '(?:smell(?:s|ed|t|ing)?|stinks?|stank|stunk|looks?|looked|looking|feels?|felt|feeling|tastes?|tasted) like death(?: warmed (?:up|over))?',
  'death by chocolate',
  'dead on (?:his|her|my|their|our|your) feet',
  // Exasperation with a person or a pet: "that puppy will be the death of me". A thing that will
  // ("the poison will be the death of her") keeps its harm.
  "(?:he|she|you|they|(?:that|this|those|these|the|my|our|his|her|your|their) (?:\\w+ )?(?:boys?|girls?|kids?|children|child|twins|puppy|puppies|dogs?|cats?|kittens?|baby|toddler|brothers?|sisters?|sons?|daughters?|class|pupils|parrot|goat))(?:'ll| will| is going to| are going to|'s going to|'re going to) be the death of (?:me|him|her|us|them|you|(?:my|his|her|their|our|your|the) (?:poor )?\\w+)",
  'naked mole ?rats?',
  // A hug told big: "squeeze me to bits".
  '(?:squeeze|squeezes|squeezed|squeezing|squish|squishes|squished|squishing|hug|hugs|hugged|hugging|cuddle|cuddles|cuddled|cuddling|kiss|kisses|kissed|kissing) (?:me|him|her|us|them|you) (?:all )?(?:to bits|to pieces|to smithereens)',
  // An idiom of going at something hard, in a game, a task or a contest; at a school or a crowd it stays.
  `(?<=${TASKS}[^.]{0,60})${GUNS_BLAZING}`,
  `${GUNS_BLAZING}(?=[^.]{0,60}${TASKS})`,
  // A boast of strength against a fairy-tale beast: "so strong he could knock out a dragon".
  '(?<=(?:strong|tough|brave|big|mighty|fierce)[^.]{0,40})(?:could|can|would) (?:knock out|beat|lift|wrestle|arm ?wrestle|flip|punch|beat up) (?:a |an |the )?(?:\\w+ )?(?:dragon|giant|troll|ogre|monster|bear|gorilla|elephant|lion|dinosaur|t ?rex)s?',
  // A machine that "eats" socks: the vacuum attacked my socks and ate them.
  '(?:vacuum(?: cleaner)?|hoover|washing machine|tumble dryer|dryer|printer|dishwasher|robot vacuum|roomba|shredder|photocopier) (?:\\w+ )?(?:attacked|attacks|ate|eats|eating|swallowed|swallows|gobbled|gobbles|chewed|chews|munched|munches|sucked|sucks)(?: up)? (?:my|his|her|our|the|their|your|a|all the|all my)(?: \\w+)? (?:socks?|homework|paper|papers|toys?|lego|legos|shoes?|laces|cables?|ribbons?|crumbs|pens?|pencils?|drawings?|money|coins|buttons|earrings?|hair ties?)(?: and (?:ate|eats|swallowed|swallows|gobbled|chewed|sucked) (?:them|it)(?: (?:up|all))?)?',
  // A device's battery running out: "Mum's phone is about to die".
  `${DEVICES} (?:is |was |'s |are |were |went |keeps |kept )?(?:about to |going to |gonna |nearly |almost |just )?(?:die|dies|died|dying|dead)`,
  '(?:died|dying|dies|die) (?:of |from )?laugh(?:ing|ter)',
  // Laughing or working so hard it nearly did someone in: the "nearly" is the joke, not a harm.
  '(?<=(?:laugh|laughed|laughing|giggled|giggling)(?: so (?:much|hard))?(?: that)? )(?:i|he|she|we|they|you) (?:nearly|almost) (?:died|cried|burst|exploded|wet (?:myself|himself|herself|ourselves|themselves))',
  // Only after a chore, a game or a cheer: "he hit her until her arm nearly fell off" keeps its harm.
  '(?<=(?:whisk|whisked|whisking|whip|whipped|whipping|stir|stirred|stirring|mix|mixed|mixing|knead|kneaded|kneading|scrub|scrubbed|scrubbing|clap|clapped|clapping|wave|waved|waving|write|wrote|writing|dance|danced|dancing|row|rowed|rowing|paddle|paddled|paddling|dig|dug|digging|drum|drummed|drumming|cheer|cheered|cheering|practise|practised|practice|practiced|practising|practicing)[^.]{0,40})(?:until|till|til) (?:my|his|her|their|our|your) (?:arms?|legs?|hands?|fingers|feet|wrists?) (?:nearly|almost) (?:fell|fall) off',
  'dying for (?:a|an|some|the)',
  '(?:feet|legs|back|head|shoes|boots|tummy|knees|arms|homework|maths|math|spelling|test|exam|suspense|waiting|wait|heat|noise|music|puzzle|joke|jokes) (?:are|is|were|was) killing (?:me|him|her|us|them)',
  '(?:test|exam|homework|walk|hike|traffic|climb|run|race|journey|day|week|lesson|practice) (?:was|is) (?:pure |sheer |absolute )?murder',
  '(?:scared|frightened|terrified|bored|worried|tickled) (?:(?:me|him|her|us|them|you) )?(?:half )?to death',
  '(?:would|could) (?:kill|die) for (?:a|an|some|the)',
  'kill(?:s|ed|ing)? two birds with one stone',
  'dead (?:serious|right|keen|lucky|funny|good|slow|fast)',
  'shot (?:us|me|him|her|them|you) a (?:look|glance|smile|grin|wink)',
  'break a leg',
  // Idioms of courage and of making friends: "bite the bullet", "break the ice" on a first day.
  'bit(?:e|es|ing)? the bullet',
  '(?:break|breaks|breaking|broke) the ice(?! (?:on|of|over|in|at) (?:the |a )?(?:pond|lake|river|canal|puddle|water|reservoir))',
  'shake(?:s|n)? hands|shook hands',
  // A hug: "she flung her arms around her grandma".
  '(?:throw|throws|threw|thrown|throwing|fling|flings|flung|flinging) (?:his|her|their|my|our|your) arms (?:around|round)',
  '(?:hang|hangs|hung|hanging) (?:(?:her|his|their|the|a|my|your|our|its) [a-z]+ )?(?:up|out)',
  // Drooping or shame: sunflowers and sulking children "hang their heads".
  '(?:hang|hangs|hung|hanging) (?:her|his|their|my|your|our|its) heads?',
  // Coats, washing or pictures "hung them up", told just before.
  '(?<=(?:coats?|jackets?|clothes|washing|laundry|towels?|socks|pictures?|paintings?|decorations?|lights|stockings|bags?|hats?|scarves|posters?|drawings?)[^.]{0,40})(?:hang|hangs|hung|hanging) (?:them|it) (?:up|out)',
  '(?:needs?|needed|needing|give|gives|gave|giving|lend|lends|lent|lending) (?:me |us |him |her |them |you )?a (?:helping )?hand',
  'killed it',
  // A dish "murdered" or "slaughtered" is eaten up; a deed to anyone else in the sentence still counts.
  `(?:murdered|slaughtered|destroyed|demolished|annihilated|massacred|killed|smashed|obliterated) (?:totally |absolutely |completely )?${SERVING}(?:${FOODS}|songs?|tunes?|karaoke|poems?|lines|jokes?)`,
  // A craving: "I could murder a cup of tea"; "I could murder him" stays.
  '(?:could|would) murder (?:a|an|some|the)(?= )',
  // Laughing so much it "kills" the one laughing: "you're killing me with these jokes". A cry for
  // help or a joke denied after it ("it's not a joke") keeps the deed.
  `(?<=${LAUGHTER}[^.]{0,60})${KILLING_ME}(?![^.]*${NO_JOKE})`,
  `${KILLING_ME}(?=[^.]{0,60}${LAUGHTER})(?![^.]*${NO_JOKE})`,
  // Doing too much at once, and the rope game of pulling.
  'bit(?:e|es|ing)? off more than',
  'tugs? of war',
  // Pricking food or a pastry with a fork is cooking; the insult is a noun with nothing pricked.
  'prick(?:s|ed|ing)?(?= (?:the|a|an|some|all|each|every|its|their|his|her|my|our|your|them|it|holes?|lots|over)\\b)',
  'prick(?:ed|ing)',
  '(?:could|would) eat a horse',
  // Fondness and a grandmother's warning: "I could just eat you up", "you'll catch your death of cold".
  '(?:could|can) just eat (?:you|him|her|them|me|us) (?:all )?up',
  '(?:catch|catches|caught|catching) (?:my|your|his|her|their|our|its|your) death(?: of cold)?',
  // What a costume vampire asks for in place of blood: "candy instead of blood".
  `(?<=${COSTUMED}[^.]{0,80})(?:instead of|rather than|not|no) (?:drinking |any )?blood`,
  '(?:butter|bread|cake|table|cheese|palette|putty) knife',
  'knife and fork',
  '(?:water|squirt|nerf|glue|foam|toy|bubble|staple|grease|cork|pop|cap|ping pong|confetti) ?guns?',
  'water pistols?',
  'water cannons?',
  '(?:confetti|glitter) cannons?',
  'cannon of confetti',
  'killer (?:whales?|bees?)',
  'killer (?:at|in) (?:chess|maths|math|football|soccer|tennis|spelling|cards|games|dodgeball)',
  // A hard thing called a killer: "the maths test would be a killer", "that hill is a killer".
  `${HARD_THING}(?: (?:\\w+ ){0,2}?(?:be|is|was|'s|will be|would be)|'s) (?:a |an )?(?:real |total |absolute |proper )?killer(?! (?:who|that|of|with))`,
  `${PRAISED} (?:was|is|'s|were|are) (?:\\w+ )?killer`,
  // A hard thing that "killed me": "that maths test absolutely killed me".
  `${HARD_THING} (?:\\w+ ){0,2}?(?:killed|kills|is killing|was killing) (?:me|us|him|her|them)`,
  // A cross grown-up after the mishap is told: "if I'm late again she'll kill me".
  `(?<=(?:if|when) (?:i|we)(?:'m| am| are|'re)? (?:\\w+ ){0,3}[^.]{0,20})(?:she|he|mum|mom|dad|they)(?:'ll| will|'s going to| is going to|'d| would) (?:kill|murder) (?:me|us)`,
  // Exasperation at a thing: "I'm gonna kill that remote".
  '(?:gonna|going to|will|could) (?:kill|murder|strangle) (?:that|this|the) (?:remote|printer|computer|laptop|phone|wifi|alarm clock|alarm|tv|telly|tablet)',
  'deadly (?:hot|spicy|boring|dull|serious|quiet)',
  // Shot or "killed" in a toy fight: nerf, laser tag, water pistols.
  '(?<=(?:nerf|laser tag|water (?:pistol|gun|balloon)s?|paintball|super soaker|water fight)[^.]{0,60})(?:got |get |gets |getting )?(?:shot|killed|hit|tagged)(?![^.]{0,50}\\b(?:real|actual|loaded)\\b)',
  '(?:shot|shoot|shoots|shooting|got shot) (?:\\w+ ){0,3}with (?:the |our |my |their |his |her )?(?:water (?:pistols?|guns?|balloons?)|nerf (?:guns?|darts?)|foam darts?|squirt guns?|super soakers?)',
  'sword ?fights? with (?:\\w+ )?(?:pool noodles|noodles|foam|cardboard|toy|plastic|wooden|balloon|paper)(?: \\w+)?',
  'blunt (?:swords?|foils?)',
  'fires? (?:its|the|a) cannons?(?=[^.]{0,40}(?:confetti|glitter|streamers|bubbles|paint|jelly|custard|flowers|sweets))',
  // A hand shot up to answer: the hand is the one's own and it goes up, nothing is fired.
  '(?:shot|shoots?|shooting) (?:her|his|their|my|our|your) hands? (?:straight )?(?:up|into the air)',
  'hands? (?:shot|shoots|shooting) (?:straight )?(?:up|into the air)',
  'knocked out (?:first|second|early|in the (?:first|second|next|last) round)',
  '(?:soldiers|people|those) who (?:died|fell) in (?:the |both )?(?:world )?wars?',
  'zombie tag',
  "(?:if|when) you (?:get|are|got) (?:tagged|caught|hit|out),? you(?:'re| are) (?:dead|out)",
  'jokes? killed me',
  "(?:knocked|knock|knocks) (?:them|'?em|us|you) dead",
  // Praise: a killer smile, a killer chocolate cake.
  `killer (?:\\w+ )?${PRAISED}`,
  // A grown-up cross about a mess: "Mum is going to murder me for getting mud on the carpet".
  `${FAMILY_WILL} (?:kill|murder) (?:me|us|you|him|her|them) for \\w+ing`,
  // …said and then laughed about: "Mum said she'll kill me if I do that again, then she laughed".
  `${FAMILY_WILL} (?:kill|murder) (?:me|us)(?=[^.]{0,80}${LAUGHTER})(?![^.]*${NO_JOKE})`,
  // …or over a mishap to come: "Mum will kill me if I'm late", "…if I get mud on my trainers".
  // A threat over telling ("if I tell anyone") is not a mishap and stays.
  `${FAMILY_WILL} (?:kill|murder) (?:me|us|you|him|her|them) (?:if|when) (?:i|we|you|he|she|they)(?:'m|'re| am| are| is)? (?!(?:\\w+ )?${TELLING})(?:\\w+ )?[a-z']+`,
  // A flop and a messy room: "his jokes always bomb", "looks like a bomb hit it".
  `(?:${FLOPPING} (?:\\w+ ){0,2}?|(?:always|usually|often|totally|completely) )(?:bomb|bombs|bombed|bombing)(?! (?:the|a|an|his|her|their|our|my)\\b)`,
  'like a bomb (?:hit|has hit|had hit|went off|has gone off|had gone off|exploded|landed)',
  '(?:scream|screamed|screams|screaming|yell|yelled|yells|yelling|shout|shouted|shouts|cry|cried|howl|howled) (?:bloody|blue) murder',
  // A joke or a song that slays has its audience laughing; nothing a joke does kills.
  `(?:${PRAISED}|act|performance|show|routine|punchline) (?:(?:totally|absolutely|completely|just|really|so) )?(?:slay|slays|slayed|slaying)`,
  // "she totally slayed", "you slayed it": praise, with nobody slain.
  '(?:totally|absolutely|completely|so|just) (?:slay|slays|slayed)(?= *(?:$|[.,!?;:]|it\\b))',
  'booby traps?',
  // A trap that catches a mouse alive to be let go, and food that slips out of its own skin.
  '(?:humane|live|catch and release|catch-and-release) (?:\\w+ )?traps?',
  '(?:pops?|popped|popping|slips?|slipped|slipping|squeezes?|squeezed|squeezing) (?:right |straight )?out of its (?:skin|skins|shell|peel|husk|pod)',
  // A little ache told as little: "my tummy hurt a little bit". Hurting someone a little still counts.
  `(?:hurt|hurts|ached|aches|stung|stings) (?:just |only )?(?:a (?:little|tiny|wee) bit|a (?:little|bit)|a tiny bit|slightly)`,
  '(?:bunny|rabbit) ears',
  // A toy or a torch that is dead for want of batteries.
  `(?<=(?:batteries|batterys|battery|charge|charger|power)[^.]{0,30})(?:was|is|went|goes|were|are) dead`,
  `(?:was|is|went|goes|were|are) dead(?=[^.]{0,30}(?:batteries|batterys|battery|charge|charger|plugged))`,
  // A child dressed as a ghost: "I was a spooky ghost in a sheet".
  `(?:i|we|me) (?:was|were|am|'m|are|be) (?:a |an )?(?:\\w+ )?${COSTUMED}`,
  `${COSTUMED} in (?:a|an|the|my|his|her|an old|a white|an old white) (?:sheet|sheets|pillowcase|duvet cover)`,
  // Nerves and embarrassment told big: "so nervous I thought I would die".
  `(?<=${FEELING}[^.]{0,40})(?:i|we|he|she|they) (?:thought|felt like) (?:i|we|he|she|they) (?:would|was going to|were going to|'d|could) die`,
  '(?:die|died|dying|dies) (?:of|from) (?:embarrassment|boredom|shame|excitement|happiness)',
  // So cute someone could eat them up.
  `(?<=(?:cute|adorable|sweet|gorgeous|lovely|scrumptious)[^.]{0,40})(?:could|would|want to|wanna) (?:just )?eat (?:him|her|them|you) (?:all )?up`,
  'shooting stars?',
  '(?:meteor|rain|april|snow|hail|sun) showers?',
  '(?:photo|film) shoots?',
  '(?:bamboo|bean|pea|green|new|tiny|little|potato) shoots?',
  'starting (?:guns?|pistols?|whistle)',
  'shoot(?:s|ing)? (?:some |the |a |my |his |her )?(?:hoops|ball|basket|baskets|goal|goals|puck|free throws?|penalt(?:y|ies)|three ?pointers?|lay ?ups?|jump shots?|photos?|pictures?|film|movie|video)',
  '(?:flu|booster|vaccine|great|good|nice|lucky|long|trick|best|penalty|free|winning|first|last|basketball|netball|goal) shots?',
  'shoots? and scores?',
  '(?:stopped|saved|blocked|missed) the shot',
  'shot (?:the|a) (?:ball|basket|goal|hoop|puck)',
  'blood (?:orange|red|moon|cells?|test|donor|type|vessels?)s?',
  'dead (?:end|ends|battery|batteries|leaves|flowers|plants|set|tired|heat|easy|quiet|still|last|center|centre|on (?:time|target|cue))',
  '(?:battery|phone|torch|flashlight|robot) (?:is|was|went) dead',
  '(?:died|dying|dies) out',
  '(?:dinosaurs?|mammoths?|dodos?|trilobites?)(?: \\w+){0,3} died',
  // Longing: "dying to ride it", "dying to have a go", but never a wish to be gone.
  "dying to (?!die|kill|hurt|harm|end|disappear|vanish|stop|be gone|be dead|go away|not\\b)[a-z']+",
  '(?:batteries|flowers|plants|leaves) (?:are|were) dead',
  'skeleton keys?',
  '(?:ghost|monster|vampire|zombie|skeleton|witch) (?:costumes?|masks?|stories|story|train)',
  '(?:costume|toy|cartoon|paper|sheet|cookie) (?:ghosts?|monsters?|vampires?)',
  '(?:dressed|dress|dresses) (?:up )?as a (?:ghost|vampire|zombie)',
  'as a (?:little |friendly |silly |tiny |pretend )?(?:ghost|vampire|zombie|monster)',
  '(?:ghost|monster|vampire)s? in (?:my|the|a|our|his|her) (?:book|story|film|game|cartoon|play|picture book|comic)',
  'friendly (?:ghosts?|vampires?|zombies?|monsters?)',
  '(?:pillow|snowball|food|water|tickle|bubble|foam|splash) (?:fights?|battles?|attacks?|wars?)',
  '(?:fruit|holes?) punch',
  'punch (?:line|lines|bowl|card)',
  'fought in the (?:big |great |last )?war',
  '(?:bath|glitter|paint|cherry|seed|chocolate|hot chocolate|cocoa|sugar|flavour|flavor|fizz|cake) bombs?',
  // Medicine: the nurse took some blood for a test.
  'blood (?:for|from) (?:a |the )?(?:test|check|checkup|check up)',
  `(?<=(?:nurse|doctor|dentist|hospital|clinic)[^.]{0,40})(?:took|take|takes|taking) (?:some )?(?:of )?(?:my|his|her|their|your|our) blood`,
  // A finger pricked on a spindle or a rose.
  'prick(?:s|ed|ing)? (?:(?:her|his|my|their|your|its|a) )?(?:own )?(?:fingers?|thumbs?|paws?|hands?)',
  // Costumes: a zombie with green face paint, a vampire with plastic teeth for Halloween.
  `${COSTUMED}(?=[^.]{0,50}${COSTUME_SIGN})`,
  `(?<=${COSTUME_SIGN}[^.]{0,50})${COSTUMED}`,
  'bullet (?:points?|train|journal)',
  'swords? (?:in|from) the stone',
  'sword ?fish',
  'bow ties?',
  'bows? and arrows? (?:target|practice|club)',
  'root beer',
  'ginger beer',
  'naked eye',
  'kill(?:ing)? time',
  '(?:take|took|have|had|make|made) a stab at',
  'heart attacks?',
  'haunted house ride',
  '(?:dick|richard) whittington',
  'moby dick',
  'cock a doodle doo',
  'cock(?:atoos?|erels?|pits?|er spaniels?|roach(?:es)?)',
  '(?:blue|great|coal|marsh|long tailed) tits?',
  'scotch eggs?',
  '(?:naan|nan) breads?',
  'hell(?:o|icopter)',
  'dam(?:s|n)? (?:across|on|of|in) the (?:river|stream|lake)',
  // Pretend gore: blood and wounds that are a costume's or a stage's, not a body's.
  '(?:fake|pretend|toy|plastic|stage|costume|ketchup|jam|face paint|red paint) (?:blood|bloody|wounds?|scars?|cuts?|guts)',
  '(?:bloody|bleeding|gory) (?:\\w+ )?(?:vampires?|zombies?|monsters?|mummy|mummies|costumes?|masks?) (?:\\w+ ){0,4}(?:ketchup|face paint|make ?up|costumes?)',
  // A heavy defeat in sport: a team slaughtered or thrashed, or by a score.
  `(?:team|side|club|squad)s? (?:(?:is|are|was|were|'s|'re) )?(?:(?:going to|gonna|about to|will|'ll|might) )?(?:got |were |was |are |get |be )?${SPORT_DEFEAT}`,
  `${SPORT_DEFEAT} (?:\\w+ ){0,3}\\d+ ?(?:-|to|nil) ?\\d*`,
  `(?<=${SPORT_TALK}.{0,80})${DEFEATED}`,
  `${DEFEATED}(?=.{0,80}${SPORT_TALK})`,
  // A little blood told as little: a graze or a paper cut that bled a tiny bit, a drop of blood
  // from a wobbly tooth. The deed that drew it (a push, a punch) is still judged on its own.
  `(?:bleed|bleeds|bleeding|bled) (?:just |only )?(?:a (?:little|tiny|wee) bit|a (?:little|bit)|a tiny bit|slightly)`,
  `(?:a |just a |only a )?(?:(?:tiny|little|wee) )?(?:bit|drop|dot|spot|speck)s? of blood`,
  // Colours that run: trees in autumn or a sock in the wash that bleed red colours.
  '(?:bleed|bleeds|bleeding|bled) (?:(?:bright|deep|red|orange|gold|golden|yellow|pink|purple|blue|their|its|all) )*(?:colou?rs?|dye|dyes|ink|paint)',
  // An animal's keen sense: "a shark can smell blood from far away".
  '(?:smell|smells|smelt|smelled|sense|senses|sensed|detect|detects) (?:a (?:single |tiny )?drop of |the |some )?blood (?:from|in the water|a mile|miles|far)',
  // A colour told by a simile: red as blood is a shade, not a wound.
  `(?:${COLOURS}) (?:as|like) (?:fresh |dried )?blood`,
];

const ALLOWANCE = new RegExp(
  `(?<![a-z0-9])(?:${[...ALLOWED_PHRASES, ...BODY_ALLOWANCES, ...IDIOM_ALLOWANCES].join('|')})(?![a-z0-9])`,
  'g',
);

/** Compounds that name an animal keep an animal in their place, so harm done to one still counts. */
const ANIMAL_COMPOUND = /^(?:killer (?:whales?|bees?)|sword ?fish)$/;

/** The text with every harmless phrase replaced by a neutral mark (or, for an animal, "whale"). */
export function removeContextAllowances(text: string): string {
  return text.replace(ALLOWANCE, (phrase) => (ANIMAL_COMPOUND.test(phrase) ? ' whale ' : ' ~ '));
}
