// Gives owner-less stories on the device to the signed-in reader and queues them with their segments,
// for a session that became known after they were written (an offline start). Works offline: the
// queue carries them to the server on the next sync, like any other write.
import type { StoryCanvasDB } from '../db';
import { stripLocalFields } from '../offline-records';
import { queueOperation } from '../queue/queue-operation';
import { forgetAnonymousStory } from '../anonymous-stories';
import { nextUpdatedAt } from '../next-updated-at';
import { commitLocalWrite, storeFailure } from './commit-local-write';

/** Returns the ids of the stories adopted; stories already owned or deleted are left alone. */
export async function adoptOwnerlessStories(
  db: StoryCanvasDB,
  storyIds: readonly string[],
  userId: string,
): Promise<string[]> {
  const adopted = await commitLocalWrite(db, storeFailure.update('stories'), async () => {
    const done: string[] = [];
    for (const id of storyIds) {
      const story = await db.stories.get(id);
      if (!story || story.user_id || story.deleted_at) continue;
      const owned = {
        ...story,
        user_id: userId,
        updated_at: nextUpdatedAt(story.updated_at),
        is_synced: false,
      };
      await db.stories.put(owned);
      await queueOperation(db, 'insert', 'stories', id, stripLocalFields(owned));
      const segments = await db.story_segments.where('story_id').equals(id).toArray();
      for (const segment of segments.filter((candidate) => !candidate.deleted_at)) {
        await queueOperation(db, 'insert', 'story_segments', segment.id, stripLocalFields(segment));
      }
      done.push(id);
    }
    return done;
  });
  for (const id of adopted) forgetAnonymousStory(id);
  return adopted;
}
