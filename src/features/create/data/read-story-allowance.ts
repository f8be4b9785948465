import { getSupabaseClient } from '@/lib/supabase-client';

export interface StoryAllowance {
  tier: string;
  /** -1 means unlimited. */
  storiesPerMonth: number;
  storiesCreated: number;
}

/** The signed-in reader's stories this month and their tier's monthly stories, as the server counts them. */
export async function readStoryAllowance(): Promise<StoryAllowance | null> {
  const client = await getSupabaseClient();
  const { data, error } = await client.rpc('get_story_allowance');
  if (error) throw new Error(error.message);
  const [row] = data;
  return row
    ? {
        tier: row.tier_name,
        storiesPerMonth: row.stories_per_month,
        storiesCreated: row.stories_created,
      }
    : null;
}
