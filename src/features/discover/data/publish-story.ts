import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { GROWN_UP_PROOF_REQUIRED } from '@shared/family/grown-up-proof.ts';
import { askForGrownUp } from '@/lib/ask-for-grown-up';
import { grownUpProofHeaders } from '@/lib/grown-up-proof';
import { getSupabaseClient, getSupabaseConnection } from '@/lib/supabase-client';
import { updateStory } from '@/offline';
import { publicStoriesScope } from './public-stories-scope';

export type PublishResult =
  | { ok: true; publishedAt: string }
  /** The safety gate's kind message names the field and never repeats the word it found. */
  | { ok: false; message: string; field?: string };

/**
 * Asks publish-story to put the story in Discover: the server reads its synced title, description
 * and parts for its readers' age band first, and only it may publish. An account with children
 * publishes with the grown-up proof: refused for want of it, the parent PIN is asked once.
 */
export async function publishStory(storyId: string, askedPin = false): Promise<PublishResult> {
  const [client, connection] = await Promise.all([getSupabaseClient(), getSupabaseConnection()]);
  const session = (await client.auth.getSession()).data.session;
  if (!session) return { ok: false, message: 'Sign in to publish a story' };
  let response: Response;
  try {
    response = await fetch(
      `${connection.supabaseUrl.replace(/\/$/, '')}/functions/v1/publish-story`,
      {
        method: 'POST',
        headers: {
          apikey: connection.supabaseAnonKey,
          Authorization: `Bearer ${session.access_token}`,
          'Content-Type': 'application/json',
          ...grownUpProofHeaders(),
        },
        body: JSON.stringify({ story_id: storyId }),
      },
    );
  } catch {
    return { ok: false, message: 'Publishing needs a connection. Try again when you are online.' };
  }
  const body = (await response.json().catch(() => ({}))) as {
    published_at?: string;
    error?: string;
    field?: string;
    code?: string;
  };
  if (response.ok && body.published_at) return { ok: true, publishedAt: body.published_at };
  if (body.code === GROWN_UP_PROOF_REQUIRED && !askedPin && (await askForGrownUp()))
    return publishStory(storyId, true);
  return {
    ok: false,
    message: body.error ?? `The story could not be published (${response.status})`,
    field: body.field,
  };
}

/**
 * Publishing as a mutation: once the server has published the story, the device copy says so and
 * every cached page of Discover is read again, so the story is there without a reload.
 */
export const publishStoryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['publish-story'],
    mutationFn: (storyId: string) => publishStory(storyId),
    onSuccess: async (result, storyId) => {
      if (!result.ok) return;
      await updateStory(storyId, { is_public: true, published_at: result.publishedAt });
      await queryClient.invalidateQueries({ queryKey: publicStoriesScope });
    },
  });
