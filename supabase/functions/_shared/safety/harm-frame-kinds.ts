// The kinds a harm frame is read from (harm-frames.ts), written over lemmas, so every form of a verb
// is one word ("held", "holds", "holding" are all "hold"): deeds of force, living targets, outcomes of
// harm, wishes to be gone, grown-ups and children, groups of people and what degrades them, and the
// things children could copy. Word lists of kinds, not of sentences.
import { ANIMAL_WORDS, GRANDPARENTS, PERSON_WORDS } from './event-words.ts';
import { NOT_A_BEING } from './harm-scene-kinds.ts';

function anyOf(words: Iterable<string>): string {
  return `(?:${[...words].join('|')})`;
}

/**
 * A person or an animal, by its noun; names are read apart by their tags (judge-frames.ts). "her"
 * is left to each frame, since it is as often the owner of the next word ("her slipper").
 */
export const LIVING = anyOf(
  [...PERSON_WORDS, ...ANIMAL_WORDS].filter(
    (word) => !NOT_A_BEING.has(word) && !/^(?:i|you|u|ur|youre|we|it|her)$/.test(word),
  ),
);
export const PEOPLE_WORDS = anyOf(
  [...PERSON_WORDS].filter((word) => !/^(?:i|me|you|u|ur|youre|we|us|it)$/.test(word)),
);

/** Deeds of force or deprivation, as lemmas. */
export const FORCE =
  '(?:hold|press|push|shove|hit|beat|kick|punch|slap|burn|scald|lock|shut|trap|drown|dunk|choke|smother|suffocate|strangle|starve|poison|cut|stab|slash|leave|tie|tape|chain|trip|throw|drop|drag|squash|crush|squeeze|bang|slam|smash|twist|snap|break|bite|chew|whip|hurt|harm|injure|attack|stamp|sit on|pin|scratch|pinch|claw|scrape)';
/** What happens to a body that is harmed: it stops, goes still, cannot breathe, bleeds, never wakes. */
export const HARM_OUTCOME =
  "(?:stop (?:move|moving|breathe|breathing|beat|beating|kick|kicking|cry|crying|struggle|struggling|wriggle|wriggling)|(?:go|went|gone|turn|lie|lay|be|was|is) (?:all |very )?(?:limp|floppy|blue|purple|unconscious|black and blue)|until (?:he|she|it|they|someone) (?:go|went|lie|lay|be|was) (?:all |very |completely )?(?:quiet|still|cold|silent)|(?:can|could|cannot|can't|couldn't) (?:not |no longer )?breathe|never (?:wake|woke|come back|came back|move|moved|open)|(?:won't|will not|wouldn't|would not|didn't|did not|don't|do not) (?:ever )?(?:wake|woke|come back|move|breathe)|bleed|bled|bleeding|(?:in|with) blood|bruise|bruises|bruised|broken (?:bone|bones|arm|leg|neck|ribs)|pass out|passed out|black out|no food|nothing to eat|no water)";
/** An outcome that tells a death on its own, whoever it happens to. */
export const DEATH_SIGN =
  "(?:heart (?:had |has )?(?:stop|stops|stopped)(?: beat| beating)?|stop breathe|stopped breathing|stop breathing|(?:sheet|blanket) over (?:his|her|their) (?:face|head)|never (?:wake|woke) up|(?:won't|will not|wouldn't|would not|didn't|did not) (?:ever )?(?:wake|woke) up(?: again)?|never (?:come|came) back (?:up|home|alive)|(?:name|names) (?:carve|carved|written|cut) on (?:the |a |her |his )?(?:\\w+ )?(?:stone|gravestone|headstone)|drowning|drowned|(?:a|the) drown(?:ing)?)";
/**
 * A death told as what became of someone, with no word of dying: gone stiff, never got up again,
 * gone to heaven, a last breath. A body part or a thing gone stiff (legs, jelly, peaks) is not.
 */
