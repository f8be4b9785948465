import { GROWN_UP_PROOF_REQUIRED } from '@shared/family/grown-up-proof.ts';
import { STORY_CHANGED } from '@shared/family/story-version.ts';
import { syncNow } from '@/offline';
import { forgetStoryShown } from '@/lib/shown-story-versions';
import { getSupabaseClient } from '@/lib/supabase-client';
import { ParentPinRefusal, ParentPinUnreachable, callParentPin } from '../data/call-parent-pin';
import type { GrownUpChange } from './grown-up-change';

export type GrownUpChangeOutcome =
  | { kind: 'sent' }
  /** No network: the change waits for the next send. */
  | { kind: 'offline' }
  /** The device's grown-up proof is missing or ran out: a right PIN brings a new one. */
  | { kind: 'proof'; message: string }
  | { kind: 'refused'; message: string };

interface RestAnswer {
  error: { message: string; hint?: string | null } | null;
  status: number;
}

function judge({ error, status }: RestAnswer): GrownUpChangeOutcome {
  if (!error) return { kind: 'sent' };
  // supabase-js answers status 0 when the request never reached the server.
  if (status === 0) return { kind: 'offline' };
  if (error.hint === GROWN_UP_PROOF_REQUIRED) return { kind: 'proof', message: error.message };
  return { kind: 'refused', message: error.message };
}

/**
 * Sends one queued change as the signed-in parent, with the device's grown-up proof beside the
 * session (the client adds it): an approval through parent-pin, whose safety gate publishes it.
 */
export async function sendGrownUpChange(change: GrownUpChange): Promise<GrownUpChangeOutcome> {
  if (change.kind === 'approve') {
    try {
      await callParentPin({
        action: 'approve',
        story_id: change.storyId,
        story_version: change.version,
      });
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof ParentPinUnreachable) return { kind: 'offline' };
      if (error instanceof ParentPinRefusal && error.code === GROWN_UP_PROOF_REQUIRED)
        return { kind: 'proof', message: error.message };
      if (error instanceof ParentPinRefusal && error.code === STORY_CHANGED) {
        // The parent reads it again: the reader shows the story as it is now, once pulled.
        forgetStoryShown(change.storyId);
        void syncNow();
      }
      return { kind: 'refused', message: (error as Error).message };
    }
  }
  const client = await getSupabaseClient();
  if (change.kind === 'decline')
    return judge(
      await client
        .from('publish_requests')
        .update({ state: 'declined' })
        .eq('story_id', change.storyId),
    );
  return judge(
    await client
      .from('child_profiles')
      .update({ ai_allowed: change.aiAllowed })
      .eq('id', change.childId),
  );
}
