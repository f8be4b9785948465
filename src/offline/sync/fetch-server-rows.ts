// Reads the server's current rows for a whole batch in ONE request (`in('id', ids)`), for the push
// step's conflict check. A record missing from the answer is the batch form of PGRST116 (no row
// found): it is inserted instead of updated.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { ServerRow, StoryTable } from '../offline-records';
import { toSyncRequestError } from './to-sync-request-error';

export async function fetchServerRows(
  client: StoryCanvasClient,
  table: StoryTable,
  ids: string[],
): Promise<Map<string, ServerRow>> {
  if (ids.length === 0) return new Map();
  const { data, error, status } = await client.from(table).select('*').in('id', ids);
  if (error) throw toSyncRequestError(error, status);
  return new Map(data.map((row) => [row.id, row]));
}