export const DEATH_RESULT =
  "(?:(?<!(?:leg|legs|arm|arms|back|neck|knee|knees|finger|fingers|muscle|muscles|shoulder|shoulders|hand|hands|foot|feet|toe|toes|fur|hair|shirt|jeans|sock|socks|towel|clothes|paint|glue|dough|jelly|cream|peak|peaks|egg|eggs|white|whites|mixture|batter) )(?:go|turn|lie|find (?:it|him|her|them)) (?:all |so |very |cold and |still and )?stiff(?! with)|(?:didn't|did not|doesn't|does not|don't|won't|wouldn't|couldn't|could not|not|never) (?:ever )?get up again(?! until| when| after)|never (?:move|breathe|wake|swim|fly|stir|twitch|purr) again|(?:didn't|did not|doesn't|does not|won't|will not) (?:ever )?(?:rise|stir|move|swim|breathe) again|(?:go|be) (?:up )?to heaven|in heaven now|pass away|(?:take|breathe) (?:his|her|its|their) last(?: breath)?|last breaths?|deathbed|(?:go|went) to sleep forever|no longer alive|(?:face|lips) (?:go|turn) (?:grey|gray|blue|white and cold))";
/** Someone wishing, planning or trying. */
export const WISHING =
  '(?:want|wants|wanted|wish|wishes|wished|plan|plans|planned|try|tried|decide|decided|hope|hoped|going to|gonna|would rather|will|wanna)';
/** Being gone for good, in any wording. */
export const BEING_GONE = `(?:(?:disappear|vanish)(?! (?:into|behind|under|inside|round|around|up|down|through|from|for an?))|(?:life|it all) (?:to )?be over|end things|unalive[sd]?|stop exist|stop existing|not exist|not be here|not be alive|be gone|be dead|die|not wake|never wake|sleep forever|go to sleep forever|end it all|end it|end everything|never be born|not be born|go away forever|leave forever|unalive|be with ${GRANDPARENTS} in heaven|not be around)`;
/** Pain inside that someone wants ended. */
export const INNER_PAIN =
  '(?:sad|bad|sadness|hurt|hurting|pain|dark|empty|lonely)(?: (?:feeling|feelings|thought|thoughts|inside))?';
export const FOREVER = '(?:forever|for good|for ever|for always|never come back|all stop)';
export const REFLEXIVE_HARM =
  '(?:himself|herself|themselves|myself|yourself|(?:his|her|their|my|your) own (?:head|arm|arms|wrist|wrists|skin|leg|legs|face|hair|hand|hands|body|tummy|stomach))';
/** A thing readied to hurt someone, and someone sought. */
export const MADE_TO_HURT =
  '(?:sharpen (?:\\w+ ){1,3}?(?:into|to) (?:a )?(?:point|spike)|(?:hunting|shooting) (?:gear|kit|stuff|things)|load (?:it|the gun|the rifle)|(?:broken|sharp|jagged) (?:end|edge|bottle|glass))';
export const SEEKING =
  '(?:look for|wait for|wait by (?:the |a )?\\w+ for|go after|go for|hunt for|hunt down|come for|sneak up on|lie in wait for|follow)';

/** Harm to oneself meant, not an accident: on purpose, until, whenever a feeling comes. */
export const ON_PURPOSE =
  '(?:on purpose|until|till|whenever|every time|each time|when (?:he|she|i|they|you) (?:feel|get|be|is|was|am|are)|to feel|so (?:no one|nobody)|to punish|because (?:he|she|i|they) (?:feel|hate|be|was|is|am))';

/** Farewells that close a life: goodbye letters, one's things given away; both together are final. */
export const FAREWELL_NOTE =
  '(?:goodbye (?:letter|letters|note|notes|message|messages)|write goodbye|say goodbye to (?:everyone|everybody|all))';
export const GIVING_AWAY =
  '(?:give away (?:all |every )?(?:of )?(?:his|her|their|my) (?:toy|toys|thing|things|stuff|game|games|book|books|teddy|teddies|favourite))';
export const FAREWELL = `(?:${FAREWELL_NOTE}|${GIVING_AWAY})`;
/** What makes a farewell ordinary: a move, a new school, the end of term, a clear-out. */
/** Why someone chose to go, told in a farewell: "explaining why she chose to go". */
export const CHOSEN_GOING =
  '(?:why|because|that) (?:i|he|she|they|someone) (?:choose|decide|have|need|want|had|must) to (?:go|leave|do it|be gone|not be here)(?! (?:to|on|for|home|back|away to))';
