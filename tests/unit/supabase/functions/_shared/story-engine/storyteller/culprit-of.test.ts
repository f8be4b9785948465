// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe('a machine that did it is found out as a machine', () => {
  it.each([
    [
      'the mugs in our office keep vanishing and Grace investigates. it was the roomba the whole time',
      'adult',
    ],
    [
      'every morning the salt and sugar are swapped at the bakery and Dalia finds out its the old dough mixer',
      'teen',
    ],
    ['Noor looks for the missing sock and it was the washing machine that ate it!', '4-6'],
  ])('%s', (prompt, age) => {
    const ending = tellWholeStory(prompt, age as '4-6', 'mystery')[5] as string;
    expect(ending).toMatch(/glitch/);
    expect(ending).not.toMatch(/said sorry|too shy|paw prints|thread from a scarf/);
  });
});
