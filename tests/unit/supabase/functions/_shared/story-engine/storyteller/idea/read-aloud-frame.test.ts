// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('"to read aloud" asks how the story is read, never gives it a thing to find', () => {
  it.each([
    [
      'a slow cosy story to read aloud to my mum at the care home, about a baker named Rosalind who bakes bread for the whole village before sunrise with her old cat',
      'bedtime',
    ],
    [
      'a story to read aloud at my dads 60th about a man named Kwabena who opens a barber shop in Accra and the whole street comes to the opening',
      'values',
    ],
  ] as const)('%s', (prompt, genre) => {
    expect(understandIdea(prompt).want?.thing).not.toMatch(/aloud/);
    expect(tellWholeStory(prompt, 'adult', genre).join(' ')).not.toMatch(/\bthe aloud\b/);
  });
});

describe('where a story is read aloud is no place in it', () => {
  it('sets the patty shop in Kingston, never at the mum’s house it is read at', () => {
    const prompt =
      "A story to read aloud at my mum's 70th birthday about a woman named Winsome who opens a patty shop in Kingston";
    expect(understandIdea(prompt).place).not.toMatch(/house/);
    expect(tellWholeStory(prompt, 'adult', 'values')[0]).not.toMatch(/mum's house/);
  });
});