export const ORDINARY_LEAVING =
  '(?:move|moving|new (?:school|house|home|town|country)|end of (?:term|the year|year)|holiday|charity|jumble|car boot|grown out|too old for|spain|france|australia|abroad)';
/** What makes a farewell final: tonight, for good, not needed after, a height or water to go to. */
export const FINALITY =
  "(?:tonight|forever|for good|(?:won't|will not|wouldn't|not) need|never see|one last|end it|ending it|before (?:end|ending)|top of|top floor|edge|bridge|roof|sea|lake|river|jump|step off|walk into)";
/** Weighted to sink: stones in the pockets. */
export const WEIGHTED =
  '(?:(?:stone|stones|rock|rocks) in (?:his|her|their|my) (?:\\w+ )?(?:pocket|pockets)|(?:fill|fills|filled) (?:his|her|their|my) (?:\\w+ )?(?:pocket|pockets) with (?:stone|stones|rock|rocks))';
/** A high place to step off. */
export const HEIGHT =
  '(?:edge|roof|bridge|cliff|balcony|ledge|top floor|top of|car park|multi storey)';
/** Why someone steps off a height told as a wish to be gone, not a game. */
export const GONE_REASON =
  '(?:sad|nobody|no one|no-one|decide|happier|better off|better without|miss (?:him|her|me|them)|forever|car park|multi storey|goodbye|tonight|end it|deserve)';
/** A cord tied to a high point, or a head through it. */
export const CORD = '(?:belt|tie|rope|scarf|dressing gown|cord|sheet|lead|string)';
export const HIGH_POINT =
  '(?:wardrobe|bunk|beam|banister|ceiling|hook|door frame|stand on (?:a|the) chair|head through|top of the door)';
/** Hating oneself: the reason for hurting one's own body, however the hurt is done. */
export const SELF_HATRED =
  "(?:hate|loathe|despise|can't stand|cannot stand) (?:himself|herself|themselves|myself|yourself)";
/** Hurt inside told as the reason for hurting one's own body. */
export const SELF_REASON = `(?:${SELF_HATRED}|because (?:he|she|i|they|someone) (?:feel|be) (?:so |really |very |too )?(?:bad|sad|awful|horrible|empty|angry|worthless|useless|stupid|ugly|numb)|to feel (?:something|better|calm|nothing)|to punish (?:himself|herself|themselves|myself)|deserve (?:it|to hurt)|until (?:it|everything) go (?:fuzzy|numb|quiet|dark|black))`;
/** One's own body, where self-harm is done. */
export const OWN_BODY =
  '(?:his|her|their|my|your) (?:own )?(?:head|arm|arms|wrist|wrists|skin|leg|legs|thigh|thighs|face|hand|hands|fist|fists|body|tummy|stomach)';
/** Marks made on one's own limb. */
export const MARKS_ON_LIMB =
  '(?:mark|marks|line|lines|cut|cuts|scratch|scratches|burn|burns|scar|scars|bruise|bruises) (?:on|into|in) (?:his|her|their|my|your) (?:own )?(?:wrist|wrists|arm|arms|leg|legs|thigh|thighs|skin|tummy|stomach)';
/** Kept from the people who would see: parents won't see, nobody will notice. */
export const UNSEEN =
  "(?:won't|will not|wouldn't|can't|cannot|not|never|nobody|no one|no-one) (?:\\w+ ){0,2}?(?:see|notice|find|know|spot)";
/** A harm covered with long sleeves. */
export const UNDER_SLEEVES =
  '(?:hide|cover) (?:\\w+ ){0,3}?(?:with|under|in|up) (?:long |baggy |her |his |their |my )*sleeves';
/** Going into deep water and not coming back out. */
export const INTO_WATER =
  '(?:walk|wade|go|step|swim) (?:straight |slowly |further )?(?:out )?into (?:the )?(?:\\w+ )?(?:sea|lake|river|water|waves|pond)';
export const NOT_COMING_BACK =
  "(?:doesn't|don't|didn't|does not|do not|did not|won't|wouldn't|not|never|no longer) (?:\\w+ ){0,2}?(?:come back|come out|return|turn back)";
export const ON_AND_ON =
  '(?:in (?:his|her|their|my) clothes|keep (?:walk|go|wade|swim)|at night|deeper and deeper|until the water)';
