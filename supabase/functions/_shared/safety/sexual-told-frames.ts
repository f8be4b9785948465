// Sexual content and grooming told in words the other sexual frames (sexual-and-hate-frames.ts) do
// not read: a child told by age alone beside a grown-up's romance, a child praised as mature with a
// secret, pictures swapped with clothes off, a grown-up undressing for children to watch, undressing
// filmed or peeked at, a couple's night in bed asked for in full, clothes undone or taken off each
// other, everything taken off for a dare, a grown-up coming in on a child's bath, one's own photos
// sold in a private chat, a grown-up's love told as a partner's, a kissing game by its name.
import { GRANDPARENTS } from './event-words.ts';
import { GROWN_UP, PHOTOS, ROMANCE, SECRET_FROM_PARENTS } from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';

const SEXUAL = 'sexual content and nudity';

/** A grown-up by who they are, not the "grown up" a child is praised as. */
const GROWN_UP_PERSON = GROWN_UP.replace('grown ?up|', '');
/** A child told by age alone: "my character is 11", "she's 13", "both 15". */
const CHILD_BY_AGE =
  "(?:(?:character|oc|she|he|girl|boy|someone|who) (?:be |is )?|both )(?:[4-9]|1[0-5]|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)(?![0-9])(?! (?:minutes?|hours?|goals?|points?|metres?|miles?|pounds?|times?|seconds?|percent|o'clock|am|pm|dollars?|cm|kg|years? (?:ago|later)))";
const PRAISED_AS_MATURE =
  '(?:mature|grown?(?: |-)?up|old) for (?:her|his|your|their) age|(?:mature|grown?(?: |-)?up) for (?:a )?(?:\\d+|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)|how (?:mature|grown?(?: |-)?up) (?:he|she|you) (?:be|is|are)';
const KEPT_SECRET = `(?:${SECRET_FROM_PARENTS}|special friendship|(?:don't|dont|do not|not to|never) tell)`;
/** A surprise or a present is a happy secret. */
const HAPPY_SECRET = '(?:surprise|present|presents|party|birthday)';
const CLOTHES_OFF_IN_PICTURE =
  '(?:with|without) (?:his|her|their|my|your|no) (?:shirt|top|t-shirt|clothes|trousers|pants)(?: off| on)?|(?:shirt|top|clothes) off';
const UNDRESSING =
  '(?:take off (?:her|his|their|your|my) (?:swimsuit|swimming costume|bikini|clothes|pants|knickers|underwear|trunks|towel|dress)|take (?:her|his|their|your|my) (?:swimsuit|swimming costume|bikini|clothes|pants|knickers|underwear|trunks|towel|dress) off|undress|get undressed|nothing on|naked)';
const BARE =
  '(?:nothing on|naked|no clothes|undress|get changed|in the (?:shower|bath)|changing room)';
/** In bed, under the covers, lights out or clothes on the floor: where a couple's night is told. */
const IN_BED_AT_NIGHT =
  '(?:(?:under|beneath) the (?:sheets|covers|blankets|duvet|quilt)|in (?:the |a |their |one )?bed|in the bedroom|bedroom door|lights (?:be )?(?:off|out)|candles (?:be )?out|in the dark|clothes (?:\\w+ ){0,2}?on the floor|all night|(?:until|till) morning)';
/** Family, pets, toys and sleepovers: the company a child lies down with or leaves clothes by. */
const KIN_AND_PETS = `(?:mum|mom|mummy|mommy|dad|daddy|${GRANDPARENTS}|brothers?|sisters?|cousins?|twins?|sons?|daughters?|baby|babies|teddy|teddies|bears?|dolls?|toys?|pupp(?:y|ies)|kittens?|dogs?|cats?|pets?|bunn(?:y|ies)|lambs?|cubs?|animals?|sleepover|story|stories|books?|torch|torches|nightmare|storm|thunder|bath|laundry|washing)`;

/** A grown-up by role, who must not bathe with, court or film a child. */
const GROWN_UP_ROLE =
  "(?:(?:mum|mom|dad|mother|father|aunt|auntie|uncle|parent)(?:'s| 's)? (?:friend|mate)|boyfriend|girlfriend|uncle|stepdad|step-dad|stepmum|step-mum|lodger|neighbour|coach|teacher|tutor|instructor|babysitter|caretaker|man|men|stranger|grown-up|grownup|adult)";
