// Writes rows pulled from the server into the device store, for the pull step: new and changed
// rows (deletions arrive as deleted_at tombstones) replace the device copy unless the device has
// edits not yet pushed — those go through the conflict rules on the next push instead.
import { getRowStore, type StoryCanvasDB } from '../db';
import type { LocalRow, ServerRow, StoryTable } from '../offline-records';
import { isSameTime } from './plan-record-write';

export async function mergeRemoteRows(
  db: StoryCanvasDB,
  table: StoryTable,
  rows: ServerRow[],
): Promise<number> {
  const store = getRowStore(db, table);
  let merged = 0;
  await db.transaction('rw', store, async () => {
    const locals = await store.bulkGet(rows.map((row) => row.id));
    const incoming: LocalRow[] = [];
    rows.forEach((row, index) => {
      const local = locals[index];
      if (local && !local.is_synced) return;
      if (local && isSameTime(local.updated_at, row.updated_at)) return;
      incoming.push({ ...row, is_synced: true, server_updated_at: row.updated_at });
    });
    await store.bulkPut(incoming);
    merged = incoming.length;
  });
  return merged;
}