/** A mark on the body that is hidden. */
export const HIDDEN_MARKS =
  '(?:hide|hides|hid|hiding|cover|covers|covered) (?:up )?(?:the |all the )?(?:mark|marks|line|lines|cut|cuts|scar|scars|burn|burns)';
/** One's own limb or skin, where self-injury is done. */
export const OWN_LIMB =
  '(?:his|her|their|my|your) (?:own )?(?:wrist|wrists|arm|arms|leg|legs|thigh|thighs|skin|hand|hands|ankle|ankles)';
/** A sharp or hot thing. */
export const SHARP_OR_HOT =
  '(?:sharp|sharpener|blade|blades|razor|straightener|straighteners|iron|lighter|nail|nails|compass|scissors|glass|pin|pins|needle|hot)';
/** Done again and again, or in secret, when feeling bad: how self-injury is told. */
export const AGAIN_IN_SECRET =
  '(?:every night|every time|each time|whenever|until|so nobody|so no one|when (?:he|she|i|they) feel|bad mark|calm|punish|deserve|under the covers|in secret|toilets|under (?:his|her|my|their) (?:jumper|sleeve|sleeves|covers))';
/** A body starved to vanish. */
export const STARVED = '(?:disappear|vanish|rib|ribs|bone|bones|proud|good thing|skin and bone)';
/** Being better off without someone, or nobody noticing them gone. */
export const BETTER_WITHOUT =
  "(?:(?:happier|better off|better) if (?:i|he|she|they|someone) (?:just )?(?:die|disappear|vanish|be gone|be dead|go away forever|never wake up|never come back)|(?:happier|better off|better) (?:without (?:me|him|her|them|myself)|if (?:i|he|she|they) (?:just )?(?:be |was |were )?(?:not|n't|wasn't|weren't|never) (?:be )?(?:here|around|alive|born))|(?:nobody|no one|no-one) (?:would|will|'d) (?:notice|miss|care)(?: if)?)";
/** A plan or a way: how, tonight, a height, pills, water. */
export const PLAN_OR_WAY =
  '(?:plan|decide|how|tonight|edge|bridge|roof|goodbye|walk into|step|jump|pill|pills|tablet|tablets|sea|lake|river|train|gone forever|disappear)';
/** Not wanting to be anywhere any more, or to wake up ever again: a wish to be gone, told as not going on. */
export const NOT_WANTING_ON =
  "(?:not|never|no longer|didn't|doesn't|don't|didnt|doesnt|dont|did not|does not|do not|won't|wont) (?:\\w+ )?(?:want|wish|wanna) to (?:ever )?(?:be anywhere (?:any ?more|at all|ever again)|wake up (?:ever )?again|wake up (?:\\w+ )?(?:or )?ever|exist any ?more|be alive any ?more)(?! (?:until|till|before|when|after))";
/** Everything one has given away, all of it, and a goodbye said with it. */
export const GIVING_ALL_AWAY =
  '(?:give (?:away (?:all|every|each) (?:one )?(?:of )?(?:his|her|their|my|your) \\w+|(?:all|every|each) (?:one )?(?:of )?(?:his|her|their|my|your) (?:\\w+ ){1,2}?away))';
/** A goodbye, said or told as things one "won't be needing soon" (not "any more": outgrown toys). */
export const SAYING_GOODBYE =
  "(?:(?:to|and) say (?:goodbye|farewell|bye)|as (?:a )?(?:goodbye|farewell)|(?:won't|will not|not) (?:be )?need(?:ing)? (?:them|it|those|these|anything|any of (?:it|them)) (?:soon|much longer|for (?:much )?long|where (?:she|he|i|they) (?:be )?go|after (?:today|tonight|this week|tomorrow)))";
/** A blade taken somewhere shut away, with its sound hidden from the family. */
export const BLADE =
  '(?:razor|razors|blade|blades|craft knife|penknife|knife|scissors|sharpener|sharpeners)';
export const SHUT_AWAY_ROOM =
  '(?:into|in|to) (?:the |a |his |her |their |my )?(?:bathroom|toilet|toilets|loo|bedroom|room|shed|garage|cubicle)';
