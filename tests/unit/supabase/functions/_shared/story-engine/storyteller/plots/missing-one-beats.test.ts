// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type AgeId } from '@shared/age-bands.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const AGES = Object.keys(AGE_BANDS) as AgeId[];

describe('someone missing is looked for and found safe, never taken or given back', () => {
  it.each([
    ['our neighbour mrs patel has gone missing and tom and his sister look for her', 'Mrs Patel'],
    ["grandpa's tortoise shelly has escaped again and mia has to find him", 'Shelly'],
    ["ali's dog Biscuit ran away in the storm", 'Biscuit'],
    ['the school hamster has gone missing and zara wants to find it', 'school hamster'],
  ])('%s: the hero wants to find %s, who is no companion', (idea, missing) => {
    const understood = understandIdea(idea);
    expect(understood.want?.verb).toBe('find');
    expect(understood.want?.thing).toBe(missing);
    expect(understood.companions.map((companion) => companion.name)).not.toContain(
      missing.split(' ').pop(),
    );
  });

  it.each([
    'her stuffed penguin disappeared in the aquarium gift shop',
    'the class goldfish is missing from its tank',
    "the owner's jade seal vanishes from the tea house",
    'the crown jewels are missing!! a girl named Siobhan solves it',
    'Rosa and her dog get lost walking in the Alps',
  ])('%s: nobody alive wandered off', (idea) => {
    expect(understandIdea(idea).missing).toBeNull();
  });

  it('a disappearance long ago is not a walk that took too long', () => {
    expect(
      understandIdea('a girl called rosa vanished from the village in 1978').missing,
    ).toBeNull();
  });

  for (const age of AGES)
    it(`${age}: the mystery ends with Mrs Patel safe, and no one owning up`, () => {
      const parts = tellWholeStory(
        'our neighbour mrs patel has gone missing and tom and his sister look for her',
        age,
        'mystery',
      );
      const story = parts.join(' ');
      expect(story).not.toMatch(/gave back|said sorry|own up|It was the|\bsuspects?\b|crossed out/);
      expect(story).not.toMatch(/\b(?<!Mrs )Patel\b|\bmrs Patel/);
      expect(parts.at(-1)).toMatch(/Mrs Patel was safe/);
    });
});
