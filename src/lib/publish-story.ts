import { getSupabaseClient, getSupabaseConnection } from './supabase-client';

export type PublishResult =
  | { ok: true; publishedAt: string }
  /** The safety gate's kind message names the field and never repeats the word it found. */
  | { ok: false; message: string; field?: string };

/**
 * Asks publish-story to put the story in Discover: the server reads its synced title, description
 * and parts for its readers' age band first, and only it may publish.
 */
export async function publishStory(storyId: string): Promise<PublishResult> {
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
  };
  if (response.ok && body.published_at) return { ok: true, publishedAt: body.published_at };
  return {
    ok: false,
    message: body.error ?? `The story could not be published (${response.status})`,
    field: body.field,
  };
}

/** Takes a story out of Discover at once: its author's, or anyone's for an admin (marking its reports handled). */
export async function unpublishStory(storyId: string): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client.rpc('unpublish_story', { _story_id: storyId });
  if (error) throw new Error(error.message);
}
