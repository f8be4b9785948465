// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a question asked with “did” or “does” is found out with its own verb', () => {
  it.each([
    [
      'Why did the rival island houses stop speaking to each other?',
      'why the rival island houses stopped speaking to each other',
    ],
    ['Why did the garden gnomes move in the night?', 'why the garden gnomes moved in the night'],
    ['how does the old windmill keep turning with no wind?', 'how the old windmill keeps turning'],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });

  it('never gives a plural noun a verb’s ending in the story', () => {
    const told = tellWholeStory(
      'Why did the rival island houses stop speaking to each other?',
      '10-12',
      'mystery',
    ).join('\n');
    expect(told).toContain('houses');
    expect(told).not.toMatch(/housese[ds]|housesing/);
  });
});

describe('what a hero investigates is found out, and what befalls a thing is never a deed', () => {
  it.each([
    [
      'on the moon base, officer lumi, investigates why the water tanks are emptying',
      'why the water tanks are emptying',
    ],
    ['Tariq investigates why the pond frogs keep vanishing', 'why the pond frogs keep vanishing'],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });

  it('never sets the hero "to die" anything', () => {
    const told = tellWholeStory(
      'a scientist on a space station studies why the sunflowers are dying, the culprit is a robot',
      '10-12',
      'sci-fi',
    ).join('\n');
    expect(told).not.toMatch(/\bto die\b|\bcould die\b|\bdie the\b/i);
  });
});
