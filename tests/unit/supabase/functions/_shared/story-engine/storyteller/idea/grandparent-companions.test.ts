// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const partsNaming = (parts: readonly string[], word: RegExp) =>
  parts.filter((part) => word.test(part)).length;

describe('a grandparent called by the family’s own word comes along', () => {
  it.each([
    ['Mina and her babcia bake bread for the village fair', /\bbabcia\b/i],
    ['Kenta visits his obaachan by the sea and they fly a kite', /\bobaachan\b/i],
    ['Tiago and his avô go fishing at dawn', /(?<!\p{L})avô(?!\p{L})/iu],
    ['Layla wants to bake bread with her jaddah', /\bjaddah\b/i],
    ['Nico and his abuelita plant a garden', /\babuelita\b/i],
    ['yuki and her baachan look at the moon from the window before bed', /\bbaachan\b/i],
    ['a story about Aino walking in the forest with her mummo', /\bmummo\b/i],
    // Whose place the hero is at: the possessive typed without its apostrophe.
    ['sleepover at jaddahs flat, Layla cant sleep cos the lift keeps making noises', /\bjaddah\b/i],
    ['Rashid looks out of teta and jiddos window at the lights of the city', /\bteta\b/i],
  ])('%s', (prompt, word) => {
    const parts = tellWholeStory(prompt, '7-9', 'adventure');
    // Met in the first part, in at least four of the six, and spelled as the idea spells it.
    expect(parts[0]).toMatch(word);
    expect(partsNaming(parts, word)).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/\bavo\b/i);
  });
});

describe('a brother or a father called by the family’s own word comes along', () => {
  it.each([
    ['Marco and his kuya fix a kite on the beach', /\bkuya\b/i],
    ['Ola is scared of the big slide but her tata helps her', /\btata\b/i],
  ])('%s', (prompt, word) => {
    const parts = tellWholeStory(prompt, '7-9', 'adventure');
    expect(parts[0]).toMatch(word);
    expect(partsNaming(parts, word)).toBeGreaterThanOrEqual(4);
  });
});

describe('a friend the idea says who they are', () => {
  it('is told as who they are, never as "his friend" alone', () => {
    const prompt =
      'a bear cub who is scared of thunder and her friend the paper crane comforts her';
    expect(understandIdea(prompt).companions[0]?.name).toBe('the paper crane');
    const parts = tellWholeStory(prompt, '4-6', 'bedtime');
    expect(parts[0]).toMatch(/\bher friend the paper crane\b/i);
    expect(partsNaming(parts, /\bthe paper crane\b/i)).toBeGreaterThanOrEqual(4);
  });
});

describe('cousins or mates the hero goes with come along together', () => {
  it.each([
    [
      'road trip round wales with my cousins in a van that keeps breaking down. main character is Rhodri',
      /\bcousins\b/i,
    ],
    ['Mosese and his mates try to sail an old canoe between two islands', /\bmates\b/i],
    ['Kalani and his best mate try to surf the biggest wave of the season', /\bbest mate\b/i],
  ])('%s', (prompt, word) => {
    const parts = tellWholeStory(prompt, '10-12', 'adventure');
    expect(parts[0]).toMatch(word);
    expect(partsNaming(parts, word)).toBeGreaterThanOrEqual(4);
    // "main character is Rhodri" names the hero; it is nothing to find.
    expect(parts.join(' ')).not.toMatch(/main character|wave of season/);
  });
});

describe('a creature of two words comes along as both', () => {
  it('is "her fox spirit", never a fox called Spirit', () => {
    const prompt =
      'Aiko the archer and her fox spirit must climb the thousand steps to the sky temple';
    expect(understandIdea(prompt).companions.map((one) => [one.name, one.kind])).toEqual([
      [null, 'fox spirit'],
    ]);
    const parts = tellWholeStory(prompt, '10-12', 'epic-fantasy');
    expect(partsNaming(parts, /\bfox spirit\b/)).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/\bSpirit\b/);
  });
});
