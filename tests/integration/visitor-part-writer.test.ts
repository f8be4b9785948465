// A visitor's parts the AI service wrote keep their "AI service" caption once the visitor signs up
// and the stories sync, by the migration dialog or by the offline adoption and the queue (issue 25);
// and a visitor cannot use that to pass their own words, or words written for another story, off as
// the model's. generate-story runs as the functions host runs it, with a scripted provider.
import 'fake-indexeddb/auto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import type { ScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { createStoryCanvasDb, type StoryCanvasDB } from '../../src/offline/db';
import { saveStory } from '../../src/offline/repositories/save-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { adoptOwnerlessStories } from '../../src/offline/repositories/adopt-ownerless-stories';
import { AnonymousStoryMigration } from '../../src/offline/migration/migrate-anonymous-stories';
import { SyncEngine } from '../../src/offline/sync/sync-engine';
import { createMemoryCheckpointStore } from '../../src/offline/sync/sync-checkpoint';
import { createNodeSupabaseClient, uniqueEmail } from './support/create-sync-device';
import { GENTLE_PART, collectEvents, postGenerateStory } from './support/generate-story-request.ts';
import { startScriptedProviderStack } from './support/start-story-provider.ts';

const stack = inject('stack');
const claim = { written_by: 'ai' as const, writer_model: 'scripted-model' };
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });

