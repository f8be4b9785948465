// Deletes a story for the user: tombstones (deleted_at) on the story and its segments that the sync
// engine sends so other devices drop them too. A visitor's story never reached the server, so it and
// its segments are simply removed.
import type { StoryCanvasDB } from '../db';
import { queueOperation } from '../queue/queue-operation';
import { forgetAnonymousStory } from '../anonymous-stories';
import { nextUpdatedAt } from '../next-updated-at';
import { commitLocalWrite, storeFailure } from './commit-local-write';

export async function deleteStory(db: StoryCanvasDB, id: string): Promise<void> {
  const anonymous = await commitLocalWrite(db, storeFailure.delete('stories'), async () => {
    const story = await db.stories.get(id);
    if (!story || story.deleted_at) return false;
    if (!story.user_id) {
      await db.story_segments.where('story_id').equals(id).delete();
      await db.stories.delete(id);
      return true;
    }
    const updated_at = nextUpdatedAt(story.updated_at);
    const payload = { deleted_at: updated_at, updated_at };
    await db.stories.update(id, { ...payload, is_synced: false });
    await queueOperation(db, 'delete', 'stories', id, payload);
    // Segments go too: a segment of a story that never reached the server could never be sent on its own.
    const segments = await db.story_segments
      .where('story_id')
      .equals(id)
      .filter((segment) => !segment.deleted_at)
      .toArray();
    for (const segment of segments) {
      await db.story_segments.update(segment.id, { ...payload, is_synced: false });
      await queueOperation(db, 'delete', 'story_segments', segment.id, payload);
    }
    return false;
  });
  if (anonymous) forgetAnonymousStory(id);
}
