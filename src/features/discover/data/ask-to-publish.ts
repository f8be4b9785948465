import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import type { LocalStory } from '@/offline';
import { publishRequestQueryKey } from './read-publish-request';

/**
 * A story written in a child's profile is published only with a parent's yes: Publish asks for it
 * (publish_requests), and /family lists the request. Asking again after a decline asks anew.
 */
export async function askToPublish(
  story: Pick<LocalStory, 'id' | 'user_id' | 'child_profile_id'>,
): Promise<void> {
  if (!story.user_id || !story.child_profile_id)
    throw new Error('Only a story written in a child’s profile asks a parent to publish it');
  const client = await getSupabaseClient();
  const { error } = await client.from('publish_requests').upsert(
    {
      user_id: story.user_id,
      story_id: story.id,
      child_profile_id: story.child_profile_id,
      state: 'requested',
    },
    { onConflict: 'story_id' },
  );
  if (error) {
    // supabase-js answers a network failure with a message naming fetch; the reader reads why.
    if (/fetch/i.test(error.message))
      throw new Error('Asking a grown-up needs a connection. Try again when you are online.');
    throw new Error(error.message);
  }
}

export const askToPublishMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['ask-to-publish'],
    mutationFn: askToPublish,
    onSuccess: (_, story) =>
      queryClient.invalidateQueries({
        queryKey: publishRequestQueryKey(story.user_id ?? '', story.id),
      }),
  });
