// The /characters gate where the server sees a character: PostgREST stores a saved character as
// typed (the browser form is the first check, no function is on that path), so generate-story, where
// a character reaches a story, judges every character field it is sent. A story whose settings carry an unsafe character, written on a
// device offline and synced to another, never gets a 4–6 part: the function answers 400 naming
// the field before the provider is asked, and the device's own storyteller refuses it offline.
import 'fake-indexeddb/auto';
import { describe, expect, inject, it } from 'vitest';
import { saveStory } from '../../src/offline/repositories/save-story';
import {
  generateSegment,
  StoryRequestError,
} from '../../src/features/create/data/generate-segment';
import { parseStorySettings } from '../../supabase/functions/_shared/story-engine/story-settings.ts';
import type { StoryRequestInput } from '../../supabase/functions/_shared/story-engine/index.ts';
import { createSyncDevice, uniqueEmail } from './support/create-sync-device';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import {
  GENTLE_PART,
  postGenerateStory,
  useScriptedStoryStack,
} from './support/generate-story-request.ts';
import { TEST_PASSWORD } from './support/test-users.ts';

const UNSAFE_CHARACTER = {
  savedId: null,
  name: 'K1ller',
  role: 'sidekick' as const,
  description: 'A fox with a knife',
  traits: ['bloodthirsty'],
};

/** The request a device builds to continue a story from its synced settings, as continueStory does. */
function continueRequest(settings: unknown, storyId: string): StoryRequestInput {
  const parsed = parseStorySettings(settings);
  if (!parsed) throw new Error('The synced settings did not parse');
  return {
    age: parsed.age,
    genre: parsed.genre,
    prompt: parsed.prompt,
    characters: parsed.characters.map(({ name, role, description, traits }) => ({
      name,
      role,
      description,
      traits,
    })),
    starting_point: parsed.startingPoint,
    history: ['Pip woke up in the wood.'],
    choice: 'Go for a walk',
    story_id: storyId,
  };
}

describe('an unsafe character never reaches a 4–6 story', () => {
  const stack = useScriptedStoryStack('character-safety');

  it('a character stored straight through PostgREST, past the browser’s form, is refused when a story brings it in', async () => {
    const { error } = await stack.reader.client.from('user_characters').insert({
      user_id: stack.reader.user.id,
      name: UNSAFE_CHARACTER.name,
      role: UNSAFE_CHARACTER.role,
      description: UNSAFE_CHARACTER.description,
      traits: UNSAFE_CHARACTER.traits,
    });
    expect(error).toBeNull();
    const { data: saved } = await stack.reader.client
      .from('user_characters')
      .select('name, role, description, traits')
      .eq('name', UNSAFE_CHARACTER.name)
      .single();
    const before = stack.provider.requests.length;
    const response = await stack.generate(
      { age: '4-6', genre: 'adventure', prompt: 'A walk', characters: [saved] },
      stack.env,
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'characters.0.name',
      code: 'unsafe_input',
    });
    expect(stack.provider.requests.length).toBe(before);
  });

  it('written offline on one device and synced to another, it gets a 400 naming the field and no provider call', async () => {
    const { url, anonKey } = inject('stack');
    const email = uniqueEmail('character-sync');
    const writer = await createSyncDevice(url, anonKey, {
      email,
      password: TEST_PASSWORD,
      signUp: true,
    });
    const settings = (characters: (typeof UNSAFE_CHARACTER)[]) => ({
      age: '4-6',
      genre: 'adventure',
      prompt: 'A walk in the wood',
      characters,
      startingPoint: 'Pip woke up in the wood.',
    });
    const unsafeStory = await saveStory(writer.db, {
      title: 'A walk',
      user_id: writer.userId,
      target_age: '4-6',
      creation_settings: settings([UNSAFE_CHARACTER]),
    });
    const safeStory = await saveStory(writer.db, {
      title: 'Another walk',
      user_id: writer.userId,
      target_age: '4-6',
      creation_settings: settings([
        { ...UNSAFE_CHARACTER, name: 'Pip', description: '', traits: ['kind'] },
      ]),
    });
    expect((await writer.engine.sync()).success).toBe(true);

    const reader = await createSyncDevice(url, anonKey, { email, password: TEST_PASSWORD });
    await reader.engine.sync();
    const synced = await reader.db.stories.get(unsafeStory.id);
    expect(synced?.creation_settings).toMatchObject({ characters: [{ name: 'K1ller' }] });
    const token = (await reader.client.auth.getSession()).data.session!.access_token;

    const before = stack.provider.requests.length;
    const continueOn = (storyId: string, settings: unknown) =>
      handleGenerateStory(
        postGenerateStory(token, continueRequest(settings, storyId), 'application/json'),
        stack.env,
      );
    const refused = await continueOn(unsafeStory.id, synced?.creation_settings);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; field: string; code: string };
    expect(body).toMatchObject({ field: 'characters.0.name', code: 'unsafe_input' });
    expect(body.error).toMatch(
      /^The character name has words we keep out of stories for readers aged 4–6\./,
    );
    expect(body.error).not.toMatch(/k1ller|killer|knife|bloodthirsty/i);
    expect(stack.provider.requests.length).toBe(before);

    // Offline the device's storyteller would write the part itself: the same gate refuses it first.
    const offline = generateSegment(continueRequest(synced?.creation_settings, unsafeStory.id), {
      endpoint: { supabaseUrl: url, anonKey, accessToken: token },
      online: false,
    });
    await expect(offline).rejects.toBeInstanceOf(StoryRequestError);
    await expect(offline).rejects.toMatchObject({ field: 'characters.0.name' });

    // The same story with a harmless character is written, so the refusal is the character's.
    stack.provider.enqueue({ kind: 'stream', content: JSON.stringify(GENTLE_PART) });
    const safeSynced = await reader.db.stories.get(safeStory.id);
    const written = await continueOn(safeStory.id, safeSynced?.creation_settings);
    expect(written.status).toBe(200);
    expect(await written.json()).toMatchObject({ segment_text: GENTLE_PART.segment_text });
  });

  it('each unsafe field of a character is named: its description and its traits', async () => {
    const request = (character: Partial<typeof UNSAFE_CHARACTER>) =>
      stack.generate(
        {
          age: '4-6',
          genre: 'adventure',
          characters: [{ name: 'Pip', description: '', traits: [], ...character }],
        },
        stack.env,
        'application/json',
      );
    const description = await request({ description: 'She carries a gun' });
    expect(await description.json()).toMatchObject({ field: 'characters.0.description' });
    const traits = await request({ traits: ['kind', 'bloodthirsty'] });
    expect(await traits.json()).toMatchObject({ field: 'characters.0.traits.1' });
  });
});
