// Deaths told with no word of dying, read as frames over a sentence's lemmas: eyes closed for the
// last time, a monitor's one long beep, a heart that gave out, someone "with the angels now", a
// coffin lowered into the ground; and a person or a pet found cold and stiff, or beyond what the vet
// could do. Eyes closed to sleep, a microwave's beep and a coffin in a game of vampires are none.
import { LIVING } from './harm-frame-kinds.ts';
import { frame, type HarmFrame } from './harm-frame.ts';

/** What tells a death on its own, whoever it happens to. */
const DEATH_TOLD = [
  '(?:close|closed|shut) (?:his|her|their|its|my|your) eyes for (?:the )?(?:last|final) time',
  '(?:machine|monitor|heart monitor|screen) (?:\\w+ ){0,3}?(?:one |a )?long (?:flat )?beep',
  'with the angels now',
  '(?:go|went|gone) to be with the angels',
  'heart (?:\\w+ )?(?:give|gave|given) out',
  '(?:lower|lowered) (?:\\w+ ){0,3}?(?:box|coffin|casket) into the (?:ground|grave|earth)',
  'in (?:the |a )?(?:box|coffin|casket) at the front of the (?:church|mosque|temple|synagogue|hall|room)',
].join('|');

/** What became of someone, told as a death when a person or a pet is named. */
const FOUND_DEAD = [
  '(?:be|was|were|is|lay|lie) (?:all |so |very )?(?:cold and stiff|stiff and cold)',
  '(?:vet|vets|doctor|doctors|nurse|nurses) (?:\\w+ ){0,3}?nothing (?:more |else )?(?:to do|to be done|(?:they|he|she|we) could do)',
].join('|');

export const DEATH_FRAMES: readonly HarmFrame[] = [
  frame('death and self-harm', '7-9', [`(?:${DEATH_TOLD})`], true),
  frame('death and self-harm', '7-9', [`(?:${FOUND_DEAD})`, `(?:${LIVING}|someone|her|him)`], true),
];
