// Self-harm and sexual content told in plain children's and teens' words, with no listed word: a
// blade kept from a sharpener, pills and a goodbye letter, wanting it all to stop in a note, a
// rooftop edge where nobody would miss one; clothes undone or torn off between two people, a grown-up
// coming in on a child's bath, one's own photos sold in a private chat, a grown-up's "girlfriend" talk.
import {
  ALL_STOPPING,
  FAREWELL_NOTE,
  HEIGHT,
  ORDINARY_LEAVING,
  PILLS,
} from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';

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

export const SELF_HARM_AND_SEXUAL_TOLD_FRAMES: readonly HarmFrame[] = [
  // A sharpener's blade taken out and kept: the way children hide something to cut with.
  frame('death and self-harm', 'teen', [
    `(?:sharpener blade|sharpener blades|(?:blade|blades|metal bit|metal bits|metal piece|little blade|razor) (?:[^ ]+ ){0,3}?(?:from|out of|of|inside) (?:[^ ]+ ){0,2}?sharpener)`,
    '(?:keep|keeps|kept|hide|hides|hid|hidden|save|saves|saved|for later|for when|pencil case|under (?:his|her|my|their) (?:bed|pillow|mattress))',
  ]),
  frame('death and self-harm', 'teen', [
    '(?:(?:slit|slits|slitting|slash|slashes|slashed|slashing) (?:[^ ]+ ){0,2}?wrists?|cut (?:his|her|my|their|your) (?:own )?wrists)',
  ]),
  // Pills counted or saved up and a goodbye written: together final, unless someone is moving away.
  {
    ...frame('death and self-harm', 'teen', [
      `(?:count|counts|counted|counting|collect|collects|collected|save|saves|saved|hoard|hoards|hoarded|stash|stashes|stashed|gather|gathers|gathered|line up|lines up|lined up) (?:[^ ]+ ){0,4}?${PILLS}`,
      FAREWELL_NOTE,
    ]),
    unless: ORDINARY_LEAVING,
  },
  frame('death and self-harm', 'teen', [
    'how many',
    PILLS,
    '(?:not be here|not be around|be gone|not wake|never wake|sleep forever)',
  ]),
  // Wanting it all to stop, in a note left to be found.
  frame('death and self-harm', 'teen', [
    `(?:${ALL_STOPPING}|want (?:it|everything) (?:all )?to stop|want (?:it|everything) all to stop)`,
    '(?:note|letter|message)',
  ]),
  // Being unmissed, at an edge: "nobody will even miss me," standing at the edge of the rooftop.
  frame('death and self-harm', 'teen', [
    // Missed by nobody yet to come: "nobody missed me" at a climbing wall is a game's moment.
    "(?:nobody|no one|no-one) (?:[^ ]+ ){0,2}?(?:will|would|'d|gonna|going to|even|ever) (?:[^ ]+ ){0,2}?miss (?:me|him|her|them)",
    `(?:${HEIGHT}|rooftop|tower|railing)`,
  ]),
  // Looking down from a height and deciding, at last, to go, or left deciding.
  frame('death and self-harm', 'teen', [
    `(?:${HEIGHT}|rooftop|tower)`,
    'look(?:ing)? (?:[^ ]+ ){0,2}?down',
    '(?:finally|decide|at last) (?:[^ ]+ ){0,2}?(?:to )?(?:go|do it|let go|step)(?! (?:home|back|inside|in|down the stairs))|decide(?= ,|$)',
  ]),
  // Told to end it, by anyone: the push towards self-harm that bullies type.
  frame('death and self-harm', 'teen', [
    '(?:tell|told|telling|say|said|keep telling) (?:[^ ]+ ){0,2}?to (?:just )?(?:go )?end it(?! (?:with|by|on|at))',
  ]),
  // Clothes undone by one person on another, or torn off each other.
  frame('sexual content and nudity', 'adult', [
    `(?:she (?:[^ ]+ )?${UNDOING} his|he (?:[^ ]+ )?${UNDOING} her|${UNDOING} each other(?:'s| 's)?) ${CLOTHES}`,
  ]),
  frame('sexual content and nudity', 'adult', [
    `(?:tear|tore|torn|rip|ripped|pull|pulled) each other(?:'s| 's)? (?:[^ ]+ )?${CLOTHES} off`,
  ]),
  // Everything taken off for a dare, or on camera.
  frame('sexual content and nudity', 'adult', [
    '(?:take|takes|took|taking|strip|strips|stripped) (?:everything|all (?:their|her|his|our|my) clothes|all of (?:their|her|his|our|my) clothes) off',
    '(?:dare|film|filmed|filming|video|camera|photo|photos|record|recorded|live|stream)',
  ]),
  frame('sexual content and nudity', 'adult', [
    near(
      '(?:strip|strips|stripped|undress|undressed|naked)',
      '(?:dare|film|filmed|filming|camera|stream)',
      6,
    ),
  ]),
  // A grown-up who keeps coming in on a child bathing or changing.
  frame('sexual content and nudity', 'adult', [
    GROWN_UP_ROLE,
    '(?:come|comes|came|coming|walk|walks|walked|walking|barge|barges) (?:[^ ]+ ){0,2}?in(?:to)? (?:the )?(?:bathroom|changing room|bedroom)',
    '(?:in the bath|in the shower|bath|shower|bathing|showering|changing|getting dressed|undressed)',
  ]),
  // One's own pictures sold or sent in a private chat.
  frame('sexual content and nudity', 'adult', [
    `(?:sell|sells|sold|selling|send|sends|sent|sending|trade|trades|traded) (?:[^ ]+ ){0,2}?${OWN_PICTURES}`,
    // Money alone is a market stall's: "sells his photos of birds for money".
    `(?:${PRIVATE_CHANNEL}|gift card|gift cards|robux|v-bucks|vbucks)`,
  ]),
  // A grown-up's love told as a partner's, to a child.
  frame('sexual content and nudity', 'adult', [
    GROWN_UP_ROLE,
    '(?:love|loves|loved) (?:her|him|me|them) like (?:a|his|her) (?:girlfriend|boyfriend|wife|husband|lover)',
  ]),
];
