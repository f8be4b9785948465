// Moves one owner-less story and its segments to the signed-in user's account on the server, for
// the migration service. Visitor stories never reached the server, so the story is upserted with the
// user as owner; a row that somehow exists there without owner is claimed by docs/product.md §7 update.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { StoryCanvasDB } from '../db';
import {
  omitServerMaintained,
  stripLocalFields,
  type LocalStory,
  type SegmentRow,
} from '../offline-records';
import { toSyncRequestError } from '../sync/to-sync-request-error';
import { nextUpdatedAt } from '../next-updated-at';
import { offlineLog } from '../offline-log';

export interface ClaimedStory {
  updatedAt: string;
  segmentsSynced: boolean;
}

async function claimOwnerlessRow(
  client: StoryCanvasClient,
  storyId: string,
  userId: string,
): Promise<string | null> {
  const { data, error } = await client
    .from('stories')
    .update({ user_id: userId })
    .eq('id', storyId)
    .is('user_id', null)
    .select('updated_at');
  if (error || !data?.length) return null;
  return data[0]?.updated_at ?? null;
}

async function upsertSegments(client: StoryCanvasClient, segments: SegmentRow[]): Promise<boolean> {
  if (segments.length === 0) return true;
  const { error } = await client.from('story_segments').upsert(segments, { onConflict: 'id' });
  if (error)
    offlineLog.warn(
      'Segment upload during migration failed; the segments stay queued for sync',
      error.message,
    );
  return !error;
}

export async function claimAnonymousStory(
  client: StoryCanvasClient,
  db: StoryCanvasDB,
  story: LocalStory,
  userId: string,
): Promise<ClaimedStory> {
  const row = omitServerMaintained('stories', {
    ...stripLocalFields(story),
    user_id: userId,
    updated_at: nextUpdatedAt(story.updated_at),
  });
  const { data, error, status } = await client
    .from('stories')
    .upsert(row, { onConflict: 'id' })
    .select('updated_at');
  let updatedAt = data?.[0]?.updated_at ?? null;
  if (error) updatedAt = await claimOwnerlessRow(client, story.id, userId);
  if (!updatedAt)
    throw toSyncRequestError(
      error ?? { message: 'Story could not be saved to your account' },
      status,
    );

  const segments = (await db.story_segments.where('story_id').equals(story.id).toArray()).filter(
    (segment) => !segment.deleted_at,
  );
  const segmentsSynced = await upsertSegments(
    client,
    segments.map((segment) => stripLocalFields(segment)),
  );
  return { updatedAt, segmentsSynced };
}
