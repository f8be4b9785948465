// Live list of stories for the UI (My Stories): re-renders whenever the device store changes.
// With no user it lists the visitor's owner-less stories; tombstoned stories are hidden.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import type { LocalStory } from '../offline-records';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function useStories(userId: string | null): LocalStory[] | undefined {
  return useLiveQuery(
    () =>
      readLocal(
        userId ? storeFailure.query('stories') : storeFailure.getAll('stories'),
        async () => {
          const db = getDb();
          const stories = userId
            ? await db.stories.where('user_id').equals(userId).toArray()
            : await db.stories.filter((story) => !story.user_id).toArray();
          return stories
            .filter((story) => !story.deleted_at)
            .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
        },
      ),
    [userId],
  );
}
