import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryPublishing } from '@/lib/story-publishing';
import { useStory, useStorySegments } from '@/offline';
import { useActiveChild } from '@/lib/active-profile';
import { showErrorToast, showToast } from '@/ui';
import { askToPublishMutationOptions } from '../data/ask-to-publish';
import { publishStoryMutationOptions } from '../data/publish-story';
import {
  readPublishRequestQueryOptions,
  type PublishRequestState,
} from '../data/read-publish-request';
import { unpublishStoryMutationOptions } from '../data/unpublish-story';

/** What the story shows while a child's request waits, and the kind word after a decline. */
const PARENT_NOTES: Record<PublishRequestState, string | null> = {
  requested: 'Waiting for a grown-up’s yes. Your story stays private until then.',
  declined:
    'A grown-up said not yet, so your story stays private, just for you. You can keep writing it and ask again.',
  approved: null,
};

export const OTHER_PROFILE_REFUSAL =
  'This story belongs to another profile, so it cannot be published from this one.';

/**
 * Publishing and unpublishing one story, for the reader's ending and the editor alike (the routes
 * pass it in): the server's answer, the device copy and Discover's cached pages change together. A
 * story written in a child's profile asks a parent instead, and in a child's profile nothing outside
 * it is published (issue #26).
 */
export function useStoryPublishing(storyId: string): StoryPublishing {
  const queryClient = useQueryClient();
  const story = useStory(storyId);
  const segments = useStorySegments(storyId);
  const child = useActiveChild(story?.user_id);
  const childStory = Boolean(story?.child_profile_id);
  const request = useQuery({
    ...readPublishRequestQueryOptions(story?.user_id ?? '', storyId),
    enabled: childStory && Boolean(story?.user_id),
  });
  const publishing = useMutation({
    ...publishStoryMutationOptions(queryClient),
    onError: showErrorToast,
  });
  const asking = useMutation({
    ...askToPublishMutationOptions(queryClient),
    onError: showErrorToast,
  });
  const unpublishing = useMutation({
    ...unpublishStoryMutationOptions(queryClient),
    onError: showErrorToast,
  });
  const result = publishing.data;
  const outsideProfile = child !== null && story?.child_profile_id !== child.id;
  const state = childStory ? (request.data ?? null) : null;
  return {
    synced: story?.is_synced === true && (segments ?? []).every((segment) => segment.is_synced),
    pending: publishing.isPending || unpublishing.isPending || asking.isPending,
    refusal: outsideProfile ? OTHER_PROFILE_REFUSAL : result && !result.ok ? result.message : null,
    asksParent: childStory,
    waiting: state === 'requested',
    parentNote: state ? PARENT_NOTES[state] : null,
    publish: () => {
      if (outsideProfile) return;
      if (story && childStory)
        return asking.mutate(story, {
          onSuccess: () =>
            showToast('Sent to a grown-up. It is published once they say yes.', {
              variant: 'success',
            }),
        });
      publishing.mutate(storyId, {
        onSuccess: (published) => {
          if (published.ok) showToast('Published to Discover.', { variant: 'success' });
        },
      });
    },
    unpublish: () =>
      unpublishing.mutate(storyId, {
        onSuccess: () => showToast('No longer published.', { variant: 'success' }),
      }),
  };
}
