// "someone leaves fresh flowers on grandpa's doorstep", "who keeps fixing the broken toys": a deed
// done in secret that is a kindness. The story finds out who, but nobody is upset, nobody says sorry.
import type { IdeaCulprit } from './find-culprit.ts';
import { toSingular } from '../read-english.ts';

/** Kindnesses done to anything: mending, tidying, feeding, watering. */
const KIND_ACTS = new Set(
  'fix mend repair tidy clean sweep water feed knit plant weed polish decorate'.split(' '),
);
/** What is left or brought as a gift: flowers, a note, a cake. */
const GIVING = new Set('leave bring give send post deliver'.split(' '));
const GIFTS = new Set(
  'flower rose tulip daisy sunflower daffodil bouquet posy note letter card gift present drawing picture painting poem message cake cookie biscuit muffin treat sweet chocolate apple toy book shell feather'.split(
    ' ',
  ),
);

/** Words that make a gift a worry. */
const UNKIND = /\b(anonymous|mean|nasty|rude|scary|creepy|threatening|horrible|unkind|spooky)\b/;

/** Whether the idea's secret deed is a kindness rather than a wrong. */
export function isKindDeed(culprit: IdeaCulprit): boolean {
  // "sending anonymous notes to everyone": a gift nobody signs may be a cruel one.
  if (culprit.takes || culprit.ate || UNKIND.test(culprit.doing)) return false;
  if (KIND_ACTS.has(culprit.verb)) return true;
  return GIVING.has(culprit.verb) && GIFTS.has(toSingular(culprit.noun.toLowerCase()));
}
