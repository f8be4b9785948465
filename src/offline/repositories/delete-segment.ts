// Deletes a segment for the user: a tombstone (deleted_at) the sync engine sends so other devices
// drop it too; a visitor's segment never reached the server and is simply removed.
import type { StoryCanvasDB } from '../db';
import { queueOperation } from '../queue/queue-operation';
import { nextUpdatedAt } from '../next-updated-at';
import { commitLocalWrite, storeFailure } from './commit-local-write';
import { findStoryOwner } from './find-story-owner';

export async function deleteSegment(db: StoryCanvasDB, id: string): Promise<void> {
  await commitLocalWrite(db, storeFailure.delete('story_segments'), async () => {
    const segment = await db.story_segments.get(id);
    if (!segment || segment.deleted_at) return;
    if (!(await findStoryOwner(db, segment.story_id))) {
      await db.story_segments.delete(id);
      return;
    }
    const updated_at = nextUpdatedAt(segment.updated_at);
    const payload = { deleted_at: updated_at, updated_at };
    await db.story_segments.update(id, { ...payload, is_synced: false });
    await queueOperation(db, 'delete', 'story_segments', id, payload);
  });
}
