// The version of each story as the reader last showed it in this tab (issue #26): a parent's
// approval carries it, so it publishes the words the parent read. Kept in memory only, so nothing a
// child's profile writes to the device's storage can stand in for the parent's reading.
import {
  storyVersion,
  type VersionedPart,
  type VersionedStory,
} from '@shared/family/story-version.ts';

const shown = new Map<string, string>();
const forgetListeners = new Set<(storyId: string) => void>();

export function noteStoryShown(
  storyId: string,
  story: VersionedStory,
  parts: readonly VersionedPart[],
): void {
  shown.set(storyId, storyVersion(story, parts));
}

export function shownStoryVersion(storyId: string): string | undefined {
  return shown.get(storyId);
}

/** After the server said the story changed: the next approval needs a new reading. */
export function forgetStoryShown(storyId: string): void {
  shown.delete(storyId);
  for (const listener of forgetListeners) listener(storyId);
}

/** Called with each story forgotten, so a copy read earlier is dropped and the next reading is new. */
export function onStoryShownForgotten(listener: (storyId: string) => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}
