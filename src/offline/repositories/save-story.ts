// Creates a story on the device (and queues its insert when it has an owner), for the create flow.
// Visitors' stories have no owner: they stay local and reach the server through the migration.
import type { StoryCanvasDB } from '../db';
import type { LocalStory, StoryRow } from '../offline-records';
import { rememberAnonymousStory } from '../anonymous-stories';
import { noteOwnerlessStory } from '../tab-ownerless-stories';
import { requestPersistentStorage } from '../request-persistent-storage';
import { addLocalRecord } from './add-local-record';

export type StoryDraft = Partial<StoryRow> & Pick<StoryRow, 'title'>;

export async function saveStory(db: StoryCanvasDB, draft: StoryDraft): Promise<LocalStory> {
  const values = {
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
    child_profile_id: null,
    ...draft,
  };
  const story = await addLocalRecord(db, 'stories', values, (record) => record.user_id);
  if (!story.user_id) {
    rememberAnonymousStory(story);
    noteOwnerlessStory(story.id);
  }
  if ((await db.stories.count()) === 1) void requestPersistentStorage();
  return story;
}
