import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { readStory, updateStory } from '@/offline';
import { publicStoriesScope } from './public-stories-scope';

/** Takes a story out of Discover at once: its author's, or anyone's for an admin (marking its reports handled). */
export async function unpublishStory(storyId: string): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client.rpc('unpublish_story', { _story_id: storyId });
  if (error) throw new Error(error.message);
}

/**
 * Unpublishing as a mutation: a copy on this device turns private too (an admin's device seldom
 * holds the story), and every cached page of Discover is read again, so the story is gone from it.
 */
export const unpublishStoryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['unpublish-story'],
    mutationFn: unpublishStory,
    onSuccess: async (_data, storyId) => {
      if (await readStory(storyId))
        await updateStory(storyId, { is_public: false, published_at: null });
      await queryClient.invalidateQueries({ queryKey: publicStoriesScope });
    },
  });
