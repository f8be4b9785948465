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
const INGESTING =
  '(?:swallow|swallows|swallowed|swallowing|ate|eat|eats|eating|drank|drink|drinks|drinking|gulped|gulps|gobbled|gobbles|emptied|empties|empty|emptying|tipped|tips|poured|pours)';
const PEOPLE_BY_BIRTH =
  '(?:(?:people|kids|children|men|women|folk|families) (?:with (?:dark|black|brown|white) skin|from (?:another|other) (?:country|countries)|who (?:are|is) (?:different|disabled|gay))|(?:black|white|brown|asian|chinese|jewish|muslim|christian|hindu|sikh|gay|lesbian|trans|disabled|deaf|blind|fat|poor|foreign) (?:people|kids|children|men|women|boys?|girls?|families|folk)|jews|muslims|gypsies|travellers|immigrants|refugees|foreigners)';
const GROUP = `(?:${PEOPLE_BY_BIRTH}|girls|boys|women|men)`;
/** A whole people, named by where it is from or by being "those people". */
const PEOPLES = `(?:${PEOPLE_BY_BIRTH}|(?:those|these|them|that kind of|the other) (?:people|folk|foreigners|lot)|(?:the |all |those |these )[a-z]+(?:ians|ese|ites|ish|ans|ers) (?:people|folk|tribe)|(?:the |all |those |these )[a-z]+(?:ians|ese|ites))`;
const GROUP_OR_THEY = `(?:${GROUP}|${PEOPLES}|they)`;
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
      // A plan to sleep and not wake: "so she can go to sleep and not wake up".
      `(?:go to sleep|fall asleep|sleep|drift off) (?:and|then) (?:not|never) (?:have to )?(?:wake|waking) (?:up )?(?:again|ever|anymore|any more)?(?! (?:the|a|an|my|your|his|her|their|our|him|them|us|me|baby|until|till|before|early|late|in the)\b)`,
      `(?:stop|stops|stopped) (?:having to )?(?:wake|waking) up`,
      // Everything in a medicine cabinet swallowed, whatever the pills are called.
      `${INGESTING} (?:everything|all|every (?:pill|tablet|bottle|thing)|the whole|the lot)[^.]{0,25}(?:bathroom|medicine|pill|first aid) (?:cabinet|cupboard|drawer|box|shelf|kit)`,
      `${INGESTING} (?:\\w+ )?(?:the |her |his |their |my |mum's |dad's )?(?:whole )?(?:bathroom|medicine|pill|first aid) (?:cabinet|cupboard|drawer|box|kit) (?:into|down) ${OWN} (?:mouth|throat)`,
      `(?:end|ends|ended|ending) ${OWN} life`,
      `(?:no longer|not|never) (?:wish|wishes|wished|want|wants|wanted) to (?:live|be alive|be here)`,
      `(?:wanted|wants|want|wished|wishes) ${OWN} life to (?:be )?(?:over|end|stop)`,
      `better off (?:if|when|without) (?:i|he|she|they|me|him|her)(?: (?:was|were|am|is))? (?:gone|not here|dead|never born)`,
      `so (?:the sadness|it all) (?:would|will|could)? ?(?:stop|end)`,
      `to make it all (?:stop|end)`,
      `(?:swallow|swallows|swallowed|took|takes|take|taking|ate|eats|drank|drinks) (?:a |the )?(?:whole |entire )?(?:bottle|box|packet|handful) of (?:pills|tablets|medicine)`,
      `(?:took|takes|take|swallowed|ate) all (?:of )?(?:the |her |his |my |their |\\w+ )?(?:\\w+ )?(?:pills|tablets|medicine)`,
      `(?:razor|blade|lighter|knife|scissors|glass|flame|match|candle|cigarette|hot iron|iron) (?:to|on|against|into|under) ${OWN} (?:arm|arms|skin|wrist|wrists|leg|legs|hand|hands|palm|palms|fingers?|thighs?|tummy|stomach)`,
      // Pain sought to quiet a feeling: "…so the bad thoughts go quiet".
      `(?:hurt|hurts|hurting|burn|burns|burned|burnt|burning|cut|cuts|cutting|scratch|scratches|scratched|scratching|bite|bites|bit|biting|hit|hits|hitting|pinch|pinches|pinched|lighter|flame|pain)\\b[^.]{0,60}so (?:the |her |his |my |their |its |all the )?(?:bad|sad|dark|scary|loud|angry|horrible|mean) (?:thoughts?|feelings?|voices?|feeling|memories) (?:would |will |could |can |might )?(?:go (?:quiet|away|silent)|stop|be quiet|shut up|leave|fade)`,
      // Hurting one's own body as a punishment: "bites its paws raw because it thinks it's bad".
      `(?:bite|bites|bit|biting|chew|chews|chewed|chewing|scratch|scratches|scratched|scratching|pull|pulls|pulled|pulling|pick|picks|picked|picking|hit|hits|hitting|punch|punches|punched|punching|pinch|pinches|pinched) (?:at |out |off )?${OWN} (?:\\w+ )?(?:paws?|skin|arms?|legs?|hands?|fur|feathers|hair|tail|fingers?|lips?|face|head|tummy)[^.]{0,30}(?:because|cause|as) (?:he|she|it|they|i) (?:thinks?|thought|feels?|felt|believes?|is|was|are|am)(?: (?:that|like))? (?:(?:he|she|it|they|i)(?:'s|'re|'m| is| are| was| were| am| deserves?| deserved) )?(?:bad|a bad \\w+|naughty|ugly|stupid|worthless|useless|horrible|to blame|deserves? it|(?:he|she|it|they|i) deserves? (?:it|to (?:hurt|be hurt|suffer)))`,
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
      // Walking into water until it takes someone.
      `(?:walk|walks|walked|walking|wade|wades|waded|wading|swim|swims|swam|swimming|kept walking) (?:out |further |deeper )?(?:into|out into|in) the (?:sea|ocean|river|lake|water|waves)[^.]{0,40}(?:until|till) (?:the (?:water|waves|sea|ocean|river|lake|current) (?:takes?|took|taking|closes?|closed|covers?|covered|swallows?|swallowed|pull(?:s|ed)? (?:him|her|them) under)|(?:he|she|they) (?:was|were|is|are) (?:gone|under)|(?:his|her|their) head (?:went|goes|was|is) under)`,
      `(?:drank|drinks|drink|swallowed) (?:the )?(?:bleach|poison|weedkiller)(?: (?:himself|herself|themselves|so|to))?`,
      `(?:if|when) i (?:was|were) gone forever`,
      `(?:edge of the platform|on the (?:railway )?(?:line|tracks?))[^.]{0,40}wait(?:s|ed|ing)? for (?:the )?(?:fast |next |express |speeding )?train`,
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
      // A gun told by what is done with it: "loads it and points it at the bus stop".
      `(?:loads?|loaded|loading) it,? (?:and )?(?:points? it|pointed it|aims? it|aimed it|waits? (?:by|at|for|behind|outside|until)|waited (?:by|at|for|behind|outside|until)|walks? to|walked to)`,
      `(?:waits?|waited|waiting|hides?|hid|hiding|lurks?|lurked) (?:\\w+ ){0,4}with (?:his|her|their|a|the) (?:baseball |cricket |heavy )?(?:bat|knife|stick|hammer|brick|club|crowbar|axe|gun|rifle|poker)s? for (?:his|her|their|the) (?:brother|sister|dad|mum|stepdad|stepmum|teacher|classmate|neighbou?r)`,
      `(?:scissors|knife|blade|broken bottle|broken glass|razor|screwdriver|compass)\\b[^.]{0,20}(?:up|in|into|out of) (?:her|his|their|my) sleeve`,
      `(?:jagged|sharp|pointed|pointy) (?:end|edge|bit|point)s? (?:\\w+ ){0,2}?(?:to|against|at|into) (?:(?:his|her|their|the|a|someone's) )?(?:\\w+'s )?(?:cheek|face|eye|throat|neck|temple|head)`,
      `(?:jabs?|jabbed|stabs?|pokes?|poked|drives?|drove|shoves?|shoved|plunges?|plunged) it (?:into|in) (?:his|her|their|the|a|someone's) (?:\\w+'s )?(?:leg|arm|back|neck|side|eye|belly|stomach|chest|hand|foot|face)`,
      `until (?:something|it|her arm|his arm|a bone|the bone) (?:cracks|cracked|snaps|snapped|breaks|broke)`,
      // A weapon described by its part, held to a head: "the cold barrel against her temple".
      `(?:barrel|muzzle|blade|point of (?:a|the) (?:knife|blade|sword|dagger))s? (?:\\w+ ){0,3}?(?:against|to|into|at|on) (?:the back of |the side of )?(?:(?:his|her|their|my|your|the|a|someone's) )?(?:\\w+'s )?(?:temples?|head|throat|neck|forehead|skull|ribs)`,
      // A kitchen blade taken up against someone: "the big chopper from the kitchen… went after him".
      `(?:chopper|cleaver|carving (?:knife|blade)|blade|machete|hatchet|axe|meat knife|bread knife|kitchen knife)s?\\b[^.]{0,40}(?:went|came|ran|charged|rushed|lunged|goes|comes|runs|charges|lunges) (?:after|at|for|towards) (?:the |his |her |a |their |my |that )?(?:\\w+ )?(?:neighbou?rs?|man|woman|men|women|boys?|girls?|kids?|child|children|baby|brother|sister|mum|mom|dad|teacher|shopkeeper|people|person|guy|lady|him|her|them|me|us|someone|somebody)\\b`,
      `(?:waved|waves|waving|pointed|points|pointing|swung|swings|swinging|jabbed|jabs|thrust|thrusts|brandished|brandishes) (?:the |a |his |her |their |that )?(?:\\w+ ){0,3}(?:chopper|cleaver|blade|knife|axe|hatchet|machete|scissors|poker|broken bottle|dagger)(?: \\w+){0,4}? (?:at|towards|in the face of) (?:the |his |her |a |their |my |that )?(?:\\w+ )?(?:neighbou?rs?|man|woman|men|women|boys?|girls?|kids?|child|children|baby|brother|sister|mum|mom|dad|teacher|shopkeeper|cashier|people|person|guy|lady|him|her|them|me|us|someone|somebody)\\b`,
      // An animal crushed under foot: "stomping a frog flat".
      `(?:stomp|stomps|stomped|stomping|stamp|stamps|stamped|stamping|squash|squashes|squashed|squashing|squish|squishes|squished|squishing|crush|crushes|crushed|crushing|flatten|flattens|flattened|flattening|jump|jumps|jumped|jumping|step|steps|stepped|stepping|stood|stand|stands|standing) (?:on )?(?:a |the |an |his |her |that |this |its |some )?(?:(?:little|baby|tiny|poor|small|fat|green|big|old) )*(?:frog|toad|bird|chick|snail|mouse|hamster|kitten|puppy|bunny|rabbit|squirrel|lizard|caterpillar|worm|butterfly|ladybird|bee|duckling|gerbil|guinea pig|hedgehog|tadpole|fish|duck|cat|dog)s?\\b[^.]{0,30}(?:flat|till it (?:was|went) flat|until it (?:was|went) flat|crunch|crunchy|popped|squished|on purpose|under (?:his|her|their|my) (?:boot|shoe|foot|feet))`,
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
      `(?:bit|bites|bite|biting|bitten|ripped|rips|rip|ripping|tore|tears|tear|tearing|torn|chopped|chops|chopping|cut|cuts|cutting|snapped|chomped|yanked|pulled) off (?:the |a |his |her |their |its )?(?:\\w+'?s? )?(?:leg|arm|hand|head|finger|foot|ear|paw|nose)s?`,
      `(?:bit|bites|ripped|rips|ripping|tore|tears|tearing|chopped|chops|snapped|chomped|yanked|pulled) (?:the |a |his |her |their |its )(?:\\w+'?s? )?(?:leg|arm|hand|head|finger|foot|ear|paw|nose)s? (?:right |clean |straight )?off`,
      `(?:head|arm|leg) rolled across`,
      `(?:bite|bites|bit|bitten|chomps?|chomped|tore|tears?|ripped|rips?) (?:the |a |his |her )?(?:\\w+ )?(?:swimmer|man|woman|boy|girl|person|surfer|diver|sailor|fisherman|kid|child|villager|him|her|them) in (?:half|two)`,
      `eyes? (?:was |were |is |are )?(?:hanging|popped|pops|popping|dangling) out`,
      `eye and it (?:pops|popped|burst|bursts)`,
      `spits? out (?:their|his|her|the) (?:arms|legs|bones|heads|fingers)`,
      `(?:split|splits|cracked|cracks|smashed|bashed) (?:his|her|their|its|the \\w+'s) (?:head|skull) open`,
      `(?:insides|innards|guts) (?:were |was )?(?:spread|splattered|smeared) (?:all )?(?:over|across|everywhere)`,
      `(?:smell|colour|color) of the (?:dead )?body`,
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
      `(?:lies|lay|lying|is|was) (?:there |still )?not breathing`,
      `(?:goes|went|go|going|slipped|slips|sank|sinks) under (?:the )?(?:water|waves|surface)[^.]{0,20}(?:doesn't|didn't|does not|did not|never|don't) (?:come|came|comes) (?:back )?up`,
      `(?:floating|floated|floats) (?:on (?:its|his|her) side|belly up)`,
      `(?:didn't|did not|don't|doesn't|won't|never) make it (?:through the night|out alive)`,
      `(?:is|'s|lies|now lies|sleeps) (?:buried )?under the (?:\\w+ ){0,2}(?:tree|bush|roses|flowers)s? (?:forever|for ever|for good)`,
      `desk (?:is|was|stays|stayed) empty (?:for ?ever|for good)`,
      `(?:goes|went|go|gone) (?:all )?(?:flat|floppy|limp) and (?:stiff|still|cold)`,
      `(?<=(?:road|car|truck|lorry|bus|cliff|fell|hit|crash)[^.]{0,80})(?:she|he|it|they) (?:didn't|did not|doesn't|does not|never) (?:move|breathe|wake up|get up) (?:any ?more|again)`,
      `(?:put|puts|placed|lowered) (?:her|him|them) in a (?:wooden )?box in the ground`,
      `(?:his|her|their|[a-z]+'s) body (?:was|is) found`,
      `body of (?:the|a) \\w+ (?:floated|was found|lay|washed)`,
      `(?<=(?:crash|crashed|crashes|went down|goes down|sank|sinks|sunk|wreck|wrecked|exploded|blew up|fell|disaster|accident|storm|avalanche|flood|fire|off the bridge|off the cliff|into the (?:river|sea|lake))[^.]{0,80})(?:nobody|no one|none of (?:them|us|the \\w+)) (?:ever )?(?:comes?|came|made it|makes it|got|gets|returned|returns|walked|walks|swam|swims?|climbed|climbs?) (?:back|home|out)(?: alive| again)?`,
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
      `(?:take|takes|took|taking) off (?:one |a |another )?(?:piece|item|bit) of (?:clothing|clothes)`,
      `(?:\\w+ and \\w+|they) (?:to )?hook(?:s|ed)? up(?! (?:the|a|an|his|her|their|to|with the|some)\\b)`,
      `(?:no|without|with nothing but|without any) (?:clothes|top|pants|underwear)(?: on)?`,
      `(?:take|takes|took|taking|pull|pulls|pulled) off (?:his|her|their|your|my|the \\w+'?s?) (?:clothes|dress|shirt|top|pants|trousers|skirt|underwear|pyjamas)`,
      `(?:took|take|takes|taking) off (?:their|our) clothes`,
      `(?:under|inside|up) (?:her|his|their|your) (?:dress|skirt|pyjamas|pajamas|pants|nightie|underwear|swimsuit|swimming costume|bathing suit|leotard|knickers|undies)`,
      `(?:touch|touches|touched|touching|rub|rubs|rubbed|rubbing|grab|grabbed) (?:her|his|their) (?:bottom|bum|body|private)`,
      `(?:stared|stare|stares|staring) at (?:her|his|their) (?:chest|bottom|bum|body)`,
      `(?:rubbed|rubs|rub|pressed|presses) (?:her|his|their) body (?:against|on)`,
      `(?:got|get|gets|getting|climbed|lay|lie|lying) (?:in|into) bed (?:together|with)`,
      `(?:took|taking|take|takes) (?:pictures|photos|videos) of .{0,30}(?:no clothes|undressed|in the (?:bath|shower))`,
      `(?:watch|watched|watching|spied on|spy on) .{0,30}(?:shower|showering|undress|changing room|getting changed)`,
      `under the (?:sheets|covers) (?:together|doing)`,
      `grown[ -]up things`,
      // A coat, a bag or a tent is undone every day; clothes worn next to the body are not.
      `(?:unbutton|unbuttoned|unbuttons|unzipped|unzips) (?:her|his|their)(?! (?:\\w+ )?(?:coat|coats|jacket|jackets|raincoat|anorak|fleece|hoodie|cardigan|bag|bags|backpack|rucksack|schoolbag|pencil case|suitcase|case|tent|sleeping bag|purse|wallet|lunchbox)\\b)`,
      `(?:licked|licks|kissed|kisses) (?:the \\w+'?s?|her|his) (?:neck|body|chest)`,
      `onto (?:his|her) lap`,
      `(?:girlfriend|boyfriend|lover|wife|husband) of (?:a|the) (?:\\w+ )?(?:year old|child|kid|little)`,
      `(?:man|woman|adult|grown[- ]?up|neighbour|neighbor|uncle|teacher|coach|stranger|stepdad|stepfather|stepmum|stepmom|babysitter|tutor|priest|instructor|principal|headteacher)\\b.{0,40}(?:kissed|kisses|kissing|dating|dates) (?:the |a |his |her |their )?(?:little (?:girl|boy)|(?:\\w+ )?year old|child|kid|pupil|student|schoolgirl|schoolboy|(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)[ -]?grader)`,
      `(?:what(?:'s| is| was)|to see|show (?:him|her|me)|look) (?:under|inside|beneath) (?:her|his|their|your) (?:swimsuit|swimming costume|bathing suit|swimmers|leotard|nightie|nightdress|knickers|undies|pants|underwear|clothes|dress|skirt|pyjamas|pajamas|nappy|diaper)`,
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
      `what (?:their|your|his|her) kind (?:does|do|is like)`,
      `(?:his|her|their|your|those) (?:people|kind|race) (?:are|is|were) (?:all |so |just |really )*(?:unclean|diseased|smelly|stinky|${SLIGHT})`,
      `(?:brown|black|white|dark|darker|foreign) (?:\\w+ )?(?:fairies|elves|people|kids|children|ones|folk) (?:get|got|are|were|should be|must be) ${DONE_TO_A_GROUP}`,
      `call (?:her|him|them) (?:a |an )?(?:bomber|terrorist)s?`,
      `(?:(?:disabled|deaf|blind|gay|trans|black|brown|jewish|muslim|foreign) (?:kid|boy|girl|child|man|woman|person)|(?:boy|girl|kid|child) in (?:a|the) wheelchair) (?:is|was) (?:so |just |really )?${SLIGHT}`,
      `(?:jewish|muslim|black|gay|foreign|an immigrant|a refugee)\\b[^.]{0,20}because (?:they|he|she)(?:'re| are|'s| is) (?:all |always |just |so )*${SLIGHT}`,
      // A people likened to beasts: "they breed like rats", "those people are nothing but animals".
      `${GROUP_OR_THEY} (?:breed|breeds|multiply|multiplies|live|lives|eat|eats|smell|smells|swarm|swarms|behave|behaves|act|acts) like (?:rats|rabbits|animals|pigs|cockroaches|insects|dogs|vermin|apes|monkeys|beasts|flies|locusts)`,
      `${PEOPLES} (?:are|were|is) (?:all |just |only |really )*(?:nothing but |no better than |like |little more than )?(?:(?:dirty|filthy|wild|stinking|smelly|savage|dumb|stupid|greedy) )?(?:animals|rats|vermin|pigs|apes|monkeys|cockroaches|insects|dogs|beasts|savages|parasites)`,
    ],
  },
];