export const SOUND_HIDDEN =
  "(?:so (?:no one|nobody|no-one|noone|they|mum|mom|dad|(?:his|her|their|my) (?:mum|mom|dad|parents|family)) (?:would |could |can |will |might |'d )?(?:not )?hear|(?:drown|cover|hide|mask) (?:out )?(?:the )?(?:sound|noise))";
/** One's own body hurt by a blow: knuckles split, toes gone purple. */
export const OWN_BODY_HURT =
  '(?:knuckle|knuckles|fist|fists|hand|hands|head|forehead|finger|fingers|toe|toes|foot|feet|skin|arm|arms|leg|legs) (?:\\w+ ){0,2}?(?:split|bleed|crack|break|bruise|swell|throb|sting|ache|raw|sore|purple)';

/** A grown-up who is not a child's parent. */
export const GROWN_UP =
  '(?:grown ?up|adult|man|men|mr|mrs|ms|sir|uncle|auntie|aunt|coach|babysitter|teacher|neighbour|neighbor|stepdad|stepfather|stepmum|stranger|lodger|tutor|priest|leader|instructor|caretaker|(?:dad|mum|mom) (?:friend|boyfriend|girlfriend)|someone online|man online|woman online|online friend|older (?:boy|girl|man|woman|guy))';
export const CHILD =
  '(?:child|children|kid|kids|girl|girls|boy|boys|pupil|pupils|student|students|schoolboy|schoolgirl|toddler|baby|little (?:one|girl|boy)|(?:\\w+|\\d+)(?: |-)year(?: |-)old|son|daughter|niece|nephew|(?:year|grade) (?:[1-8]|one|two|three|four|five|six|seven|eight)|i (?:am |be )?(?:[4-9]|1[0-3])(?![0-9]))';
/** Romance told by more than a child's playground word ("she has a boyfriend"). */
export const ROMANCE_TOLD =
  '(?:fall in love|falls in love|fell in love|in love|love story (?:between|where|with)|romance|romantic|date|dating|marry|kiss|kisses|kissing|snog|make out|sleep together|lie together|lay together|in bed together|undress|naked|honeymoon)';
export const ROMANCE = `(?:boyfriend|girlfriend|(?:special|secret|little|private) sweethearts?|${ROMANCE_TOLD})`;
/** Ages told in years: a grown-up's (18 and over) and a child's (up to 15). */
export const GROWN_UP_AGE = '(?:1[89]|[2-9]\\d)(?: |-)year(?: |-)old';
export const CHILD_AGE =
  '(?:[1-9]|1[0-5]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)(?: |-)year(?: |-)old';
export const SECRET_FROM_PARENTS =
  "(?:secret|between (?:us|them|you and me|the two of (?:us|them))|(?:mustn't|must not|can't|cannot|not to|never|don't|do not|shouldn't|won't) (?:ever )?tell (?:his|her|their|your|my|the)? ?(?:parents|mum|mom|dad|mummy|daddy|family|anyone|anybody|teacher)|(?:nobody|no one|no-one|(?:his|her|their|your) (?:parents|mum|mom|dad|family)) (?:else )?(?:can|must|should|will|may|be allowed to) (?:ever |never )?(?:know|find out|hear)|(?:just|only) for (?:us two|the two of us|you and me)|(?:parents|mum|mom|mama|mummy|mommy|dad|papa|daddy) (?:would|will|might|'d) (?:be )?(?:sad|upset|cross|angry|mad) if (?:she|he|they) (?:find|found) out)";
export const CLOTHES_OFF =
  '(?:without (?:her|his|their|your|any|a) (?:clothes|top|shirt|t-shirt|dress|pants|trousers|knickers|underwear|pyjamas)(?: on)?|with (?:no|nothing) (?:clothes|top|on)|without anything on|undressed|undress|in (?:just |only |nothing but )?(?:her|his|their|your) (?:underwear|knickers|pants|bra|boxers))';
export const PHOTOS =
  '(?:photo|photos|picture|pictures|pic|pics|selfie|selfies|selfy|video|videos)';
/** A people named by skin, faith, origin or body. */
export const PEOPLE_NAMED =
  '(?:black|brown|asian|chinese|jewish|muslim|hindu|sikh|gay|lesbian|trans|disabled|deaf|blind|foreign|immigrant|refugee|african|arab|mexican|polish|romanian|indian|pakistani|irish|gypsy|traveller|japanese|korean|nigerian|somali|syrian|turkish|russian|ukrainian|jamaican|roma|romani)';
