// Harm scenes of dangerous acts a child could copy, and of going off with strangers or in secret.
import { DANGER_SPOTS, FLAMMABLE } from './harm-scene-kinds.ts';
import { seen, DANGER, type HarmScene } from './harm-scene.ts';

export const DANGER_SCENES: readonly HarmScene[] = [
  // Dangerous acts a child could copy, by the thing and the place, whatever the verb.
  seen(
    DANGER,
    '10-12',
    4,
    '(?:swallow|swallows|swallowed|swallowing)',
    '(?:batteries|button batteries|magnets|coins|beads|marbles|pins|washing (?:pods|tablets|capsules)|dishwasher tablets|bleach)',
  ),
  seen(
    DANGER,
    '10-12',
    4,
    '(?:eat|eats|ate|eating|lick|licks|licked|licking)',
    '(?:batteries|magnets|washing (?:pods|tablets|capsules)|dishwasher tablets|bleach)',
  ),
  seen(
    DANGER,
    '10-12',
    6,
    '(?:touch|touches|touched|touching|climb|climbs|climbed|climbing|play|plays|played|playing|walk|walks|walked|walking|run|ran|runs|skate|skated|skating|jump|jumped|jumping|stand|stood|poke|poked|grab|grabbed)',
    DANGER_SPOTS,
  ),
  seen(
    DANGER,
    '10-12',
    0,
    '(?:pills|tablets|medicine|bottles?)',
    '(?:from (?:the )?medicine (?:cabinet|cupboard)|from under the sink)',
  ),
  seen(
    DANGER,
    '10-12',
    6,
    '(?:drop|drops|dropped|dropping|throw|throws|threw|throwing|roll|rolled)',
    '(?:rocks|stones|bricks|bottles)',
    '(?:onto|on) (?:the )?(?:cars|road|traffic|people|trains|motorway|heads)',
  ),
  seen(
    DANGER,
    '10-12',
    0,
    `(?:lit|light|lights|lighting|torched|ignited|held a (?:match|lighter) to) (?:the |his |her |their |my |a )?(?:\\w+ )?${FLAMMABLE}`,
  ),
  seen(DANGER, 'teen', 0, '(?:fainting|choking|blackout|pass ?out|passing out) (?:game|challenge)'),
  seen(
    DANGER,
    'teen',
    2,
    '(?:squeeze|squeezes|squeezed|squeezing|press|pressed|pressing)',
    "(?:each other'?s?|his|her|their|my|your) (?:necks?|throats?)",
  ),
  // Going off with a stranger or an online friend, or in secret.
  seen(
    'grooming',
    'teen',
    0,
    "(?:go|goes|went|going|get|gets|got|getting|ride|rode|walk|walked|leave|left|drive|drove|climb|climbed|hop|hopped) (?:off |away |in |into )?(?:with )?(?:a |the )?(?:stranger|strangers|stranger's (?:car|van))",
  ),
  seen(
    'grooming',
    'teen',
    10,
    '(?:man|woman|lady|stranger|someone) (?:in|with|from) (?:a|the) (?:van|car|truck)',
    '(?:got in|get in|gets in|climbed in|hopped in|went with|go with|sweets|puppies|kittens|lift|ride)',
  ),
  seen(
    'grooming',
    'teen',
    0,
    '(?:meet|meets|met|meeting|visit|visits) (?:her |his |their |an |a )?(?:online|internet|game|chat) friend',
  ),
  seen(
    'grooming',
    'teen',
    8,
    '(?:got in|get in|gets in|went|goes|go|left|leaves|sneaked out|snuck out|ran off|meet|meets|met)',
    "(?:without telling (?:anyone|anybody)|(?:doesn't|didn't|does not|did not|won't) tell (?:her|his|their|your|my) (?:parents|mum|mom|dad|family) where)",
  ),
];
