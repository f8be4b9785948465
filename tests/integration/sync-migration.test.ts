// The anonymous-story migration against the real local stack: a visitor's stories (no owner, never
// on the server) move to the account after sign-in, with their segments, and failures are counted.
import type { TargetAge } from '@shared/database.ts';
import 'fake-indexeddb/auto';
import { describe, expect, inject, it } from 'vitest';
import { createStoryCanvasDb } from '../../src/offline/db';
import { saveStory } from '../../src/offline/repositories/save-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { AnonymousStoryMigration } from '../../src/offline/migration/migrate-anonymous-stories';
import type { MigrationProgress } from '../../src/offline/migration/migration-result';
import { createNodeSupabaseClient, uniqueEmail } from './support/create-sync-device';

const stack = inject('stack');

describe('anonymous story migration against the local stack', () => {
  it('refuses without a signed-in user', async () => {
    const migration = new AnonymousStoryMigration(
      createStoryCanvasDb(`migration-anon-${Date.now()}`),
      createNodeSupabaseClient(stack.url, stack.anonKey),
    );
    await expect(migration.migrate()).rejects.toThrow('You must be signed in to migrate stories');
  });

  it('moves the visitor’s stories and segments to the account and reports progress', async () => {
    const db = createStoryCanvasDb(`migration-${Date.now()}`);
    const first = await saveStory(db, { title: 'Dragon at dawn' });
    const second = await saveStory(db, { title: 'The quiet moon' });
    await saveSegment(db, {
      story_id: first.id,
      segment_text: 'The dragon woke.',
      sequence_number: 1,
    });
    await saveSegment(db, {
      story_id: first.id,
      segment_text: 'It flew.',
      sequence_number: 2,
      is_end: true,
    });
    expect(await db.operation_queue.count()).toBe(0);

    const client = createNodeSupabaseClient(stack.url, stack.anonKey);
    const { data: signUp } = await client.auth.signUp({
      email: uniqueEmail('migrate'),
      password: 'correct horse battery staple',
    });
    const userId = signUp.session!.user.id;
    const migration = new AnonymousStoryMigration(db, client);
    const progress: MigrationProgress[] = [];

    const result = await migration.migrate((step) => progress.push(step));

    expect(result).toEqual({
      success: true,
      migratedCount: 2,
      failedCount: 0,
      errors: [],
      partialMigration: false,
    });
    expect(progress.at(-1)).toEqual({ total: 2, completed: 2, failed: 0, inProgress: false });
    const { data: stories } = await client
      .from('stories')
      .select('id, user_id, title')
      .in('id', [first.id, second.id]);
    expect(stories).toHaveLength(2);
    expect(stories!.every((story) => story.user_id === userId)).toBe(true);
    const { data: segments } = await client
      .from('story_segments')
      .select('id')
      .eq('story_id', first.id);
    expect(segments).toHaveLength(2);
    expect(await db.stories.get(first.id)).toMatchObject({ user_id: userId, is_synced: true });
  });

  it('keeps the stories the server refused for Retry Failed and reports a partial migration', async () => {
    const db = createStoryCanvasDb(`migration-partial-${Date.now()}`);
    await saveStory(db, { title: 'Fine story' });
    const broken = await saveStory(db, { title: 'Broken story' });
    // A value the stories table refuses (target_age has a fixed list), as an older app version
    // could have stored: the server answers 400.
    await db.stories.update(broken.id, { target_age: 'grown-ups only' as TargetAge });

    const client = createNodeSupabaseClient(stack.url, stack.anonKey);
    await client.auth.signUp({
      email: uniqueEmail('partial'),
      password: 'correct horse battery staple',
    });
    const migration = new AnonymousStoryMigration(db, client);
    const result = await migration.migrate();

    expect(result).toMatchObject({
      success: true,
      migratedCount: 1,
      failedCount: 1,
      partialMigration: true,
    });
    expect(result.errors[0]).toContain('Broken story');
    expect(migration.failedStoryIds).toEqual([broken.id]);
    await db.stories.update(broken.id, { target_age: '7-9' });
    expect(await migration.retryFailed()).toMatchObject({
      success: true,
      migratedCount: 1,
      failedCount: 0,
    });
  });
});
