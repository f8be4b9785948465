// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);

describe('a companion described with "very", or called by the family word for a relative', () => {
  it.each([
    ['Morag keeps a lighthouse in the Hebrides with her very old cat', 'cat', ['very', 'old']],
    ['Nikos goes sailing with his husband Paul and their really unreliable dog', 'dog', []],
    ["Mateo's first ski trip in Chile, he keeps falling over but his tía helps him", 'tía', []],
    ['kateryna and her babusya make pysanky for easter', 'babusya', []],
    ['Elif and her dede road-trip across Turkey in his old van', 'dede', []],
  ])('%s', (prompt, kind, traits) => {
    const found = understandIdea(prompt).companions.find(
      (companion) => companion.kind?.split(' ').pop() === kind,
    );
    expect(found).toBeDefined();
    if (traits.length > 0) expect(found?.traits).toEqual(traits);
  });

  it('keeps the very old cat in the story from the first part, met as hers, and invents no other', () => {
    const parts = tellWholeStory(
      'bedtime story for grown-ups: Morag keeps a lighthouse in the Hebrides with her very old cat',
      'adult',
      'bedtime',
    );
    expect(parts.filter((part) => /\bcat\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    const first = parts.flatMap(sentencesOf).find((sentence) => /\bcat\b/i.test(sentence));
    expect(first).toMatch(/\bher very old cat\b/);
    expect(parts.join(' ')).not.toMatch(/night owl|sleepy cat/i);
  });

  it('keeps his tía beside Mateo as his, never "the tía" before she is met', () => {
    const parts = tellWholeStory(
      "Mateo's first ski trip in Chile, he keeps falling over but his tía helps him",
      '7-9',
      'adventure',
    );
    expect(parts.filter((part) => /\btía\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    const first = parts.flatMap(sentencesOf).find((sentence) => /\btía\b/i.test(sentence));
    expect(first).toMatch(/\bhis tía\b/);
    expect(parts.join(' ')).not.toMatch(/\bthe tía\b|loyal dog/i);
  });
});