/** A people named in the plural by origin, faith or love: "Mexicans", "Somalis", "gypsies". */
export const PEOPLES_BY_NAME = [
  'mexicans',
  'africans',
  'arabs',
  'asians',
  'indians',
  'pakistanis',
  'nigerians',
  'somalis',
  'syrians',
  'romanians',
  'jamaicans',
  'koreans',
  'russians',
  'ukrainians',
  'turks',
  'poles',
  'blacks',
  'hindus',
  'sikhs',
  'lesbians',
  'jews',
  'muslims',
  'gypsies',
  'gipsies',
  'travellers',
  'immigrants',
  'refugees',
  'foreigners',
  'migrants',
];
/** What hate calls a people to make it less than human: one list, also read through disguises. */
export const DEHUMANISING_NOUNS = [
  'savages',
  'savage',
  'abominations',
  'abomination',
  'parasites',
  'cockroaches',
  'leeches',
  'scum',
  'barbarians',
];
/** A group of people by skin, faith, origin, family or body. */
export const GROUP = `(?:${PEOPLES_BY_NAME.join('|')}|(?:people|kids|children|men|women|folk|families|family|boys|girls|person|kid|child|man|woman|boy|girl|neighbours|neighbors) (?:with (?:dark|black|brown) skin|from (?:his|her|their|that|another|other|a different|different|the other) (?:country|countries|place|places)|who (?:are|is|pray|speak|wear) \\w+)|${PEOPLE_NAMED} (?:people|kids|children|men|women|boys|girls|families|family|folk|kid|child|man|woman|boy|girl|person|neighbours|neighbors)|their kind|that kind|those people|his kind|her kind|two dads|two mums|two moms|gay people|gay couple|wheelchair users|people in wheelchairs)`;
/**
 * Harm told as what a people are by birth: "that's what his people always do", "their brains are
 * different", "born liars", "everyone is right to laugh at her" (over lemmas: "is" is "be").
 */
export const TOLD_AS_TRAIT =
  '(?:(?:that|this|it) (?:be )?what (?:his|her|their|those|these|them|all) (?:people|kind|lot|sort|type|race|folk) (?:always |all |just )*do|(?:their|his|her) (?:brain|brains|blood|genes|nature|skin) (?:be )?(?:just )?(?:different|smaller|weaker|worse|wrong|bad|broken|dirty)|in (?:their|his|her) (?:blood|genes|nature)|(?:be|are|is) (?:all )?born (?:liar|liars|thief|thieves|cheat|cheats|criminal|criminals|that way|bad|evil|stupid|lazy)|(?:be|is|are) right to (?:laugh at|make fun of|mock|bully|hate|pick on|tease|exclude|leave out|hit|beat|call)|(?:all|those|these) (?:people|kind) (?:be )?(?:the same|like that))';
/** Hate named, and told as right: "the homophobic speech is the right answer". */
export const HATE_NAMED =
  '(?:racist|racism|sexist|homophobic|homophobia|transphobic|antisemitic|anti-semitic|bigoted|hateful)';
export const TOLD_AS_RIGHT =
  '(?:be (?:the )?(?:right|correct|true|good|best|funny|hilarious)|should win|win (?:the|in the) end|the moral)';
export const DEGRADING = `(?:${DEHUMANISING_NOUNS.join('|')}|must go|has to go|have to go|dirty|smell|smells|smelly|stink|stinks|stinky|disgusting|gross|filthy|stupid|dumb|lazy|thieves|thief|criminals|crooks|germs|diseases|vermin|rats|animals|monkeys|apes|pigs|evil|bad luck|cursed|dangerous|less than|worthless|not (?:real|proper|normal)|(?:stay|keep) away from|must leave|should leave|have to leave|has to leave|should go|go back|don't belong|do not belong|not allowed|not welcome|kick(?:ed)? out|throw(?:n)? out|villain|villains|eat dogs|eat cats|can't be trusted|cannot be trusted|(?:can|could|should) never be trust|right not to trust|waste of space|be useless|like a plague|bring (?:the |a )?(?:virus|sickness|illness|disease|germs)|(?:never|don't|do not|doesn't|does not) (?:ever )?wash|terrorists|blow (?:thing|things|stuff|everything|it|us) up|(?:planning|plotting|plan|plot) something)`;

