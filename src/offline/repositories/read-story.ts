// One live story from the device store, or null once it is missing or tombstoned; a failed read is logged
// with the wording of docs/product.md §8 before it reaches the caller.
import { getDb } from '../db';
import type { LocalStory } from '../offline-records';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function readStory(id: string): Promise<LocalStory | null> {
  return readLocal(storeFailure.get('stories'), async () => {
    const story = await getDb().stories.get(id);
    return story && !story.deleted_at ? story : null;
  });
}
