// A hero the idea names only by what they are ("a little duck finds out who keeps taking the
// carrots") is given a name by the storyteller; the idea's hero is kept when the story tells that
// name as the idea's kind, in the idea's own describing words: "Mia, a little duck".
import type { StoryIdea } from './understand-idea.ts';

/**
 * The idea's hero as the story first tells them, without an article ("little duck", "old
 * fisherman"), when the idea gives a kind and no name and no character was picked; else null.
 */
export function heroByKind(idea: StoryIdea, picked: boolean, kind: string): string | null {
  if (picked || idea.heroName || !idea.heroKind) return null;
  // "hacker story: jun has 24 hours": a capitalised word read as the kind is a name, never a kind.
  if (/^\p{Lu}\p{Ll}/u.test(kind.split(' ').pop() ?? '')) return null;
  // A trait the kind already says ("baby" in "baby elephant") is told once.
  const traits = idea.heroTraits.filter((trait) => !kind.split(' ').includes(trait));
  return [...traits, kind].join(' ');
}
