// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStoryRequest } from '@shared/story-engine/index.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';

function story(prompt: string) {
  const parts: string[] = [];
  const path: string[] = [];
  let choice = '';
  for (let part = 0; part <= 5; part += 1) {
    const parsed = parseStoryRequest({
      age: '7-9',
      genre: 'educational',
      prompt,
      characters: [],
      options: { length: 'standard', person: 'third', style: 'storybook' },
      story_id: '00000000-0000-4000-8000-000000000733',
      history: parts.slice(-4),
      choice,
      path,
      finish: part === 5,
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const segment = tellStorySegment(parsed.request);
    parts.push(segment.segment_text);
    if (choice) path.push(choice);
    choice = segment.choices[0] ?? '';
  }
  return parts.join('\n');
}

describe('a word the idea capitalises mid-sentence keeps its capital in the story', () => {
  it.each([
    ['a story that explains how the Vikings sailed to Iceland, told by a seagull', 'Vikings'],
    ['explain how the Romans built their roads, with a mouse called Pip as the guide', 'Romans'],
  ])('%s', (prompt, people) => {
    const told = story(prompt);
    expect(told).toContain(people);
    expect(told).not.toContain(people.toLowerCase());
  });
});
