// Creates a story on the device (and queues its insert when it has an owner), for the create flow.
// Visitors' stories have no owner: they stay local and reach the server through the migration.
import type { StoryCanvasDB } from '../db';
import { stripLocalFields, type LocalStory, type StoryRow } from '../offline-records';
import { buildOperation } from '../queue/build-operation';
import { rememberAnonymousStory } from '../anonymous-stories';
import { noteOwnerlessStory } from '../tab-ownerless-stories';
import { requestPersistentStorage } from '../request-persistent-storage';
import { commitLocalWrite, storeFailure } from './commit-local-write';

export type StoryDraft = Partial<StoryRow> & Pick<StoryRow, 'title'>;

function buildStory(draft: StoryDraft): LocalStory {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    user_id: null,
    description: null,
    genre: null,
    story_mode: 'Epic Fantasy',
    target_age: null,
    is_public: false,
    published_at: null,
    is_completed: false,
    segment_count: 0,
    thumbnail_url: null,
    creation_settings: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    ...draft,
    is_synced: false,
    server_updated_at: null,
  };
}

export async function saveStory(db: StoryCanvasDB, draft: StoryDraft): Promise<LocalStory> {
  const story = buildStory(draft);
  const row = stripLocalFields(story);
  await commitLocalWrite(db, storeFailure.add('stories'), async () => {
    await db.stories.add(story);
    if (story.user_id)
      await db.operation_queue.add(buildOperation('insert', 'stories', story.id, row));
  });
  if (!story.user_id) {
    rememberAnonymousStory(story);
    noteOwnerlessStory(story.id);
  }
  if ((await db.stories.count()) === 1) void requestPersistentStorage();
  return story;
}
