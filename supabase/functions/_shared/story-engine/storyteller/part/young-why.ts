// Why the culprit did it, told to a young reader: a reason of two deeds is two short sentences,
// the second with its own subject, so nothing of it is lost and no sentence runs past the band.
import { capitalise } from '../../../capitalise.ts';
import { countWords } from '../../../count-words.ts';
import { definite, isPlural } from '../read-english.ts';
import { shortReference } from '../short-reference.ts';

// A reason this short is told whole, whatever it joins.
const SHORT_ENOUGH = 6;

/**
 * "wanted to play a joke and then felt too shy to own up" becomes "wanted to play a joke. Then
 * they felt too shy to own up"; "wanted to keep it safe from the storm and forgot to say so",
 * "wanted to keep it safe from the storm. The gardener forgot to say so".
 */
export function youngWhy(who: string, why: string): string {
  if (countWords(why) <= SHORT_ENOUGH) return why;
  // "it would cause, and then felt": the comma before "and" goes with the sentence it ended.
  const parts = /^(.+?),?\s+and(\s+then)?\s+(.+)$/.exec(why);
  if (!parts) return why;
  const [, first = '', then, second = ''] = parts;
  if (countWords(first) < 2 || countWords(second) < 2) return why;
  // "…all along, and the baby sister had been too shy": a second deed with its own subject keeps it.
  if (/^(the|his|her|their) \S+( \S+)? (had|was|were|is)\b/.test(second))
    return `${first}. ${capitalise(second)}`;
  const subject = isPlural(who) ? 'they' : shortReference(definite(who));
  return then
    ? `${first}. Then ${subject} ${second}`
    : `${first}. ${capitalise(subject)} ${second}`;
}
