// The device store's writes and the anonymous-story lookups as the page calls them: each runs on
// the one database this module owns (getDb), so no feature, route or app file holds a Dexie handle.
// The repositories underneath take the handle, for the sync engine, the migration and the tests.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import { findAnonymousStories as findAnonymousStoriesIn } from './anonymous-stories';
import { getDb } from './db';
import { AnonymousStoryMigration } from './migration/migrate-anonymous-stories';
import type { LocalSegment, LocalStory } from './offline-records';
import { adoptOwnerlessStories as adoptOwnerlessStoriesIn } from './repositories/adopt-ownerless-stories';
import { deleteSegment as deleteSegmentIn } from './repositories/delete-segment';
import { deleteStory as deleteStoryIn } from './repositories/delete-story';
import { saveSegment as saveSegmentIn, type SegmentDraft } from './repositories/save-segment';
import { saveStory as saveStoryIn, type StoryDraft } from './repositories/save-story';
import {
  updateSegment as updateSegmentIn,
  type SegmentChanges,
} from './repositories/update-segment';
import { updateStory as updateStoryIn, type StoryChanges } from './repositories/update-story';

export type { SegmentChanges, SegmentDraft, StoryChanges, StoryDraft };

export const saveStory = (draft: StoryDraft): Promise<LocalStory> => saveStoryIn(getDb(), draft);

export const saveSegment = (draft: SegmentDraft): Promise<LocalSegment> =>
  saveSegmentIn(getDb(), draft);

export const updateStory = (id: string, changes: StoryChanges): Promise<void> =>
  updateStoryIn(getDb(), id, changes);

export const updateSegment = (id: string, changes: SegmentChanges): Promise<void> =>
  updateSegmentIn(getDb(), id, changes);

export const deleteStory = (id: string): Promise<void> => deleteStoryIn(getDb(), id);

export const deleteSegment = (id: string): Promise<void> => deleteSegmentIn(getDb(), id);

export const findAnonymousStories = (): Promise<LocalStory[]> => findAnonymousStoriesIn(getDb());

export const adoptOwnerlessStories = (
  storyIds: readonly string[],
  userId: string,
): Promise<string[]> => adoptOwnerlessStoriesIn(getDb(), storyIds, userId);

export const createAnonymousStoryMigration = (client: StoryCanvasClient): AnonymousStoryMigration =>
  new AnonymousStoryMigration(getDb(), client);
