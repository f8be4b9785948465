// Compares what the server and each soak device hold at the end: every created row present
// everywhere (lost), no row twice or unknown (duplicated), and the same version on every side (diverged).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';
import type { SyncDevice } from '../integration/support/create-sync-device';
import type { SoakLedger } from './soak-device-actions';

interface Version {
  id: string;
  updated_at: string;
  deleted: boolean;
  text: string;
  /** Created and deleted before any sync: by design it never reaches the server. */
  neverOnServer?: boolean;
}

export interface SoakComparison {
  created: number;
  onServer: number;
  lost: string[];
  duplicated: number;
  diverged: string[];
}

async function readServer(client: SupabaseClient<Database>, userId: string): Promise<Version[]> {
  const { data: stories, error } = await client
    .from('stories')
    .select('id, updated_at, deleted_at, title')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  const { data: segments, error: segmentError } = await client
    .from('story_segments')
    .select('id, updated_at, deleted_at, segment_text, stories!inner(user_id)')
    .eq('stories.user_id', userId);
  if (segmentError) throw new Error(segmentError.message);
  return [
    ...(stories ?? []).map((row) => ({
      id: row.id,
      updated_at: row.updated_at,
      deleted: Boolean(row.deleted_at),
      text: row.title,
    })),
    ...(segments ?? []).map((row) => ({
      id: row.id,
      updated_at: row.updated_at,
      deleted: Boolean(row.deleted_at),
      text: row.segment_text,
    })),
  ];
}

async function readDevice(device: SyncDevice): Promise<Map<string, Version>> {
  const stories = await device.db.stories.toArray();
  const segments = await device.db.story_segments.toArray();
  const rows = [
    ...stories.map((row) => ({
      id: row.id,
      updated_at: row.updated_at,
      deleted: Boolean(row.deleted_at),
      text: row.title,
      neverOnServer: Boolean(row.deleted_at) && !row.server_updated_at,
    })),
    ...segments.map((row) => ({
      id: row.id,
      updated_at: row.updated_at,
      deleted: Boolean(row.deleted_at),
      text: row.segment_text,
      neverOnServer: Boolean(row.deleted_at) && !row.server_updated_at,
    })),
  ];
  return new Map(rows.map((row) => [row.id, row]));
}

function sameVersion(a: Version | undefined, b: Version): boolean {
  return (
    Boolean(a) &&
    Date.parse(a!.updated_at) === Date.parse(b.updated_at) &&
    a!.deleted === b.deleted &&
    a!.text === b.text
  );
}

export async function compareSoakState(
  devices: SyncDevice[],
  ledger: SoakLedger,
): Promise<SoakComparison & { discarded: number }> {
  const first = devices[0]!;
  const server = await readServer(first.client, first.userId);
  const created = new Set([...ledger.createdStories, ...ledger.createdSegments]);
  const serverIds = new Set(server.map((row) => row.id));
  const locals = await Promise.all(devices.map(readDevice));
  const discarded = new Set(
    locals.flatMap((local) =>
      [...local.values()].filter((row) => row.neverOnServer).map((row) => row.id),
    ),
  );
  const lost = [...created].filter((id) => !serverIds.has(id) && !discarded.has(id));
  const duplicated =
    server.length - serverIds.size + server.filter((row) => !created.has(row.id)).length;
  const diverged: string[] = [];
  for (const [index, local] of locals.entries()) {
    for (const row of server)
      if (!sameVersion(local.get(row.id), row)) diverged.push(`device ${index + 1}: ${row.id}`);
    for (const row of local.values())
      if (!serverIds.has(row.id) && !row.neverOnServer)
        diverged.push(`device ${index + 1} only: ${row.id}`);
  }
  return {
    created: created.size,
    onServer: server.length,
    lost,
    duplicated,
    diverged,
    discarded: discarded.size,
  };
}
