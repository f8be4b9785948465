// Who wrote a part, as the server keeps it (issue 25), with the sync engine the browser runs and
// generate-story with a scripted AI provider on the local stack: a part the person edited syncs up
// as the author's and reaches their other device so; a part claims the AI service only for words
// generate-story wrote for that reader under that model, so a client cannot pass its own words off
// as the model's, by a new part, by editing an AI part's words, or by borrowing another reader's.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import type { ScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { saveStory } from '../../src/offline/repositories/save-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { updateSegment } from '../../src/offline/repositories/update-segment';
import { createSyncDevice, uniqueEmail, type SyncDevice } from './support/create-sync-device';
import { GENTLE_PART, collectEvents, postGenerateStory } from './support/generate-story-request.ts';
import { startScriptedProviderStack } from './support/start-story-provider.ts';

const stack = inject('stack');
const password = 'correct horse battery staple';

async function serverWriter(device: SyncDevice, partId: string) {
  const { data, error } = await device.client
    .from('story_segments')
    .select('segment_text, written_by, writer_model')
    .eq('id', partId)
    .single();
  expect(error).toBeNull();
  return data;
}

async function syncs(device: SyncDevice): Promise<void> {
  expect(await device.engine.sync()).toMatchObject({ success: true, errors: [] });
}

async function newStory(device: SyncDevice): Promise<string> {
  return (await saveStory(device.db, { title: 'The fox and the owl', user_id: device.userId })).id;
}

