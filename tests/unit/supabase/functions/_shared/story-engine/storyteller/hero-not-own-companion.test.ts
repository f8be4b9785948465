// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe('the child a parent asks for is the hero, never their own companion', () => {
  it.each([
    ['my son wants to learn to ride his bike without stabilisers', 'boy'],
    ['my little sister is scared of the big slide at the park', 'girl'],
    ['my daughter Zainab wants to be an astronaut', 'girl'],
  ])('%s', (prompt, kind) => {
    const idea = understandIdea(prompt);
    expect(idea.heroKind).toBe(kind);
    expect(idea.companions.map((companion) => companion.kind)).not.toContain(
      prompt.match(/my (?:little )?(\w+)/)?.[1],
    );
  });

  it('never tells “his son” helping the son in part 1', () => {
    const [first] = tellWholeStory(
      'my son wants to learn to ride his bike without stabilisers',
      '7-9',
      'values',
    );
    expect(first).not.toMatch(/\b(his|her) son\b/i);
  });

  it('keeps a grandma who comes along with the one telling it', () => {
    expect(understandIdea('Grandma Rosa and I bake bread').companions).toHaveLength(1);
  });
});
