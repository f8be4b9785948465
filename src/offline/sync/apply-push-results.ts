// Records on the device what the server now holds after a push, for the push step: is_synced
// becomes true only when the device row is still the version that was sent (no edit since), and
// server_updated_at moves to the server's version so the next edit is not mistaken for a conflict.
import { getRowStore, type StoryCanvasDB } from '../db';
import type { ServerRow, StoryTable } from '../offline-records';
import type { RecordPlan } from './plan-record-write';
import type { RowWriteResult } from './write-server-rows';

export async function applyPushResults(
  db: StoryCanvasDB,
  table: StoryTable,
  plans: RecordPlan[],
  written: Map<string, RowWriteResult>,
): Promise<void> {
  const store = getRowStore(db, table);
  await db.transaction('rw', store, async () => {
    for (const plan of plans) {
      const local = await store.get(plan.record.recordId);
      if (!local || !plan.row) continue;
      const unchanged = local.updated_at === plan.localVersion;
      const serverVersion = serverVersionOf(plan, written);
      if (!serverVersion) continue;
      if (unchanged) {
        // Spread over the device row so columns the server keeps (and the push left out) are not dropped.
        const row: ServerRow = { ...local, ...plan.row, updated_at: serverVersion };
        await store.put({ ...row, is_synced: true, server_updated_at: serverVersion });
      } else {
        await store.update(local.id, { server_updated_at: serverVersion });
      }
    }
  });
}

function serverVersionOf(plan: RecordPlan, written: Map<string, RowWriteResult>): string | null {
  if (plan.action === 'confirm' || plan.action === 'adopt-server')
    return plan.row?.updated_at ?? null;
  if (plan.action !== 'write') return null;
  const result = written.get(plan.record.recordId);
  return result?.ok ? result.updated_at : null;
}
