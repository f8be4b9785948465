// Looks up who owns a segment's story inside a repository transaction: segments of owner-less
// (visitor) stories stay local until the migration, so they queue no operation.
import type { StoryCanvasDB } from '../db';

export async function findStoryOwner(db: StoryCanvasDB, storyId: string): Promise<string | null> {
  const story = await db.stories.get(storyId);
  if (!story) throw new Error(`Story ${storyId} not found`);
  return story.user_id || null;
}
