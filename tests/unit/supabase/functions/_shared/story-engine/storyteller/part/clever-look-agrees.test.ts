// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('what a close look shows is told as one thing or as many, as the story named it', () => {
  it('tells “the stories … They showed”, never “It showed” after a plural', () => {
    const told = ['32', '33', '34', '35', '36', '37'].map(
      (id) =>
        tellStoryAlongChoices({
          age: '7-9',
          genre: 'fantasy-magic',
          parts: 2,
          request: {
            prompt:
              'Anansi the spider tricks the sky god into giving him all the stories in the world',
            characters: [],
            story_id: `00000000-0000-4000-8000-0000000000${id}`,
          },
          pick: () => 1,
        })[1]?.segment_text ?? '',
    );
    const looked = told.filter((text) => /studied the stories/.test(text));
    expect(looked.some((text) => /\bthey (showed|revealed)\b/i.test(text))).toBe(true);
    for (const text of looked)
      expect(text).not.toMatch(/stories[^.]*[.,]\s*(and )?it (showed|revealed)/i);
  });

  it('never puts “the” before “everything”', () => {
    const story = tellWholeStory(
      'can you do a story about Linh and her grandad who build a robot out of an old dishwasher and it washes EVERYTHING even the cat',
      '4-6',
      'silly',
    ).join(' ');
    expect(story).toMatch(/wash everything/);
    expect(story).not.toMatch(/\bthe everything\b/i);
  });
});
