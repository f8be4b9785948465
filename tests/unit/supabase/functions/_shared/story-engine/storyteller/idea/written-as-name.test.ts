// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a word the idea capitalises mid-sentence keeps its capital in the story', () => {
  it.each([
    ['a story that explains how the Vikings sailed to Iceland, told by a seagull', 'Vikings'],
    ['explain how the Romans built their roads, with a mouse called Pip as the guide', 'Romans'],
  ])('%s', (prompt, people) => {
    const told = tellWholeStory(prompt, '7-9', 'educational').join('\n');
    expect(told).toContain(people);
    expect(told).not.toContain(people.toLowerCase());
  });
});
