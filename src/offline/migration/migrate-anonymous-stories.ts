// The anonymous-story migration service, for the 'Save Your Stories' dialog and Settings: moves the
// visitor's owner-less stories to the signed-in account one by one, reports progress, keeps the ids
// that failed for Retry Failed, and only then marks the stories as the user's on the device.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { StoryCanvasDB } from '../db';
import { stripLocalFields, type LocalStory } from '../offline-records';
import { findAnonymousStories, forgetAnonymousStory } from '../anonymous-stories';
import { queueOperation } from '../queue/queue-operation';
import { describeFailure } from '../queue/classify-failure';
import { claimAnonymousStory, type ClaimedStory } from './claim-anonymous-story';
import {
  computeMigrationResult,
  type MigrationProgress,
  type MigrationResult,
} from './migration-result';

export type ProgressListener = (progress: MigrationProgress) => void;

export class AnonymousStoryMigration {
  private running = false;
  private failed: string[] = [];

  constructor(
    private readonly db: StoryCanvasDB,
    private readonly client: StoryCanvasClient,
  ) {}

  get failedStoryIds(): string[] {
    return [...this.failed];
  }

  async migrate(
    onProgress: ProgressListener = () => undefined,
    storyIds?: string[],
  ): Promise<MigrationResult> {
    const { data } = await this.client.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) throw new Error('You must be signed in to migrate stories');
    if (this.running) throw new Error('Migration already in progress');
    this.running = true;
    try {
      return await this.migrateStories(await this.selectStories(storyIds), userId, onProgress);
    } finally {
      this.running = false;
    }
  }

  retryFailed(onProgress?: ProgressListener): Promise<MigrationResult> {
    return this.migrate(onProgress, this.failedStoryIds);
  }

  private async selectStories(storyIds?: string[]): Promise<LocalStory[]> {
    const anonymous = await findAnonymousStories(this.db);
    return storyIds ? anonymous.filter((story) => storyIds.includes(story.id)) : anonymous;
  }

  private async migrateStories(
    stories: LocalStory[],
    userId: string,
    onProgress: ProgressListener,
  ): Promise<MigrationResult> {
    const progress: MigrationProgress = {
      total: stories.length,
      completed: 0,
      failed: 0,
      inProgress: true,
    };
    const errors: string[] = [];
    const failed: string[] = [];
    onProgress({ ...progress });
    for (const story of stories) {
      try {
        await this.adoptLocally(
          story,
          userId,
          await claimAnonymousStory(this.client, this.db, story, userId),
        );
        progress.completed += 1;
      } catch (error) {
        progress.failed += 1;
        failed.push(story.id);
        errors.push(`${story.title}: ${describeFailure(error)}`);
      }
      onProgress({ ...progress });
    }
    this.failed = failed;
    onProgress({ ...progress, inProgress: false });
    return computeMigrationResult(progress.completed, progress.failed, errors);
  }

  /** The server has the story: make it the user's on the device too, and queue any segment the server refused. */
  private async adoptLocally(
    story: LocalStory,
    userId: string,
    claimed: ClaimedStory,
  ): Promise<void> {
    await this.db.transaction(
      'rw',
      [this.db.stories, this.db.story_segments, this.db.operation_queue],
      async () => {
        await this.db.stories.update(story.id, {
          user_id: userId,
          updated_at: claimed.updatedAt,
          server_updated_at: claimed.updatedAt,
          is_synced: true,
        });
        const segments = await this.db.story_segments.where('story_id').equals(story.id).toArray();
        for (const segment of segments) {
          if (claimed.segmentsSynced) {
            await this.db.story_segments.update(segment.id, {
              is_synced: true,
              server_updated_at: segment.updated_at,
            });
          } else {
            await queueOperation(
              this.db,
              'insert',
              'story_segments',
              segment.id,
              stripLocalFields(segment),
            );
          }
        }
      },
    );
    forgetAnonymousStory(story.id);
  }
}