/** How many notes the server keeps for these stories (read as the database owner: clients cannot). */
async function notesFor(storyIds: string[]): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.ai_written_visitor_parts where story_id = any(${storyIds}::uuid[])`;
  return row!.count;
}

describe('a visitor’s AI parts after sign-up', () => {
  let provider: ScriptedOpenAiServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ provider, env } = await startScriptedProviderStack(GENTLE_PART, {
      VISITOR_AI_DAILY_ADDRESS: '100000',
    }));
  });
  afterAll(async () => {
    provider.close();
    await sql.end();
  });

  /** The part generate-story streams to a visitor (the anon key, the app's visitor id) for a story. */
  async function writeAsVisitor(storyId: string): Promise<string> {
    const request = postGenerateStory(stack.anonKey, {
      age: '7-9',
      genre: 'adventure',
      prompt: 'A fox looks for her friend the owl in the wood',
      history: ['The fox lived at the edge of the wood. She wanted to find the owl.'],
      choice: 'Walk into the wood',
      path: [],
      story_id: storyId,
    });
    request.headers.set('X-Visitor-Id', `visitor-${storyId}`);
    const events = await collectEvents(await handleGenerateStory(request, env));
    const segment = events.find((event) => event.event === 'segment')?.data;
    expect(segment).toMatchObject({ model_used: 'scripted-model' });
    return String(segment!.segment_text);
  }

  async function visitorStory(db: StoryCanvasDB, title: string) {
    return (await saveStory(db, { title })).id;
  }

  async function signUp() {
    const client = createNodeSupabaseClient(stack.url, stack.anonKey);
    const { data, error } = await client.auth.signUp({
      email: uniqueEmail('visitor-part-writer'),
      password: 'correct horse battery staple',
    });
    expect(error).toBeNull();
    return { client, userId: data.session!.user.id };
  }

  async function serverWriters(
    client: ReturnType<typeof createNodeSupabaseClient>,
    partIds: string[],
  ) {
    const { data, error } = await client
      .from('story_segments')
      .select('id, written_by, writer_model')
      .in('id', partIds);
    expect(error).toBeNull();
    return Object.fromEntries(
      (data ?? []).map((row) => [
        row.id,
        { written_by: row.written_by, writer_model: row.writer_model },
      ]),
    );
  }

  it('refuses a visitor’s claim on their own words and on words written for another story', async () => {
    const db = createStoryCanvasDb(`visitor-forger-${Date.now()}`);
    const noted = await visitorStory(db, 'The fox and the owl');
    const aiWords = await writeAsVisitor(noted);
    const forgery = await visitorStory(db, 'The owl is rude');
    const ownWords = await saveSegment(db, {
      story_id: forgery,
      segment_text: 'The owl said the fox was very rude and should go home.',
      sequence_number: 1,
      ...claim,
    });
    const copied = await saveSegment(db, {
      story_id: forgery,
      segment_text: aiWords,
      sequence_number: 2,
      ...claim,
    });

    const { client } = await signUp();
    expect(await new AnonymousStoryMigration(db, client).migrate()).toMatchObject({
      success: true,
      migratedCount: 2,
    });
    expect(await serverWriters(client, [ownWords.id, copied.id])).toEqual({
      [ownWords.id]: { written_by: null, writer_model: null },
      [copied.id]: { written_by: null, writer_model: null },
    });

    // Neither a visitor nor a reader can note words, or read the notes.
    for (const caller of [createNodeSupabaseClient(stack.url, stack.anonKey), client]) {
      const note = { story_id: forgery, text_sha256: 'a'.repeat(64), model: 'scripted-model' };
      const called = await caller.rpc('note_ai_written_visitor_part', {
        _story_id: note.story_id,
        _text_sha256: note.text_sha256,
        _model: note.model,
      });
      expect(called.error?.code).toBe('42501');
      const inserted = await caller.from('ai_written_visitor_parts').insert(note);
      expect(inserted.error?.code).toBe('42501');
      expect((await caller.from('ai_written_visitor_parts').select()).error?.code).toBe('42501');
    }
  });

  it('keeps "written by the AI service" on the parts it wrote, by the dialog and by the queue', async () => {
    const db = createStoryCanvasDb(`visitor-writer-${Date.now()}`);
    const byDialog = await visitorStory(db, 'The fox and the owl');
    const byQueue = await visitorStory(db, 'The fox finds the owl');
    const dialogPart = await saveSegment(db, {
      story_id: byDialog,
      segment_text: await writeAsVisitor(byDialog),
      sequence_number: 1,
      ...claim,
    });
    const queuePart = await saveSegment(db, {
      story_id: byQueue,
      segment_text: await writeAsVisitor(byQueue),
      sequence_number: 1,
      ...claim,
    });

    expect(await notesFor([byDialog, byQueue])).toBe(2);

    const { client, userId } = await signUp();
    expect(
      await new AnonymousStoryMigration(db, client).migrate(undefined, [byDialog]),
    ).toMatchObject({
      success: true,
      migratedCount: 1,
    });
    expect(await adoptOwnerlessStories(db, [byQueue], userId)).toEqual([byQueue]);
    const engine = new SyncEngine({ db, client, checkpoints: createMemoryCheckpointStore() });
    expect(await engine.sync()).toMatchObject({ success: true, errors: [] });

    expect(await serverWriters(client, [dialogPart.id, queuePart.id])).toEqual({
      [dialogPart.id]: claim,
      [queuePart.id]: claim,
    });
    // Claimed, the notes are gone; the parts keep their caption when they sync again.
    expect(await notesFor([byDialog, byQueue])).toBe(0);
    expect(await engine.sync()).toMatchObject({ success: true, errors: [] });
    expect(await serverWriters(client, [dialogPart.id, queuePart.id])).toEqual({
      [dialogPart.id]: claim,
      [queuePart.id]: claim,
    });
  });

  it('keeps "written by the AI service" on both of two parts it wrote in the same words', async () => {
    // The scripted provider answers the same part each time, as a model may for a rewrite or a branch.
    const db = createStoryCanvasDb(`visitor-twice-${Date.now()}`);
    const story = await visitorStory(db, 'The fox and the owl');
    const first = await saveSegment(db, {
      story_id: story,
      segment_text: await writeAsVisitor(story),
      sequence_number: 1,
      ...claim,
    });
    const second = await saveSegment(db, {
      story_id: story,
      segment_text: await writeAsVisitor(story),
      sequence_number: 1,
      ...claim,
    });
    expect(second.segment_text).toBe(first.segment_text);
    expect(await notesFor([story])).toBe(2);

    const { client } = await signUp();
    expect(await new AnonymousStoryMigration(db, client).migrate()).toMatchObject({
      success: true,
      migratedCount: 1,
    });
    expect(await serverWriters(client, [first.id, second.id])).toEqual({
      [first.id]: claim,
      [second.id]: claim,
    });
    expect(await notesFor([story])).toBe(0);

    // A third copy of those words was never written by the AI service: no note is left for it.
    const copied = await saveSegment(db, {
      story_id: story,
      segment_text: first.segment_text,
      sequence_number: 2,
      parent_segment_id: first.id,
      ...claim,
    });
    const engine = new SyncEngine({ db, client, checkpoints: createMemoryCheckpointStore() });
    expect(await engine.sync()).toMatchObject({ success: true, errors: [] });
    expect(await serverWriters(client, [copied.id])).toEqual({
      [copied.id]: { written_by: null, writer_model: null },
    });
  });

  it('lets a note nobody claims go after 30 days, when generate-story notes another part', async () => {
    const db = createStoryCanvasDb(`visitor-unclaimed-${Date.now()}`);
    const stale = await visitorStory(db, 'The fox and the owl');
    const recent = await visitorStory(db, 'The fox finds the owl');
    await writeAsVisitor(stale);
    await writeAsVisitor(recent);
    await sql`update public.ai_written_visitor_parts set created_at = now() - interval '31 days'
               where story_id = ${stale}`;
    await sql`update public.ai_written_visitor_parts set created_at = now() - interval '29 days'
               where story_id = ${recent}`;
    expect(await notesFor([stale, recent])).toBe(2);

    const fresh = await visitorStory(db, 'The owl finds the fox');
    await writeAsVisitor(fresh);
    expect(await notesFor([stale])).toBe(0);
    expect(await notesFor([recent, fresh])).toBe(2);
  });
});
