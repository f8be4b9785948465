// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildStoryWorld } from '@shared/story-engine/storyteller/build-story-world.ts';
import { parseStoryRequest } from '@shared/story-engine/index.ts';

function listenerOf(prompt: string) {
  const parsed = parseStoryRequest({
    age: '4-6',
    genre: 'values',
    prompt,
    characters: [],
    options: { length: 'standard', person: 'third', style: 'storybook' },
    story_id: '00000000-0000-4000-8000-000000000001',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return buildStoryWorld(parsed.request).feeling?.words.listener;
}

describe('who the hero tells how scared they are', () => {
  it('is the companion the idea brings, never a best friend met nowhere else', () => {
    expect(
      listenerOf(
        'Noy is scared to swim in the river by her village, her big sister Dao is teaching her',
      ),
    ).toBe('Dao');
  });

  it('is not the one the hero must say sorry to', () => {
    expect(
      listenerOf("oisín knocks over his sister Róisín's tower of blocks and has to say sorry"),
    ).toBe('his best friend');
  });
});
