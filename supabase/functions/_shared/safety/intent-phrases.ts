// Harm told without any listed word: phrases of intent and of what happens, by category. Each is a
// way of saying a harm ("so she would never wake up", "with everyone inside"), not a sentence.
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';

export interface IntentPhrases {
  category: SafetyCategory;
  keptUpTo: AgeId;
  /** Regular-expression sources over normalised text, matched on word boundaries. */
  phrases: readonly string[];
}

const PRONOUN = '(?:he|she|they|i|we|you|it)';
const OWN = '(?:his|her|their|my|your|its)(?: own)?';
const PEOPLE_BY_BIRTH =
  '(?:(?:people|kids|children|men|women|folk|families) (?:with (?:dark|black|brown|white) skin|from (?:another|other) (?:country|countries)|who (?:are|is) (?:different|disabled|gay))|(?:black|white|brown|asian|chinese|jewish|muslim|christian|hindu|sikh|gay|lesbian|trans|disabled|deaf|blind|fat|poor|foreign) (?:people|kids|children|men|women|boys?|girls?|families|folk)|jews|muslims|gypsies|travellers|immigrants|refugees|foreigners)';
const GROUP = `(?:${PEOPLE_BY_BIRTH}|girls|boys|women|men)`;
const SLIGHT =
  '(?:stupid|dirty|useless|disgusting|thieves|dangerous|monkeys|apes|pigs|animals|rats|vermin|lazy|evil|worthless|filthy|criminals|less than|greedy|liars|cheats|sneaky|a waste of space|not (?:really )?human)';
/** Beasts and villains a group is cast as; of girls or boys in a school play this is a part, not hate. */
const CAST_AS =
  '(?:goblins|monsters|villains|baddies|devils|demons|parasites|insects|cockroaches|snakes|trolls|orcs|slaves|servants)';
/** What a plan against a group does to it: sent away, kept out, laughed at, hurt. */
const DONE_TO_A_GROUP =
  '(?:(?:sent|kicked|thrown|chased|driven|kept|shut) (?:out|away|back|off)|locked up|banned|got rid of|made to leave|laughed at|beaten|hurt|punished|killed|removed|deported|put in (?:camps|prison|cages))';

