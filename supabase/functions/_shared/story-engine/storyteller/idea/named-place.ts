// "down the Shannon", "across the Jordan", "Maple Street", "Lake Victoria": a given name set where
// a place's name goes is the place's, never a person's, whatever the tagger's lists say of it.
import type { TaggedWord } from '../read-english.ts';

/** What a place's name may be set before: "the Shannon river", "Rose Hill". */
const PLACE_AFTER = new Set(
  'river lake mountain mountains mount hill hills street road lane avenue bay sea ocean park island islands loch falls canyon valley forest woods wood farm estate beach harbour harbor creek bridge'.split(
    ' ',
  ),
);
/** What a place's name may be set after: "Lake Victoria", "Mount Kenya". */
const PLACE_BEFORE = new Set('lake mount mt loch river cape port isle fort'.split(' '));

/**
 * Whether the capitalised word at `index` names a place: after "the" and a preposition ("down the
 * Shannon", "along the Jordan"), before a kind of place ("Maple Street") or after one ("Lake
 * Victoria"). "the" is never set before a person's given name, so a name after it is a place's.
 */
export function namesPlaceByName(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  if (!word || !/^\p{Lu}/u.test(word.text)) return false;
  const previous = words[index - 1];
  const next = words[index + 1];
  const before = words[index - 2];
  const together = (other: TaggedWord | undefined) => other?.sentence === word.sentence;
  if (together(next) && /^\p{Lu}/u.test(next?.text ?? '') && PLACE_AFTER.has(next?.normal ?? ''))
    return true;
  if (
    together(previous) &&
    /^\p{Lu}/u.test(previous?.text ?? '') &&
    PLACE_BEFORE.has(previous?.normal ?? '')
  )
    return true;
  return (
    previous?.normal === 'the' &&
    together(previous) &&
    together(before) &&
    before?.tags.has('Preposition') === true
  );
}
