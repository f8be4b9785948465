// One published story for the benches that read one (Lighthouse, the shared link).
import { randomUUID } from 'node:crypto';
import type { StackInfo } from './start-build-stack.ts';

/** The text of the story's first part, which a reader sees first. */
export const BENCH_STORY_OPENING =
  'Every night Pip climbed the hundred steps to check the great lamp. Tonight the wind howled.';

/** A published story with two parts, written with the service role as a reader's sync would leave it. */
export async function publishBenchStory(stack: StackInfo): Promise<string> {
  const headers = {
    apikey: stack.anonKey,
    Authorization: `Bearer ${stack.serviceRoleKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  const storyId = randomUUID();
  const now = new Date().toISOString();
  const story = {
    id: storyId,
    title: 'The Lighthouse Keeper’s Cat',
    description: 'A cat who keeps the light burning through a winter storm.',
    genre: 'adventure',
    target_age: '7-9',
    is_public: true,
    published_at: now,
    is_completed: true,
  };
  const stories = await fetch(`${stack.url}/rest/v1/stories`, {
    method: 'POST',
    headers,
    body: JSON.stringify(story),
  });
  if (!stories.ok)
    throw new Error(`publishing the bench story failed: ${stories.status} ${await stories.text()}`);
  const opening = randomUUID();
  const segments = [
    {
      id: opening,
      story_id: storyId,
      segment_text: BENCH_STORY_OPENING,
      parent_segment_id: null,
      triggering_choice_text: null,
      choices: ['Climb higher', 'Wake the keeper'],
      is_end: false,
      sequence_number: 1,
      word_count: 16,
    },
    {
      id: randomUUID(),
      story_id: storyId,
      parent_segment_id: opening,
      triggering_choice_text: 'Climb higher',
      segment_text:
        'At the top the lamp flickered, and Pip nudged the wick until it shone across the sea.',
      choices: [],
      is_end: true,
      sequence_number: 2,
      word_count: 17,
    },
  ];
  const parts = await fetch(`${stack.url}/rest/v1/story_segments`, {
    method: 'POST',
    headers,
    body: JSON.stringify(segments),
  });
  if (!parts.ok)
    throw new Error(
      `writing the bench story's parts failed: ${parts.status} ${await parts.text()}`,
    );
  return storyId;
}
