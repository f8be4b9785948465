import type { StoryCanvasClient } from '@/lib/supabase-client';
import { validateFounderGrant, type FounderGrant } from '../validate-founder-grant';

const UNIQUE_VIOLATION = '23505';

/**
 * Makes a user a founder with a place and lifetime discount, or (null) removes the founder status.
 * A grant outside the programme's places is refused here, before the database sees it.
 */
export async function setUserFounder(
  client: Pick<StoryCanvasClient, 'rpc'>,
  userId: string,
  grant: FounderGrant | null,
): Promise<void> {
  const problem = grant ? validateFounderGrant(grant) : null;
  if (problem) throw new Error(problem);
  const { error } = await client.rpc('admin_set_founder', {
    target_user: userId,
    founder_tier: grant?.tier ?? null,
    founder_number: grant?.founderNumber ?? null,
    lifetime_discount: grant?.lifetimeDiscount ?? null,
  });
  // Each place in the programme belongs to one founder; name the rule rather than the constraint.
  if (error?.code === UNIQUE_VIOLATION)
    throw new Error(`Founder number ${grant?.founderNumber} is already taken`);
  if (error) throw new Error(error.message);
}