const CLOTHES =
  '(?:belt|shirt|shirts|blouse|dress|dresses|bra|jeans|trousers|top|tops|clothes|costume|costumes|pyjamas|underwear|pants|knickers|zip)';
const UNDOING =
  '(?:undo|undoes|undid|unbutton|unbuttons|unbuttoned|unzip|unzips|unzipped|unclasp|unclasps|unclasped)';
// The tagger reads "selfies" as a verb, so its lemma is "selfy".
const OWN_PICTURES =
  '(?:photo|photos|picture|pictures|pic|pics|selfie|selfies|selfy|video|videos|nude|nudes)';
const PRIVATE_CHANNEL =
  '(?:private chat|private message|private messages|secret chat|dm|dms|inbox|snap|snapchat|onlyfans|behind (?:\\w+ ){0,2}?back)';

export const SEXUAL_TOLD_FRAMES: readonly HarmFrame[] = [
  frame(SEXUAL, 'adult', [GROWN_UP, CHILD_BY_AGE, ROMANCE]),
  {
    ...frame('grooming', 'adult', [GROWN_UP_PERSON, PRAISED_AS_MATURE, KEPT_SECRET]),
    unless: HAPPY_SECRET,
  },
  {
    ...frame('grooming', 'adult', [
      GROWN_UP_PERSON,
      near('(?:send|sent|ask for|want)', PHOTOS, 3),
      "(?:don't|dont|do not|not to|never) tell|secret|delete",
    ]),
    unless: HAPPY_SECRET,
  },
  frame(SEXUAL, 'adult', [
    PHOTOS,
    CLOTHES_OFF_IN_PICTURE,
    `(?:(?:ask|want|beg|tell) (?:\\w+ ){0,3}?(?:some|one|more|any|them|it) back|send (?:\\w+ ){0,2}?(?:some|one|more) back|(?:don't|dont|do not|not to|never) tell|secret|${CHILD_BY_AGE})`,
  ]),
  // A grown-up who undresses in front of children to be watched.
  frame(SEXUAL, 'adult', [
    GROWN_UP_PERSON,
    '(?:change|changing|undress|undressing|strip|stripping|get changed) in front of (?:the |her |his |their |all the )?(?:\\w+ )?(?:boys|girls|children|kids|class|pupils|them|him|her|me|us)',
    '(?:watch|look|stare)',
  ]),
  // Undressing filmed or photographed, peeked at, described, or let fall to stand bare.
  frame(SEXUAL, 'adult', [
    UNDRESSING,
    '(?:(?:take|snap) (?:\\w+ ){0,2}?(?:photo|photos|picture|pictures|pic|pics|video|videos|selfie) of (?:her|him|them)|film (?:her|him|them|it)|(?:photograph|record) (?:her|him|them|it))',
  ]),
  frame(SEXUAL, 'adult', [
    '(?:peek|peep|spy|sneak a look) (?:in )?through (?:the |a )?(?:gap|hole|keyhole|crack|window|curtain|curtains|door)',
    BARE,
  ]),
  frame(SEXUAL, 'adult', [
    'describe (?:\\w+ ){0,2}?what (?:she|he|they|someone) look like|describe (?:her|his|their) body',
    BARE,
  ]),
  frame(SEXUAL, 'adult', [
    '(?:let|drop|slip|slide) (?:\\w+ ){0,2}?(?:dress|robe|gown|towel|nightie|nightdress|clothes) (?:\\w+ ){0,2}?(?:to the floor|off|fall)',
    '(?:nothing cover (?:her|him|them)|with nothing on|naked|nothing (?:on|underneath)|bare skin|stand there)',
  ]),
  // A couple's night asked for in full, or told as touching and lying together till morning.
  {
    ...frame(SEXUAL, 'adult', [
      '(?:describe|tell|say|write|show) (?:\\w+ ){0,3}?(?:what|everything|all) (?:\\w+ ){0,4}?(?:do|did|does)',
      IN_BED_AT_NIGHT,
    ]),
    unless: KIN_AND_PETS,
  },
  frame(SEXUAL, 'adult', [
    'what (?:grown?(?: |-)?ups?|grow ups|adults|married people|couples|lovers) do',
    '(?:bed|bedroom|lights (?:be )?(?:off|out)|in the dark|under the (?:sheets|covers|duvet))',
  ]),
  {
    ...frame(SEXUAL, 'adult', [
      '(?:touch|stroke|feel|rub|caress|kiss|kis) each other',
      IN_BED_AT_NIGHT,
    ]),
    unless: KIN_AND_PETS,
  },
  {
    ...frame(SEXUAL, 'adult', [
      '(?:lie|lay|curl up|snuggle|cuddle) (?:down |up )?(?:close )?together',
      `(?:${IN_BED_AT_NIGHT}|kiss|kis)`,
    ]),
    unless: KIN_AND_PETS,
  },
  {
    ...frame(SEXUAL, 'adult', [
      '(?:take|peel) (?:off )?each other (?:\\w+ )?(?:clothes|costumes?|shirts?|dress|dresses|tops?|pyjamas)',
      '(?:tangle|tangled|on the floor|slowly|kiss|kis|bed|keep go|skip|describe|all night|roll around|roll about)',
    ]),
    unless: KIN_AND_PETS,
  },
  {
    ...frame(SEXUAL, 'adult', [
      '(?:their|his|her) clothes (?:\\w+ ){0,2}?on the floor',
      '(?:both (?:1[0-9]|[2-9]\\d|teenagers|adults)|(?:two|pair) of them|couple|lovers|lights (?:be )?(?:off|out)|candles (?:be )?out|in the dark|describe)',
    ]),
    unless: KIN_AND_PETS,
  },
  frame(SEXUAL, '10-12', ['(?:seven|7) minutes in heaven']),
  // Clothes undone by one person on another, or torn off each other.
  frame(SEXUAL, 'adult', [
    `(?:she (?:[^ ]+ )?${UNDOING} his|he (?:[^ ]+ )?${UNDOING} her|${UNDOING} each other(?:'s| 's)?) ${CLOTHES}`,
  ]),
  frame(SEXUAL, 'adult', [
    `(?:tear|tore|torn|rip|ripped|pull|pulled) each other(?:'s| 's)? (?:[^ ]+ )?${CLOTHES} off`,
  ]),
  // Everything taken off for a dare, or on camera.
  frame(SEXUAL, 'adult', [
    '(?:take|takes|took|taking|strip|strips|stripped) (?:everything|all (?:their|her|his|our|my) clothes|all of (?:their|her|his|our|my) clothes) off',
    '(?:dare|film|filmed|filming|video|camera|photo|photos|record|recorded|live|stream)',
  ]),
  frame(SEXUAL, 'adult', [
    near(
      '(?:strip|strips|stripped|undress|undressed|naked)',
      '(?:dare|film|filmed|filming|camera|stream)',
      6,
    ),
  ]),
  // A grown-up who keeps coming in on a child bathing or changing.
  frame(SEXUAL, 'adult', [
    GROWN_UP_ROLE,
    '(?:come|comes|came|coming|walk|walks|walked|walking|barge|barges) (?:[^ ]+ ){0,2}?in(?:to)? (?:the )?(?:bathroom|changing room|bedroom)',
    '(?:in the bath|in the shower|bath|shower|bathing|showering|changing|getting dressed|undressed)',
  ]),
  // One's own pictures sold or sent in a private chat.
  frame(SEXUAL, 'adult', [
    `(?:sell|sells|sold|selling|send|sends|sent|sending|trade|trades|traded) (?:[^ ]+ ){0,2}?${OWN_PICTURES}`,
    // Money alone is a market stall's: "sells his photos of birds for money".
    `(?:${PRIVATE_CHANNEL}|gift card|gift cards|robux|v-bucks|vbucks)`,
  ]),
  // A grown-up's love told as a partner's, to a child.
  frame(SEXUAL, 'adult', [
    GROWN_UP_ROLE,
    '(?:love|loves|loved) (?:her|him|me|them) like (?:a|his|her) (?:girlfriend|boyfriend|wife|husband|lover)',
  ]),
];
