// Harm scenes of self-harm in any wording, and of sexual content and grooming by a grown-up.
import {
  OWN_SKIN,
  OWN_HANDS,
  HURTING_ONESELF,
  HOT_OR_SHARP,
  ONLY_ONESELF,
  HEIGHT_OR_WATER,
  SELF_GONE,
  GONE_FOR_GOOD,
  HANGING_THING,
  HIGH_POINT,
  GROWN_UP,
  CLOSE_TOUCH,
  KEPT_SECRET,
  CLOTHES_OFF,
} from './harm-scene-kinds.ts';
import { seen, SELF_HARM, SEXUAL, type HarmScene } from './harm-scene.ts';

export const SELF_HARM_AND_SEXUAL_SCENES: readonly HarmScene[] = [
  // Self-harm in any wording: something hot or sharp on one's own body, a height or water with a
  // goodbye, a cord tied high, pills to sleep for good, not eating to vanish.
  seen(SELF_HARM, 'teen', 4, HOT_OR_SHARP, `(?:onto|into|on|against|across|to) ${OWN_SKIN}`),
  seen(SELF_HARM, 'teen', 4, OWN_SKIN, ONLY_ONESELF),
  seen(SELF_HARM, 'teen', 6, HURTING_ONESELF, `(?:${OWN_SKIN}|${OWN_HANDS})`, ONLY_ONESELF),
  seen(SELF_HARM, 'teen', 12, HEIGHT_OR_WATER, GONE_FOR_GOOD),
  seen(SELF_HARM, 'teen', 12, GONE_FOR_GOOD, HEIGHT_OR_WATER),
  seen(SELF_HARM, 'teen', 1, `${HANGING_THING} (?:to|round|around|over)`, HIGH_POINT),
  seen(
    SELF_HARM,
    'teen',
    8,
    '(?:pills|tablets|medicine)',
    '(?:never (?:have to )?(?:wake|woke)|not (?:have to )?wake|sleep forever|wake up again)',
  ),
  seen(
    SELF_HARM,
    'teen',
    6,
    '(?:stopped|stops|stop|refused|refuses|refuse) (?:eating|to eat)',
    '(?:so|until|to|because)',
    '(?:disappear|vanish|thin|bones|die|gone|nothing)',
  ),
  seen(SELF_HARM, 'teen', 0, SELF_GONE),
  // A grown-up, closeness and a secret: grooming, whatever the words.
  seen(SEXUAL, 'adult', 14, GROWN_UP, CLOSE_TOUCH, KEPT_SECRET),
  seen(SEXUAL, 'adult', 14, CLOSE_TOUCH, KEPT_SECRET, GROWN_UP),
  seen(SEXUAL, 'adult', 14, GROWN_UP, KEPT_SECRET, CLOSE_TOUCH),
  seen(SEXUAL, 'adult', 0, `without (?:her|his|their|your|any) clothes`),
  seen(SEXUAL, 'adult', 10, '(?:photos|pictures|pics|selfies|videos)', CLOTHES_OFF),
  seen(
    SEXUAL,
    'adult',
    3,
    '(?:touch|touches|touched|touching|feel|feels|felt|stroke|strokes|stroked|rub|rubs|rubbed)',
    '(?:under|inside) (?:her|his|their|your) (?:clothes|top|shirt|dress|skirt|pyjamas|pajamas|nightie|vest|pants|knickers|underwear)',
  ),
];
