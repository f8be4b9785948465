// Downloads what changed on the server since the stored checkpoint for a signed-in user, for the
// sync engine: stories the user owns, then their segments, page by page in (updated_at, id) order,
// merged into the device store so a second device sees new, changed and deleted rows.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { StoryCanvasDB } from '../db';
import { STORY_TABLES, type ServerRow, type StoryTable } from '../offline-records';
import type { CheckpointStore, SyncCheckpoint } from './sync-checkpoint';
import { mergeRemoteRows } from './merge-remote-rows';
import { toSyncRequestError } from './to-sync-request-error';

export const PULL_PAGE_SIZE = 500;
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

/** The part of a PostgREST query a page needs; both tables' typed queries have it. */
interface PageQuery<Self> {
  gte(column: 'updated_at', value: string): Self;
  or(filters: string): Self;
  order(column: 'updated_at' | 'id', options: { ascending: boolean }): Self;
  limit(count: number): Self;
}

function pageOf<Query extends PageQuery<Query>>(
  query: Query,
  checkpoint: SyncCheckpoint | null,
  from: string | null,
): Query {
  let page = query;
  if (from) page = page.gte('updated_at', from);
  else if (checkpoint) {
    page = page.or(
      `updated_at.gt."${checkpoint.updated_at}",and(updated_at.eq."${checkpoint.updated_at}",id.gt.${checkpoint.id})`,
    );
  }
  return page
    .order('updated_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(PULL_PAGE_SIZE);
}

async function selectChangedPage(
  context: PullContext,
  table: StoryTable,
  checkpoint: SyncCheckpoint | null,
  from: string | null,
): Promise<ServerRow[]> {
  if (table === 'stories') {
    const stories = context.client.from('stories').select('*').eq('user_id', context.userId);
    const { data, error, status } = await pageOf(stories, checkpoint, from);
    if (error) throw toSyncRequestError(error, status);
    return data;
  }
  // Segments carry no owner column; the inner join on their story keeps other users' public stories out.
  const segments = context.client
    .from('story_segments')
    .select('*, stories!inner(user_id)')
    .eq('stories.user_id', context.userId);
  const { data, error, status } = await pageOf(segments, checkpoint, from);
  if (error) throw toSyncRequestError(error, status);
  return data.map(({ stories: _owner, ...segment }) => segment);
}

async function pullTable(context: PullContext, table: StoryTable): Promise<number> {
  const stored = context.checkpoints.read(context.userId, table);
  let from = stored
    ? new Date(Date.parse(stored.updated_at) - PULL_OVERLAP_MS).toISOString()
    : null;
  let checkpoint: SyncCheckpoint | null = null;
  let merged = 0;
  for (;;) {
    const rows = await selectChangedPage(context, table, checkpoint, from);
    from = null;
    merged += await mergeRemoteRows(context.db, table, rows);
    const last = rows.at(-1);
    if (last) {
      checkpoint = { updated_at: last.updated_at, id: last.id };
      context.checkpoints.write(context.userId, table, checkpoint);
    }
    if (rows.length < PULL_PAGE_SIZE) return merged;
  }
}

export async function pullRemoteChanges(
  context: PullContext,
): Promise<{ stories: number; segments: number }> {
  const counts = { stories: 0, segments: 0 };
  for (const table of STORY_TABLES) {
    const merged = await pullTable(context, table);
    if (table === 'stories') counts.stories = merged;
    else counts.segments = merged;
  }
  return counts;
}
