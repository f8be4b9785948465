import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';

export const storyLikeSchema = z.object({
  storyId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  liked: z.boolean(),
});
export type StoryLike = z.infer<typeof storyLikeSchema>;

/** Likes or unlikes a story as the signed-in reader; liking twice is not an error. */
export async function setStoryLiked(input: StoryLike): Promise<void> {
  const { storyId, userId, liked } = storyLikeSchema.parse(input);
  const client = await getSupabaseClient();
  const { error } = liked
    ? await client.from('story_likes').insert({ story_id: storyId, user_id: userId })
    : await client.from('story_likes').delete().eq('story_id', storyId).eq('user_id', userId);
  if (error && error.code !== '23505') throw new Error(error.message);
}
