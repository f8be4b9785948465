// Sends a batch's rows to the server in ONE upsert on id, for the push step: client-generated
// UUIDs make a replay after a lost answer overwrite instead of duplicate. If the server refuses
// the batch with a 4xx, each row goes alone so one bad row cannot hold back the others.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { ServerRow, StoryTable } from '../offline-records';
import { classifyFailure } from '../queue/classify-failure';
import { toSyncRequestError } from './to-sync-request-error';

export type RowWriteResult = { ok: true; updated_at: string } | { ok: false; error: unknown };

async function upsertRows(client: StoryCanvasClient, table: StoryTable, rows: ServerRow[]) {
  const { data, error, status } = await client
    .from(table)
    .upsert(rows, { onConflict: 'id' })
    .select('id, updated_at');
  if (error) throw toSyncRequestError(error, status);
  return data;
}

function recordResults(
  results: Map<string, RowWriteResult>,
  written: Array<{ id: string; updated_at: string }>,
): void {
  for (const row of written) results.set(row.id, { ok: true, updated_at: row.updated_at });
}

export async function writeServerRows(
  client: StoryCanvasClient,
  table: StoryTable,
  rows: ServerRow[],
): Promise<Map<string, RowWriteResult>> {
  const results = new Map<string, RowWriteResult>();
  if (rows.length === 0) return results;
  try {
    recordResults(results, await upsertRows(client, table, rows));
    return results;
  } catch (error) {
    if (rows.length === 1 || classifyFailure(error, true) !== 'permanent') throw error;
  }
  for (const row of rows) {
    try {
      recordResults(results, await upsertRows(client, table, [row]));
    } catch (error) {
      if (classifyFailure(error, true) !== 'permanent') throw error;
      results.set(row.id, { ok: false, error });
    }
  }
  return results;
}
