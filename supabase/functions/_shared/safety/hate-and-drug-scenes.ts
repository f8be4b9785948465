// Harm scenes of hate told as a trait of people, and of drugs and alcohol told by what they do.
import {
  SKIN_COLOUR,
  NATIONS,
  SHUNNING,
  INHALING,
  FUMES,
  FLOATY,
  GROWN_UPS_DRINK,
} from './harm-scene-kinds.ts';
import { seen, HATE, DRUGS, type HarmScene } from './harm-scene.ts';

export const HATE_AND_DRUG_SCENES: readonly HarmScene[] = [
  // Hate as a trait of people: skin, nation or faith, and being sent away or called dirty.
  seen(HATE, 'adult', 0, 'because of (?:the )?colou?r of (?:their|his|her|your) skin'),
  seen(
    HATE,
    'adult',
    3,
    '(?:scrub|scrubs|scrubbed|scrubbing|wash|washes|washed|bleach|bleaches|bleached)',
    SKIN_COLOUR,
  ),
  seen(
    HATE,
    'adult',
    6,
    `(?:${SKIN_COLOUR}|${NATIONS})`,
    "(?:are|is|were|was|get|got|have to|has to|must|should|shouldn't|should not|can't|cannot)",
    `(?:all )?(?:dirty|lazy|thieves|stupid|smelly|filthy|disgusting|criminals|terrorists|${SHUNNING})`,
  ),
  seen(
    HATE,
    'adult',
    10,
    `(?:${SKIN_COLOUR}|${NATIONS})`,
    "because (?:they'?re|they are|he'?s|she'?s|he is|she is) (?:all )?(?:dirty|lazy|thieves|stupid|smelly|filthy|disgusting|criminals)",
  ),
  seen(
    HATE,
    'adult',
    0,
    `(?:hunt|hunts|hunted|hunting|chase|chased|chasing|beat up|beating up) (?:the )?${NATIONS}`,
  ),
  // Drugs by what they do: fumes breathed in, pills or treats to feel floaty, a grown-up's bottle.
  seen(DRUGS, 'teen', 3, INHALING, `(?:in )?(?:the |some |them |it )?(?:\\w+ )?${FUMES}`),
  seen(DRUGS, 'teen', 0, '(?:through|with) a rolled up (?:note|banknote|bill|tenner|fiver)'),
  seen(
    DRUGS,
    'teen',
    6,
    '(?:pills|tablets|gummies|powder|mushrooms|leaves|plant|cigarettes?|smokes)',
    `(?:feel|feels|felt|feeling|make|makes|made|get|gets|got|go|went|turn|turns) (?:\\w+ )?(?:all |really |so )?${FLOATY}`,
  ),
  seen(
    DRUGS,
    'teen',
    8,
    '(?:special|funny|grown ?up) (?:brownies|cookies|mushrooms|cigarettes|tablets|pills|gummies|sweets|tea|plant|leaves)',
    FLOATY,
  ),
  seen(DRUGS, 'teen', 0, '(?:weed|pot|cannabis|hash) (?:gummies|brownies|cookies|sweets|cakes)'),
  seen(DRUGS, 'teen', 2, '(?:roll|rolls|rolled|rolling) (?:it|them|some|\\w+) up', '(?:to )?smoke'),
  seen(
    DRUGS,
    '10-12',
    3,
    '(?:drink|drinks|drank|drinking|sip|sips|sipped|swig|swigs|swigged|gulp|gulped|tasted|taste)',
    GROWN_UPS_DRINK,
  ),
];
