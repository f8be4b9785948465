// Harm scenes of a weapon told by its parts or its use, never its name ("racks the top part back and
// aims it at the cashier's face", "the loaded one", "six holes in the sheriff"), a weapon taken to
// school or hidden for someone, and violence told by its signs (thuds through the wall, new bruises).
import { BEING } from './harm-scene-kinds.ts';
import { seen, VIOLENCE, type HarmScene } from './harm-scene.ts';

/** A weapon named by a stand-in word: the loaded one, the cold metal thing, dad's hunting thing. */
const UNNAMED_WEAPON =
  "(?:(?:the |a |his |her |dad's |\\w+'s )?loaded (?:one|thing)|(?:cold |heavy |black |shiny |little )*metal thing|hunting (?:thing|one)|(?:the |a )?thing that goes bang)";
const READIED =
  '(?:racks?|racked|racking|cocks?|cocked|cocking|slides?|slid|pulls?|pulled|clicks?|clicked) (?:the )?(?:top (?:part|bit)|slide|hammer|bolt|safety(?: catch)?|catch) (?:back|off)';
const AIMED_AT_SOMEONE = `(?:aims?|aimed|aiming|points?|pointed|pointing|levels?|levelled|leveled|holds?|held) (?:it|them|the \\w+)? ?(?:right |straight |directly )?(?:at|in) (?:the |his |her |their |my |your |a )?(?:\\w+'s )?(?:face|head|chest|heart|eyes?|temple|back|belly|${BEING})`;
const ROLES =
  '(?:sheriff|cowboy|outlaw|bandit|robber|deputy|cashier|guard|soldier|officer|policeman|man|woman|boy|girl|teacher|shopkeeper|neighbour|neighbor|driver|stranger)';

export const WEAPON_BY_ITS_PARTS: readonly HarmScene[] = [
  seen(VIOLENCE, '7-9', 10, READIED, AIMED_AT_SOMEONE),
  seen(VIOLENCE, '7-9', 14, UNNAMED_WEAPON, AIMED_AT_SOMEONE),
  seen(
    VIOLENCE,
    '7-9',
    12,
    UNNAMED_WEAPON,
    '(?:brings?|brought|bringing|takes?|took|taking|carries|carried|sneaks?|sneaked|snuck) (?:it|them) (?:in)?to (?:school|class|the classroom|assembly|the playground)',
  ),
  seen(
    VIOLENCE,
    '7-9',
    14,
    "(?:locked|gun|dad's|father's|grandad's) (?:cupboard|cabinet|safe|case)",
    '(?:brings?|brought|bringing|takes?|took|taking|carries|carried|sneaks?|sneaked|snuck) (?:it|them) (?:in)?to (?:school|class|the classroom|assembly|the playground)',
  ),
  seen(
    VIOLENCE,
    '7-9',
    8,
    '(?:gun|pistol|rifle|knife|blade|hammer|machete|dagger|axe|razor)s?|(?:sharpest|pointiest|biggest|longest) (?:one|thing|knife)|(?:one|thing|knife|blade)s? (?:from|out of) the kitchen (?:drawer|block)',
    '(?:under (?:her|his|my|their|the) pillow|up (?:her|his|my|their) sleeve|in (?:her|his|my|their) (?:bag|pocket|school bag|coat|boot|sock))',
  ),
  seen(
    VIOLENCE,
    '7-9',
    2,
    '(?:puts?|putting|pumps?|pumped|pumping|fires?|fired|leaves?|left) (?:a |some |two |three |four |five |six |\\d+ )?(?:holes|bullets|rounds|lead|slugs)',
    `(?:in|into|through) (?:the |a |his |her |their |that |this |old )?(?:\\w+ )?(?:${ROLES}|${BEING})\\b`,
  ),
  seen(
    VIOLENCE,
    '7-9',
    3,
    "(?:brings?|brought|bringing|takes?|took|taking|carries|carried|carrying|sneaks?|sneaked|snuck) (?:a |an |his |her |the |their |dad's |\\w+'s )?(?:\\w+ )?(?:blade|knife|knives|gun|pistol|rifle|weapon|machete|dagger|razor|axe)s?",
    '(?:in)?to (?:school|class|the classroom|the playground|assembly|the school)',
  ),
  seen(
    VIOLENCE,
    'teen',
    0,
    '(?:zip|pipe|ghost|homemade|home made|3d printed) guns?|(?:pipe|nail|petrol|pressure cooker) bombs?',
  ),
  seen(
    VIOLENCE,
    '7-9',
    0,
    '(?:blows?|blew|blowing) (?:the )?smoke (?:off|from) (?:the )?(?:end of (?:the |his |her )?)?(?:barrel|muzzle)',
  ),
  // Violence told by its signs: thuds heard through a wall and new bruises, teeth sunk into a leg.
  seen(
    VIOLENCE,
    '7-9',
    20,
    '(?:hears?|heard|hearing) (?:the )?(?:thuds|thumps|bangs|slaps|smacks|screams|hitting|crashes)',
    '(?:(?:new|fresh|purple|blue|black|dark) (?:\\w+ )?(?:marks|bruises|patches)|black eye)',
  ),
  seen(
    VIOLENCE,
    '7-9',
    1,
    '(?:sinks?|sank|sunk|sinking) (?:its|his|her|their) (?:teeth|fangs|claws) into',
    "(?:the |a |his |her |their |my )?(?:\\w+'s )?(?:leg|arm|hand|neck|face|throat|ankle|shoulder|back|side)\\b",
  ),
];
