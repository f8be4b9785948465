// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lendSubject } from '@shared/story-engine/storyteller/lend-subject.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe('a clause split off at its join keeps a subject of its own', () => {
  it.each([
    [
      'Aroha started slowly',
      'and did not try to make it sound better than it was.',
      'Aroha did not try to make it sound better than it was.',
    ],
    ['The teddy looked proud', 'and did not hide it.', 'The teddy did not hide it.'],
    [
      'It turned out the twins next door had not meant to cause any trouble',
      'and then felt too shy to own up.',
      'Then the twins next door felt too shy to own up.',
    ],
    ['She wondered what the cat was thinking', 'but did not ask.', 'But she did not ask.'],
  ])('“%s, %s”', (before, piece, told) => {
    expect(lendSubject(before, piece)).toBe(told);
  });

  it.each([
    ['She turned over', 'and over again.'],
    ['Mo ran', 'and the dog barked.'],
    ['Mo ran', 'and Pip followed.'],
  ])('“%s, %s” has its own, or needs none', (before, piece) => {
    expect(lendSubject(before, piece)).toBeNull();
  });

  it.each([
    ['Oliver is the new kid at school and nobody talks to him', '7-9', 'values'],
    ['Who turned all the fish in the school aquarium purple?', '10-12', 'mystery'],
  ] as const)(
    '“%s” (%s): no sentence starts “And did” or “And then felt”',
    (prompt, age, genre) => {
      const story = tellWholeStory(prompt, age, genre).join(' ');
      expect(story).not.toMatch(/\bAnd (then )?(did|felt)\b/);
    },
  );
});