export const INTENT_PHRASES: readonly IntentPhrases[] = [
  {
    category: 'death and self-harm',
    keptUpTo: 'teen',
    phrases: [
      `so ${PRONOUN} (?:would|will|could|might)? ?never (?:wake|waking|woke) up`,
      `(?:want|wants|wanted|wish|wishes|wished) to (?:go to sleep and )?never wake up`,
      `(?:end|ends|ended|ending) ${OWN} life`,
      `(?:no longer|not|never) (?:wish|wishes|wished|want|wants|wanted) to (?:live|be alive|be here)`,
      `(?:wanted|wants|want|wished|wishes) ${OWN} life to (?:be )?(?:over|end|stop)`,
      `better off (?:if|when|without) (?:i|he|she|they|me|him|her)(?: (?:was|were|am|is))? (?:gone|not here|dead|never born)`,
      `so (?:the sadness|it all) (?:would|will|could)? ?(?:stop|end)`,
      `to make it all (?:stop|end)`,
      `(?:swallow|swallows|swallowed|took|takes|take|taking|ate|eats|drank|drinks) (?:a |the )?(?:whole |entire )?(?:bottle|box|packet|handful) of (?:pills|tablets|medicine)`,
      `(?:took|takes|take|swallowed|ate) all (?:of )?(?:the |her |his |my |their |\\w+ )?(?:\\w+ )?(?:pills|tablets|medicine)`,
      `(?:razor|blade|lighter|knife|scissors|glass) (?:to|on|against|into) ${OWN} (?:arm|arms|skin|wrist|wrists|leg|legs)`,
      `(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|scratch|scratches|scratched|scratching) ${OWN} wrists?`,
      `(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|scratch|scratches|scratched|scratching) ${OWN} (?:arms?|skin|legs?) (?:with (?:a|the) (?:razor|blade|lighter|knife|scissors|glass)|until|on purpose|when (?:she|he|they|i) (?:is|feels|felt|was|am))`,
      `(?:scratched|cut|burned|burnt) (?:his|her|their|my) (?:arms?|wrists?|skin|legs?) until`,
      `(?:wanted|wants|want|trying|tried) to disappear (?:forever|for good)`,
      `stopped eating .{0,40}(?:disappear|thin|die|vanish)`,
      `(?:jump|jumps|jumped|jumping) (?:off|from) (?:the |a )?(?:bridge|roof|cliff|tower|window) (?:so|to (?:die|end|never))`,
      `(?:threw (?:himself|herself|themselves)|step|steps|stepped|stepping|lay|lie|lies) (?:in front of|under) (?:the |a )?(?:train|bus|car|lorry|truck)`,
      `(?:in front of|under) (?:the |a )?(?:train|bus|lorry|truck|car) on purpose`,
      `(?:plastic )?bag over ${OWN} (?:own )?head`,
      `rope (?:to|around|round|over) (?:the |a )?(?:beam|rafter)`,
      `walked into the (?:sea|river|lake|water) (?:so|and) (?:he|she|they) (?:would|could)? ?(?:not|never) come back`,
      `(?:drank|drinks|drink|swallowed) (?:the )?(?:bleach|poison|weedkiller)(?: (?:himself|herself|themselves|so|to))?`,
      `(?:if|when) i (?:was|were) gone forever`,
    ],
  },
  {
    category: 'violence and weapons',
    keptUpTo: '7-9',
    phrases: [
      `(?:fire|burn|burning|burned|burnt|alight|ablaze|locked|blew|blow|exploded?).{0,60}with (?:everyone|everybody|the (?:family|children|kids|people)|them|people) (?:still )?(?:inside|in it|trapped)`,
      `while (?:the )?(?:children|kids|people|family|everyone) (?:were|was) (?:still )?(?:inside|in (?:class|bed|there))`,
      `(?:set|sets|setting|lit|light) (?:fire to|on fire|alight) (?:the |a |their |his |her )?(?:house|home|school|barn|car|shop|church|tent|building|people|village)`,
      `(?:set|sets|setting) (?:the |a |their |his |her )?(?:house|home|school|barn|shop|church|building|village) (?:on fire|alight|ablaze)`,
      `(?:climbed|crept|broke|sneaked|snuck) in(?:to)? .{0,40}(?:where|while) (?:the )?(?:children|kids|family|baby|everyone) (?:were|was) (?:asleep|sleeping)`,
      `(?:head|face) under (?:the )?(?:bath |pool |)?water until`,
      `(?:rat |weed )?poison (?:in|into) (?:his|her|their|the)(?: \\w+'?s)? (?:soup|food|drink|tea|milk|dinner|cake|juice)`,
      `blow(?:s|ing)? up (?:the|a) (?:bus|school|train|house|car|building|bridge|plane|city|town|village|station|church|shop|people)`,
      `until (?:he|she|it|they) (?:stopped|stops) (?:moving|breathing)`,
      `until (?:it|he|she|they) (?:could not|couldn't|can't|cannot) (?:walk|move|breathe|stand)`,
      `until (?:its|his|her|their) (?:eyes|bones)`,
      `against (?:the|a) wall and (?:fired|shot)`,
      `(?:drove|drives|drive|driving|crashed|ploughed|rammed) .{0,20}into the crowd`,
      `locked .{0,40}(?:no|without) food`,
      `(?:watched|watches|watch) (?:him|her|them) (?:sink|drown|burn|suffer)`,
      `(?:down|off) the stairs on purpose`,
      `on purpose .{0,20}(?:down the stairs|into the (?:river|fire|oven|road))`,
      `(?:into|in) the (?:oven|fire|furnace) and (?:shut|closed|locked)`,
      `(?:into|in) (?:a |the )?(?:river|lake|sea|canal) in a (?:sack|bag|box)`,
    ],
  },
  {
    category: 'gore',
    keptUpTo: '10-12',
    phrases: [
      `bones? (?:was |were )?(?:sticking|poking) out`,
      `(?:insides|innards|brains) (?:spilled|spilt|poured|came|fell)`,
      `(?:tore|ripped|peeled|pulled|cut) (?:the \\w+'?s? |his |her |their |its )(?:skin|face|flesh) off`,
      `teeth (?:were |was )?(?:on|all over) the (?:floor|ground)`,
      `(?:face|head|skull) (?:was |were )?(?:smashed|caved|bashed) in`,
      `red (?:stuff|liquid) (?:poured|gushed|spurted|came)`,
      `water (?:turned|went) red`,
      `(?:bit|bites|bitten|ripped|tore|chopped|cut) off (?:the |a |his |her |their )?(?:\\w+'?s? )?(?:leg|arm|hand|head|finger|foot|ear)`,
      `(?:head|arm|leg) rolled across`,
      `hole in (?:his|her|their|its) (?:chest|head|belly|stomach)`,
      `(?:arm|leg) (?:was )?hanging off`,
    ],
  },
  {
    category: 'death and self-harm',
    keptUpTo: '7-9',
    phrases: [
      `stopped breathing`,
      `never (?:woke|wakes|wake) up(?: again)?`,
      `never came (?:home|back) (?:again)?`,
      `lifeless`,
      `lay (?:cold and (?:still|stiff)|stiff and cold)`,
      `pulled out (?:his|her|their|the) body`,
      `(?:his|her|their) body (?:lay|was lying|floated|was found)`,
      `drowned`,
      `(?:man|woman|boy|girl|baby|king|queen|grandma|grandpa|granny|mum|dad|he|she) (?:was|were) buried`,
    ],
  },
  {
    category: 'sexual content and nudity',
    keptUpTo: 'adult',
    phrases: [
      `private (?:parts|bits|places)`,
      `(?:no|without|with nothing but|without any) (?:clothes|top|pants|underwear)(?: on)?`,
      `(?:take|takes|took|taking|pull|pulls|pulled) off (?:his|her|their|your|my|the \\w+'?s?) (?:clothes|dress|shirt|top|pants|trousers|skirt|underwear|pyjamas)`,
      `(?:took|take|takes|taking) off (?:their|our) clothes`,
      `(?:under|inside|up) (?:her|his|their|your) (?:dress|skirt|pyjamas|pajamas|pants|nightie|underwear)`,
      `(?:touch|touches|touched|touching|rub|rubs|rubbed|rubbing|grab|grabbed) (?:her|his|their) (?:bottom|bum|body|private)`,
      `(?:stared|stare|stares|staring) at (?:her|his|their) (?:chest|bottom|bum|body)`,
      `(?:rubbed|rubs|rub|pressed|presses) (?:her|his|their) body (?:against|on)`,
      `(?:got|get|gets|getting|climbed|lay|lie|lying) (?:in|into) bed (?:together|with)`,
      `(?:took|taking|take|takes) (?:pictures|photos|videos) of .{0,30}(?:no clothes|undressed|in the (?:bath|shower))`,
      `(?:watch|watched|watching|spied on|spy on) .{0,30}(?:shower|showering|undress|changing room|getting changed)`,
      `under the (?:sheets|covers) (?:together|doing)`,
      `grown[ -]up things`,
      `(?:unbutton|unbuttoned|unbuttons|unzipped|unzips) (?:her|his|their)`,
      `(?:licked|licks|kissed|kisses) (?:the \\w+'?s?|her|his) (?:neck|body|chest)`,
      `onto (?:his|her) lap`,
      `(?:girlfriend|boyfriend|lover|wife|husband) of (?:a|the) (?:\\w+ )?(?:year old|child|kid|little)`,
      `(?:man|woman|adult|grown[- ]?up|neighbour|neighbor|uncle|teacher|coach|stranger)\\b.{0,40}(?:kissed|kisses|kissing|dating|dates) (?:the |a )?(?:little (?:girl|boy)|(?:\\w+ )?year old|child|kid)`,
    ],
  },
  {
    category: 'sexual content and nudity',
    keptUpTo: '10-12',
    phrases: [
      `(?:kiss|kissed|kisses|kissing) (?:passionately|on the lips|on the mouth)`,
      `(?:kissed|kissing|kisses) (?:each other )?(?:passionately|deeply)`,
    ],
  },
  {
    category: 'slurs and hate',
    keptUpTo: 'adult',
    phrases: [
      // A trait told of a whole group ("the X are the greedy goblins", "X are too stupid to…").
      `${GROUP} (?:are|is|were) (?:all |just |like |so |such |really |too |the |only )*(?:a |an )?(?:\\w+ )?${SLIGHT}`,
      `${PEOPLE_BY_BIRTH} (?:are|is|were) (?:all |just |like |really |the |only )*(?:\\w+ )?${CAST_AS}`,
      `${GROUP} (?:are|is|were) (?:all )?born to (?:serve|obey|work for|be (?:slaves|servants))`,
      // A plan against a whole group: sent away, kept out, only allowed to.
      `${GROUP} (?:should|must|ought to) (?:go back|be locked up|be kept away|be sent away|leave|not be allowed|die|be banned)`,
      `${GROUP} (?:should|must|ought to|have to|need to|deserve to) (?:all |just |really |each )*(?:be |get )${DONE_TO_A_GROUP}`,
      `${GROUP} (?:should|must) only be allowed to`,
      `go back (?:to )?where (?:they|you|he|she) came from`,
      `(?:hate|hates|hated|hating) ${GROUP}`,
      `${GROUP} (?:deserve|deserves) to be (?:beaten|hurt|punished|locked up|sent away)`,
      `(?:gay|black|jewish|muslim|disabled|fat|trans) (?:boy|girl|kid|man|woman|child) (?:deserves|should be|is disgusting|is a)`,
      `(?:chased|drove|threw|kicked) .{0,30}out because (?:they|he|she) (?:came from|were from|was from|are from|is from|were|was) (?:another|a different|other|\\w+)`,
      `(?:thinks|think|believes|says) ${GROUP} (?:are|is) (?:all )?${SLIGHT}`,
      `too (?:stupid|weak|dumb) to be`,
    ],
  },
  {
    category: 'drugs and alcohol',
    keptUpTo: 'teen',
    phrases: [
      `white powder`,
      `up (?:his|her|their|my) nose`,
      `needle in (?:his|her|their|my) arm`,
      `(?:sniff|sniffs|sniffed|sniffing|snort|snorts|snorted|snorting) (?:the |some )?(?:glue|gas|paint|petrol|aerosol|crushed \\w+|powder from)`,
      `funny (?:cigarettes|smokes)`,
      `magic mushrooms`,
      `(?:crushed|crush|crushes) (?:up )?(?:her|his|their|the|my) (?:\\w+'?s? ){0,2}(?:pills|tablets)`,
      `(?:wine|rum|gin|cider|champagne|spirits|lager|booze) .{0,30}until (?:they|he|she) (?:fell|fall|passed|pass|were sick|was sick)`,
    ],
  },
  {
    category: 'drugs and alcohol',
    keptUpTo: '10-12',
    phrases: [
      `(?:drank|drink|drinks|drinking) (?:the |their |his |her |some )?(?:wine|rum|gin|cider|champagne|lager|spirits)`,
    ],
  },
  {
    category: 'dangerous acts',
    keptUpTo: '10-12',
    phrases: [
      `(?:play|plays|played|playing) with (?:the )?(?:matches|lighters?|fire|the gas|the cooker)`,
      `(?:set|sets|setting) (?:the )?(?:curtains|sofa|bed|carpet|house|room) (?:alight|on fire|ablaze)`,
      `pills .{0,40}(?:like|looked like|as if they were) (?:sweets|candy|smarties)`,
      `(?:ate|eat|eats|eating|swallowed|drank|tasted) .{0,30}(?:from the medicine (?:cabinet|cupboard)|under the sink|the cleaning|the bleach|washing (?:up )?liquid|the dishwasher tablets)`,
      `(?:bottle|bottles) (?:from )?under the sink`,
      `(?:climbed|climbs|climb|got|crawled|hid) (?:into|inside) (?:the |a )?(?:washing machine|tumble dryer|dryer|fridge|freezer|oven|old fridge|chest freezer)`,
      `(?:jump|jumped|jumping|walk|walked|ran|run|went|go|goes) (?:on|onto|out on|out onto|across) (?:the )?(?:thin ice|frozen (?:lake|pond|river|canal))`,
      `(?:fork|knife|finger|key|pin|nail|paperclip) (?:in|into) (?:the |a )?(?:plug |electric )?socket`,
      `played chicken`,
      `(?:petrol|gasoline|lighter fluid|paraffin) (?:on|onto|into) (?:the )?(?:bonfire|fire|barbecue|flames)`,
      `(?:bag|bags) over (?:their|his|her|our|your) heads?`,
      `(?:belt|rope|cord|scarf|string) (?:round|around) (?:their|his|her|our|your) necks?`,
      `(?:held|hold|holding) (?:their|his|her|our) breath .{0,20}(?:as a game|for fun)`,
    ],
  },
  {
    category: 'grooming',
    keptUpTo: 'teen',
    phrases: [
      `(?:puppies|kittens|sweets|candy|toys|presents?|gifts?) in (?:his|her|the|their|my) (?:car|van|truck|house)`,
      `without telling (?:her|his|their|your|my) (?:parents|mum|mom|dad|family|teacher)`,
      `(?:stranger|man|woman|person|someone|somebody|friend) (?:from|in|on) (?:the )?(?:game chat|chat|internet|online|a game|the game)`,
      `(?:nice|kind|friendly) (?:man|woman|lady|person) online`,
      `(?:meet|meets|met) (?:him|her|them|me) (?:alone|in secret|secretly)`,
    ],
  },
];
