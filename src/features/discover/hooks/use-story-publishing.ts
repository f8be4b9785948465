import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryPublishing } from '@/lib/story-publishing';
import { useStory, useStorySegments } from '@/offline';
import { showErrorToast, showToast } from '@/ui';
import { publishStoryMutationOptions } from '../data/publish-story';
import { unpublishStoryMutationOptions } from '../data/unpublish-story';

/**
 * Publishing and unpublishing one story, for the reader's ending and the editor alike (the routes
 * pass it in): the server's answer, the device copy and Discover's cached pages change together.
 */
export function useStoryPublishing(storyId: string): StoryPublishing {
  const queryClient = useQueryClient();
  const story = useStory(storyId);
  const segments = useStorySegments(storyId);
  const publishing = useMutation({
    ...publishStoryMutationOptions(queryClient),
    onError: showErrorToast,
  });
  const unpublishing = useMutation({
    ...unpublishStoryMutationOptions(queryClient),
    onError: showErrorToast,
  });
  const result = publishing.data;
  return {
    synced: story?.is_synced === true && (segments ?? []).every((segment) => segment.is_synced),
    pending: publishing.isPending || unpublishing.isPending,
    refusal: result && !result.ok ? result.message : null,
    publish: () =>
      publishing.mutate(storyId, {
        onSuccess: (published) => {
          if (published.ok) showToast('Published to Discover.', { variant: 'success' });
        },
      }),
    unpublish: () =>
      unpublishing.mutate(storyId, {
        onSuccess: () => showToast('No longer published.', { variant: 'success' }),
      }),
  };
}