describe('who wrote a part, on the server', () => {
  let provider: ScriptedOpenAiServer;
  let env: Record<string, string>;
  const email = uniqueEmail('part-writer');
  let reader: SyncDevice;
  let other: SyncDevice;

  beforeAll(async () => {
    ({ provider, env } = await startScriptedProviderStack(GENTLE_PART));
    reader = await createSyncDevice(stack.url, stack.anonKey, { email, password, signUp: true });
    other = await createSyncDevice(stack.url, stack.anonKey, {
      email: uniqueEmail('part-writer-other'),
      password,
      signUp: true,
    });
  });
  afterAll(() => provider.close());

  it('syncs a part the person edited as the author’s, and their other device pulls it so', async () => {
    const story = await newStory(reader);
    const part = await saveSegment(reader.db, {
      story_id: story,
      segment_text: 'The fox walked into the wood.',
      sequence_number: 1,
      written_by: 'storyteller',
    });
    await syncs(reader);
    expect(await serverWriter(reader, part.id)).toMatchObject({ written_by: 'storyteller' });

    await updateSegment(reader.db, part.id, {
      segment_text: 'The fox tiptoed into the dark wood, looking for her friend.',
      written_by: 'author',
      writer_model: null,
    });
    await syncs(reader);
    expect(await serverWriter(reader, part.id)).toEqual({
      segment_text: 'The fox tiptoed into the dark wood, looking for her friend.',
      written_by: 'author',
      writer_model: null,
    });

    const laptop = await createSyncDevice(stack.url, stack.anonKey, { email, password });
    await syncs(laptop);
    expect(await laptop.db.story_segments.get(part.id)).toMatchObject({
      written_by: 'author',
      writer_model: null,
    });
  });

  it('keeps the AI service’s name only on words it wrote for this reader', async () => {
    const response = await handleGenerateStory(
      postGenerateStory(await readerToken(reader), {
        age: '7-9',
        genre: 'adventure',
        prompt: 'A fox looks for her friend the owl in the wood',
        history: ['The fox lived at the edge of the wood. She wanted to find the owl.'],
        choice: 'Walk into the wood',
        path: [],
      }),
      env,
    );
    const segment = (await collectEvents(response)).find((event) => event.event === 'segment')!
      .data as { segment_text: string; model_used: string };
    expect(segment).toMatchObject({
      segment_text: GENTLE_PART.segment_text,
      model_used: 'scripted-model',
    });
    const claim = { written_by: 'ai' as const, writer_model: 'scripted-model' };

    const story = await newStory(reader);
    const written = await saveSegment(reader.db, {
      story_id: story,
      segment_text: segment.segment_text,
      sequence_number: 1,
      ...claim,
    });
    const forged = await saveSegment(reader.db, {
      story_id: story,
      segment_text: 'The owl said the fox was very rude and should go home.',
      sequence_number: 2,
      ...claim,
    });
    await syncs(reader);
    expect(await serverWriter(reader, written.id)).toMatchObject(claim);
    expect(await serverWriter(reader, forged.id)).toMatchObject({
      written_by: null,
      writer_model: null,
    });

    // The AI part's words changed with its claim kept, as a client that never says "author" sends it.
    await updateSegment(reader.db, written.id, {
      segment_text: 'The fox walked into the wood. The owl told her to go home.',
    });
    await syncs(reader);
    expect(await serverWriter(reader, written.id)).toMatchObject({
      written_by: 'author',
      writer_model: null,
    });

    // Another reader's copy of words the AI service wrote for this one.
    const otherStory = await newStory(other);
    const borrowed = await saveSegment(other.db, {
      story_id: otherStory,
      segment_text: segment.segment_text,
      sequence_number: 1,
      ...claim,
    });
    await syncs(other);
    expect(await serverWriter(other, borrowed.id)).toMatchObject({
      written_by: null,
      writer_model: null,
    });

    // Straight through the REST API, on a part the storyteller wrote.
    const told = await saveSegment(reader.db, {
      story_id: story,
      segment_text: 'The fox found a feather.',
      sequence_number: 3,
      written_by: 'storyteller',
    });
    await syncs(reader);
    const patched = await reader.client
      .from('story_segments')
      .update({ segment_text: 'The fox found the owl asleep.', ...claim })
      .eq('id', told.id);
    expect(patched.error).toBeNull();
    expect(await serverWriter(reader, told.id)).toMatchObject({
      written_by: 'author',
      writer_model: null,
    });
  });

  it('still answers the part, and logs why, when the note cannot be kept', async () => {
    // A model name past the notes' 200 characters: the database refuses the note.
    const model = 'scripted-model-'.padEnd(201, 'x');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await handleGenerateStory(
        postGenerateStory(await readerToken(reader), {
          age: '7-9',
          genre: 'adventure',
          prompt: 'A fox looks for her friend the owl in the wood',
          history: [],
          choice: '',
          path: [],
        }),
        { ...env, AI_MODEL: model },
      );
      const events = await collectEvents(response);
      expect(events.find((event) => event.event === 'segment')?.data).toMatchObject({
        segment_text: GENTLE_PART.segment_text,
        model_used: model,
      });
      expect(logged).toHaveBeenCalledWith(
        'The AI service’s part could not be noted; its caption will be lost on sync',
        expect.objectContaining({ userId: reader.userId, model, error: expect.any(String) }),
      );
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the server’s notes of what the AI service wrote', () => {
  it('are read and written by no client, so nobody notes their own words as the model’s', async () => {
    const device = await createSyncDevice(stack.url, stack.anonKey, {
      email: uniqueEmail('part-writer-noter'),
      password,
      signUp: true,
    });
    const note = {
      user_id: device.userId,
      text_sha256: 'a'.repeat(64),
      model: 'scripted-model',
    };
    const noted = await device.client.rpc('note_ai_written_part', {
      _user_id: device.userId,
      _text_sha256: note.text_sha256,
      _model: note.model,
    });
    expect(noted.error?.code).toBe('42501');
    expect((await device.client.from('ai_written_parts').insert(note)).error?.code).toBe('42501');
    expect((await device.client.from('ai_written_parts').select()).error?.code).toBe('42501');
  });
});

async function readerToken(device: SyncDevice): Promise<string> {
  const { data } = await device.client.auth.getSession();
  return data.session!.access_token;
}
