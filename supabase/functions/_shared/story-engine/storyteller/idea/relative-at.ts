// "so her grandma gives her a lantern", "his apprentice keeps setting the tower on fire": one of
// the hero's own read where the idea sets them acting, away from any "and" or "with".
import { COMPANION_KINDS, PEOPLE_KINDS } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { toInfinitive } from '../read-english.ts';
import { companionAt, same, type IdeaCompanion } from './companion-at.ts';

const TEACHING = new Set(['teach', 'train', 'help', 'coach']);

/**
 * "so her grandma gives her a lantern", "his apprentice keeps setting the tower on fire": someone
 * of the hero's own, a relative or a pet, who acts in the idea away from its "and" or "with", or
 * is named there.
 */
export function relativeAt(words: readonly IdeaWord[], start: number): IdeaCompanion | null {
  const companion = companionAt(words, start, null, null);
  if (!companion) return null;
  // "her only ally is a disgraced knight": one of the hero's own, told after "is", is someone.
  if (companion.article !== null) return companion;
  const head = companion.name ? words[companion.index - 1] : words[companion.index];
  const kind = companion.kind?.split(' ').pop() ?? '';
  if (!head || !COMPANION_KINDS.has(kind)) return null;
  // "his dad's broken lawnmower" names a thing of someone's, not someone who comes along.
  const run = words.slice(start, companion.index + 1);
  if (run.some((word) => word.tags.has('Possessive') || /['’]s$/.test(word.text))) return null;
  // "teaching his daughter Yasmin to ride": one of the hero's own, named, is in the story too.
  if (companion.name) return companion;
  // "gets dragged by his nani to her club": one of the family who does it to the hero is there.
  if (words[start - 2]?.normal === 'by' && PEOPLE_KINDS.has(kind)) return companion;
  const next = words[companion.index + 1];
  // "tries to teach her cockatoo to say please": the one taught is there to learn.
  const taught =
    next?.normal === 'to' && TEACHING.has(toInfinitive(words[start - 2]?.normal ?? '', undefined));
  return next && same(next, head) && (next.tags.has('Verb') || taught) ? companion : null;
}