/** Drink for grown-ups, and what it does. */
export const GROWN_UPS_DRINK =
  '(?:beer|beers|wine|vodka|whisky|whiskey|cider|rum|gin|champagne|alcohol|booze|cocktails?|(?:grown ?ups?|adults?|dad|mum|mom|grandpa|grandad|granny|grandma) (?:drink|drinks|bottle|bottles)|drinks cabinet|pub|bar|(?:bottle|bottles) (?:from|in|out of) (?:the |\\w+ )?(?:cabinet|cupboard))';
export const DRUNK =
  '(?:drunk|tipsy|wobbly|dizzy|woozy|sick|room spin|room spins|room spun|room (?:start|starts|started) to spin|spin|fall over|fell over|can not walk straight|cannot walk straight|giggly|hiccup|hiccups|throw up|threw up)';
/** Drunk beyond doubt: what a drink does that juice does not. */
export const DRUNK_STRONG =
  '(?:drunk|tipsy|wobbly|woozy|room spin|room spins|room spun|room (?:start|starts|started) to spin|fall over|fell over|can not walk straight|cannot walk straight|throw up|threw up)';
export const DRINKING = '(?:drink|sip|swig|gulp|down|taste|try|finish|pour)';
export const PILLS =
  '(?:pill|pills|tablet|tablets|capsule|capsules|medicine|medicines|painkillers|sleeping pills|powder)';
/** A night or a day told as someone's last, not the last of a holiday or a stay. */
export const LAST_OF_LIFE =
  '(?:be|feel like) (?:my|his|her|their|the|our) (?:very )?last (?:night|day|time|sleep|morning|sunset|goodbye)(?! (?:of|at|in|on|before|with|here|away|for|together|to))';
/** Letting go at a height, and the end a height is chosen for: alone, unseen. */
export const LETTING_GO =
  '(?:let|lets|letting) go(?! of (?:the |her |his |my |a |our |their )?(?:kite|balloon|string|hand|lead|ball|rope|boat|boats|stick|sticks|leaf|leaves|petals|handlebars))';
export const ALL_STOPPING =
  '(?:(?:it|everything) (?:would|will|could|might) (?:all )?(?:just )?(?:stop|end)|(?:would|will|could|might) make (?:it|everything|it all|all of it) (?:quiet|stop|still|end|go away)(?: at last| for good| forever)?)';
export const HIGH_ENOUGH =
  '(?:bridge|building|roof|cliff|tower|car park|multi storey|balcony) (?:[^ ]+ ){0,3}?(?:tall|high) enough';
export const UNSEEN_TIME = '(?:nobody|no one|no-one|alone|what time|when no)';
export const MANY =
  '(?:a handful|handfuls|all|lots|loads|a lot|many|the whole|whole|every|a bunch|ten|twenty|dozens|as many as)';
export const SWALLOWING = '(?:take|swallow|eat|gobble|gulp|chew|down|pop|scoff|neck)';
export const GOOD_FEELING =
  '(?:feel (?:happy|good|great|funny|floaty|nice|amazing|better|high|brave|grown up)|get high|giggle|giggling|giggly|party)';
export const SMOKING =
  '(?:(?:take|have|try) a (?:puff|drag|toke)|puff on|smoke (?:it|some|the|a|weed|joint)|roll up|roll a(?! (?:double|six|five|four|three|two|one|number|dice|die|ball|snowball|marble|hoop|tyre|log))|joint|spliff|vape|vaping|cigarette|cigarettes|cigar|cigars)';

/** Things children could copy that hurt them. */
export const SHUT_IN_PLACE =
  '(?:in|inside|into) (?:the |a |an |that |this |\\w+ )?(?:\\w+ )?(?:fridge|freezer|chest freezer|washing machine|tumble dryer|dryer|dishwasher|oven|suitcase|car boot|boot of the car|trunk|toy chest|old chest|locker|plastic bag|bin bag)';
export const GETTING_IN =
  '(?:hide|shut|lock|climb|crawl|squeeze|get|go|zip|seal|close) (?:themselves|himself|herself|myself|ourselves|yourself|each other|up)?';
