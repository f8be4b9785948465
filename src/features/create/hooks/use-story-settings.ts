import { useMemo } from 'react';
import { useStory } from '@/offline';
import { readStorySettings, type StorySettings } from '../store/story-settings';

/** A story's settings, live: they arrive with the story when it syncs from another device. */
export function useStorySettings(storyId: string): StorySettings | null {
  const story = useStory(storyId);
  return useMemo(() => (story ? readStorySettings(story) : null), [story]);
}
