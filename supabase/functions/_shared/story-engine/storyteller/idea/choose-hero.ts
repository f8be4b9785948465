// Who leads the story of all the idea names: the one the idea's evidence puts first, unless only a
// companion is named, or the one first named blames the hero.
import type { TaggedWord } from '../read-english.ts';
import type { IdeaCompanion } from './companion-at.ts';
import type { HeroPlace } from './find-hero.ts';
import { COMPANION_KINDS, PEOPLE_GROUPS, PEOPLE_KINDS } from './idea-words.ts';

/**
 * "two brothers from Kigali, Gatete and Mugisha, follow a map": names set after a comma beside the
 * people the idea opens with are theirs, and the first of them leads.
 */
function namesThoseTold(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1];
  if (!previous || !String((previous as { after?: string }).after ?? '').includes(','))
    return false;
  return words
    .slice(Math.max(0, index - 6), index)
    .some((word) => word.sentence === words[index]?.sentence && PEOPLE_GROUPS.has(word.normal));
}

/** "her old teacher Wiktor": a name whose phrase opens with whose they are. */
function ownedBySomeoneAt(words: readonly TaggedWord[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 4); at -= 1) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    if (/^(her|his|their)$/.test(word.normal)) return true;
    if (!word.tags.has('Adjective') && !word.tags.has('Noun')) return false;
  }
  return false;
}

/** "with her familiar, a grumpy crow called Pepper": a name set beside whose someone's companion is. */
function ownedBesideAt(words: readonly TaggedWord[], index: number): boolean {
  if (!/^(named|called)$/.test(words[index - 1]?.normal ?? '')) return false;
  let at = index - 2;
  while (at >= 0 && !/^(a|an)$/.test(words[at]?.normal ?? '') && index - at < 6) at -= 1;
  const before = words[at - 1] as { after?: string } | undefined;
  // "her familiar, a grumpy crow called Pepper", never "before her exams, a girl named Rosa".
  const owned = words[at - 1]?.normal ?? '';
  return (
    /^(a|an)$/.test(words[at]?.normal ?? '') &&
    String(before?.after ?? '').includes(',') &&
    (PEOPLE_KINDS.has(owned) || COMPANION_KINDS.has(owned)) &&
    ownedBySomeoneAt(words, at)
  );
}

/**
 * The hero's place among the idea's words, and the companion promoted to lead when no one else
 * does. `leading` is who the idea's evidence puts first; `wronged` who it says is blamed.
 */
export function chooseHero(
  words: readonly TaggedWord[],
  listed: readonly IdeaCompanion[],
  found: HeroPlace | null,
  wronged: number | null,
): { hero: HeroPlace | null; promoted: IdeaCompanion | undefined } {
  const leading = found && ownedBesideAt(words, found.index) ? null : found;
  // "epic fantasy with a thief named Vesna who steals a star", "sailing around Cape Horn with an
  // old captain named Teodor": with no one else to lead it, the one the idea names first is the
  // hero, not a companion.
  const introduced = listed.find(
    (companion) =>
      companion.name !== null &&
      !ownedBesideAt(words, companion.index) &&
      (/^(named|called)$/.test(words[companion.index - 1]?.normal ?? '') ||
        namesThoseTold(words, companion.index)),
  );
  // "with a warrior queen called Ngozi …, she travels with her old teacher Wiktor": a name told as
  // someone's ("her old teacher") after one the idea brought in by name belongs to that one.
  const promoted =
    leading === null ||
    (introduced !== undefined &&
      introduced.index < leading.index &&
      ownedBySomeoneAt(words, leading.index))
      ? introduced
      : undefined;
  // "Mrs Kowalska blames Jakub but he didn't do it": the one who blames is no hero; the one
  // blamed clears his name.
  const blamer =
    wronged !== null &&
    leading !== null &&
    leading.index === wronged - 2 &&
    /^(blames|frames|accuses|suspects)$/.test(words[wronged - 1]?.normal ?? '') &&
    !promoted;
  const hero = promoted
    ? { index: promoted.index, title: null }
    : blamer
      ? { index: wronged, title: null }
      : (leading ?? (wronged === null ? null : { index: wronged, title: null }));
  return { hero, promoted };
}