export const HOUSEHOLD_POISON = `(?:bleach|weedkiller|antifreeze|anti freeze|washing up liquid|washing liquid|detergent|cleaning (?:stuff|liquid|spray)|toilet cleaner|drain cleaner|(?:stuff|bottle|liquid|potion) (?:from )?under the sink|from under the sink|perfume|nail polish remover|lamp oil|lighter fluid|white spirit|paint thinner|(?:dad|mum|mom|${GRANDPARENTS})'?s? (?:medicine|pills|pill box|pillbox|tablets))`;
export const TASTING = '(?:drink|sip|taste|swallow|eat|lick|gulp|try)';
export const ROAD_OR_RAIL =
  '(?:motorway|highway|dual carriageway|railway|train tracks?|railway lines?|(?:roof|roofs|top) of (?:the |a )?(?:train|trains|carriage|carriages|bus|car|lorry|truck)|train surf|train surfing|surf on (?:the )?train|busy road|middle of the road)';
export const ON_THE_MOVE =
  '(?:ride|cycle|bike|skate|scoot|play|walk|run|lie|lay|sit|stand|dance|race|surf|cross|climb|jump|drive|sleep|cartwheel)';
export const FIRE_STARTER =
  '(?:match|matches|lighter|lighters|candle|candles|firework|fireworks|sparkler|sparklers|fire|flame|flames)';
export const LIGHTING = '(?:light|lit|strike|play|set|start|hold)';
export const INDOORS_TINDER =
  '(?:under (?:the |a |his |her |their |my )?bed|(?:in|inside) (?:the |a |his |her |their |my )?(?:bed|wardrobe|cupboard|closet|tent|den)|curtain|curtains|duvet|sofa|couch|mattress|blanket|rug|carpet|sheets)';
export const SOCKET =
  '(?:socket|sockets|plug socket|power socket|toaster|electric fence|power line|power lines|pylon)';
export const POKING_THING =
  '(?:fork|knife|finger|fingers|key|keys|hairpin|paperclip|paper clip|screwdriver|metal|nail|stick|wire)';

/** Bodies opened, torn or hanging: gore. A child who falls off a bike or a trampoline is not. */
export const BODY_PART =
  '(?:eye|eyes|eyeball|eyeballs|finger|fingers|thumb|thumbs|toe|toes|ear|ears|nose|tongue|teeth|tooth|leg|legs|arm|arms|hand|hands|foot|feet|head|face|skin|flesh|tummy|belly|stomach|guts|insides|brain|brains|bone|bones|skull|throat|neck|intestines|organs)';
export const GORE_STATE =
  '(?:hang out|hanging out|hung out|pop out|popped out|chew off|chewed off|bite off|bit off|bitten off|rip off|ripped off|tear off|torn off|cut off|chop off|chopped off|(?:come|came|fall|fell) off(?! (?:the|a|an|my|his|her|their|our|your|some) )|(?:come|came) (?:clean|right|straight) off|cut open|slice open|sliced open|rip open|ripped open|split open|open up|spill|spilled|spilling|melt|melting|melted|sticking out of|squash|squashed|mangle|mangled|crush|crushed|minced|inside of a person|insides of|what (?:it|they|he|she) look(?:ed)? like after)';
export const GORE_CAUSE =
  '(?:lawnmower|lawn mower|train|car|bus|lorry|truck|tractor|chainsaw|blender|machine|saw|combine harvester) (?:go|went|run|ran|drive|drove|roll|rolled|come|came) (?:over|through|into)';

/** A being put in a sack or a bag, or a sack of them. */
export const IN_A_SACK = `(?:(?:sack|bag|pillowcase|pillow case|sock|box) (?:of|full of|with) (?:\\w+ ){0,2}?${LIVING}|${LIVING} (?:\\w+ ){0,2}?(?:in|into|inside) (?:\\w+ ){0,3}?(?:sack|bag|pillowcase|pillow case|sock))`;
/** Down into water or off a height. */
export const INTO_WATER_OR_OFF =
  '(?:into|in|off|over|from) (?:the |a |an )?(?:\\w+ )?(?:river|canal|lake|pond|sea|water|bridge|well|pier|cliff|weir|stream|reservoir)';
