// Changes a story on the device and queues the update, for the editor and the reader.
// updated_at moves forward on every edit and is_synced drops until the server has this version.
import type { StoryCanvasDB } from '../db';
import type { StoryRow } from '../offline-records';
import { queueOperation } from '../queue/queue-operation';
import { nextUpdatedAt } from '../next-updated-at';
import { commitLocalWrite, storeFailure } from './commit-local-write';

export type StoryChanges = Partial<
  Omit<StoryRow, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>
>;

export async function updateStory(
  db: StoryCanvasDB,
  id: string,
  changes: StoryChanges,
): Promise<void> {
  await commitLocalWrite(db, storeFailure.update('stories'), async () => {
    const story = await db.stories.get(id);
    if (!story) throw new Error(`Story ${id} not found`);
    const payload = { ...changes, updated_at: nextUpdatedAt(story.updated_at) };
    await db.stories.update(id, { ...payload, is_synced: false });
    const owner = changes.user_id ?? story.user_id;
    if (owner) await queueOperation(db, 'update', 'stories', id, payload);
  });
}
