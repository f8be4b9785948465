import { storyVersion } from '@shared/family/story-version.ts';
import { readStory, readStorySegments } from '@/offline';
import { shownStoryVersion } from '@/lib/shown-story-versions';
import type { PublishRequest } from './publish-request';

/**
 * The version of a child's story a parent approves: as the reader last showed it to them, else as
 * this device holds it (what Read would show). The server publishes only that version.
 */
export async function approvedStoryVersion({
  storyId,
  title,
}: Pick<PublishRequest, 'storyId' | 'title'>): Promise<string> {
  const shown = shownStoryVersion(storyId);
  if (shown) return shown;
  const story = await readStory(storyId);
  if (!story) throw new Error(`Read ${title} before you approve it.`);
  return storyVersion(story, await readStorySegments(storyId));
}
