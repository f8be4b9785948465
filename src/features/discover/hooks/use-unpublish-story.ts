import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unpublishStoryMutationOptions } from '../data/unpublish-story';

/**
 * Unpublishing for a page that tells the outcome itself (the admin's story reports): resolves once
 * the story is out of Discover and Discover's cached pages are read again, rejects with the reason.
 */
export function useUnpublishStory(): (storyId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useMutation(unpublishStoryMutationOptions(queryClient)).mutateAsync;
}
