// Downloads what changed on the server since the stored checkpoints for a signed-in user, for the
// sync engine: one call of pull_story_changes answers a page of each table (the user's stories and
// their parts, in (updated_at, id) order), so a sync with nothing changed costs one request. Pages
// are merged into the device store as they come, the next one asked for meanwhile, so a second device
// sees new, changed and deleted rows.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { StoryCanvasDB } from '../db';
import { STORY_TABLES, type ServerRow, type StoryTable } from '../offline-records';
import type { CheckpointStore, SyncCheckpoint } from './sync-checkpoint';
import { mergeRemoteRows } from './merge-remote-rows';
import { toSyncRequestError } from './to-sync-request-error';

/**
 * The most pull_story_changes answers at once (about 1 MB of parts): each page is a round trip
 * through the gateway, PostgREST and the database, which on a busy server costs more than its rows.
 */
export const PULL_PAGE_SIZE = 1000;
/**
 * Each pull re-reads this far behind its checkpoint: rows are stamped by device clocks and commit in
 * parallel, so one may land slightly "in the past". Re-read rows are skipped by the merge.
 */
export const PULL_OVERLAP_MS = 10 * 60_000;

export interface PullContext {
  db: StoryCanvasDB;
  client: StoryCanvasClient;
  checkpoints: CheckpointStore;
  userId: string;
}

/** Where a table's next page starts: after this updated_at and id (no id: at this updated_at). */
type Cursor = { updated_at: string; id: string | null } | null;

function startOf(context: PullContext, table: StoryTable): Cursor {
  const stored = context.checkpoints.read(context.userId, table);
  if (!stored) return null;
  const overlapStart = new Date(Date.parse(stored.updated_at) - PULL_OVERLAP_MS);
  return { updated_at: overlapStart.toISOString(), id: null };
}

async function selectChangedPages(
  client: StoryCanvasClient,
  cursors: Record<StoryTable, Cursor>,
): Promise<Record<StoryTable, ServerRow[]>> {
  const { data, error, status } = await client.rpc('pull_story_changes', {
    stories_after: cursors.stories?.updated_at,
    stories_after_id: cursors.stories?.id ?? undefined,
    parts_after: cursors.story_segments?.updated_at,
    parts_after_id: cursors.story_segments?.id ?? undefined,
    page_size: PULL_PAGE_SIZE,
  });
  if (error) throw toSyncRequestError(error, status);
  return data as unknown as Record<StoryTable, ServerRow[]>;
}

export async function pullRemoteChanges(
  context: PullContext,
): Promise<{ stories: number; segments: number }> {
  const cursors = {
    stories: startOf(context, 'stories'),
    story_segments: startOf(context, 'story_segments'),
  };
  const merged = { stories: 0, story_segments: 0 };
  let request = selectChangedPages(context.client, { ...cursors });
  for (;;) {
    const pages = await request;
    const more = STORY_TABLES.some((table) => pages[table].length >= PULL_PAGE_SIZE);
    for (const table of STORY_TABLES) {
      const last = pages[table].at(-1);
      if (last) cursors[table] = { updated_at: last.updated_at, id: last.id };
    }
    // The next page is on its way while this one is written to the device; its checkpoint is kept
    // only once its rows are, so a pull cut short starts again from rows the device holds.
    if (more) {
      request = selectChangedPages(context.client, { ...cursors });
      void request.catch(() => undefined);
    }
    for (const table of STORY_TABLES) {
      const rows = pages[table];
      merged[table] += await mergeRemoteRows(context.db, table, rows);
      const last = rows.at(-1);
      if (!last) continue;
      const checkpoint: SyncCheckpoint = { updated_at: last.updated_at, id: last.id };
      context.checkpoints.write(context.userId, table, checkpoint);
    }
    if (!more) return { stories: merged.stories, segments: merged.story_segments };
  }
}
