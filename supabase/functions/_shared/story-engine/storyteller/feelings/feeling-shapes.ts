// The everyday, feelings stories the storyteller knows, in the order an idea is tried against
// them: a race before the new kid ("the new kid trips at sports day"), the new kid before a first
// day, school before home, a choice before a move ("deciding whether to move house").
import type { FeelingShape } from './feeling-shape.ts';
import { RACE } from './race-shape.ts';
import { NEW_KID } from './new-kid-shape.ts';
import { FIRST_DAY } from './first-day-shape.ts';
import { APPOINTMENT } from './appointment-shape.ts';
import { LOST_MATCH } from './lost-match-shape.ts';
import { COMPARED } from './compared-shape.ts';
import { CLASH } from './clash-shape.ts';
import { CHOICE_BETWEEN, CHOICE_WHETHER } from './choice-shape.ts';
import { FIGHT } from './fight-shape.ts';
import { MOVING } from './moving-shape.ts';
import { LEARN } from './learn-shape.ts';

export const FEELING_SHAPES: readonly FeelingShape[] = [
  RACE,
  NEW_KID,
  FIRST_DAY,
  APPOINTMENT,
  LOST_MATCH,
  COMPARED,
  CLASH,
  CHOICE_BETWEEN,
  CHOICE_WHETHER,
  FIGHT,
  MOVING,
  LEARN,
];
