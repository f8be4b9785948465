// Changes a segment on the device and queues the update, for the editor.
// updated_at moves forward on every edit and is_synced drops until the server has this version.
import type { StoryCanvasDB } from '../db';
import type { SegmentRow } from '../offline-records';
import { queueOperation } from '../queue/queue-operation';
import { nextUpdatedAt } from '../next-updated-at';
import { commitLocalWrite, storeFailure } from './commit-local-write';
import { findStoryOwner } from './find-story-owner';

export type SegmentChanges = Partial<
  Omit<SegmentRow, 'id' | 'story_id' | 'created_at' | 'updated_at' | 'deleted_at'>
>;

export async function updateSegment(
  db: StoryCanvasDB,
  id: string,
  changes: SegmentChanges,
): Promise<void> {
  await commitLocalWrite(db, storeFailure.update('story_segments'), async () => {
    const segment = await db.story_segments.get(id);
    if (!segment) throw new Error(`Segment ${id} not found`);
    const payload = { ...changes, updated_at: nextUpdatedAt(segment.updated_at) };
    await db.story_segments.update(id, { ...payload, is_synced: false });
    if (await findStoryOwner(db, segment.story_id)) {
      await queueOperation(db, 'update', 'story_segments', id, payload);
    }
  });
}
