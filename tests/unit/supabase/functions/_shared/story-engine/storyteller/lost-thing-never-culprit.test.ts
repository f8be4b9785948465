// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

const endingOf = (parts: string[]) => parts[parts.length - 1] ?? '';

describe('a mystery about a lost thing never names the lost thing as the culprit', () => {
  it.each([
    ["The library's storybook lost all its pictures. Can Nia and the owl find them?", 'pictures'],
    ["The bakery's cake lost all its sprinkles and Lena wants to find them", 'sprinkles'],
    ["the zoo's parrot lost all its feathers, can Tom find them", 'feathers'],
  ])('%s', (prompt, lost) => {
    const parts = tellWholeStory(prompt, '7-9', 'mystery');
    const ending = endingOf(parts);
    // Someone is found out, and it is not the thing that was lost.
    expect(ending).toMatch(/"It was |The answer was /);
    expect(ending).not.toMatch(new RegExp(`(It was|answer was) (the |all the )?${lost}\\b`, 'i'));
    expect(ending).not.toMatch(new RegExp(`\\bThe ${lost} (said sorry|wanted|thought)`, 'i'));
    // The hero looks for the lost thing, never for "the answer" about who it is.
    expect(parts.join(' ')).toMatch(new RegExp(`\\b${lost}\\b`, 'i'));
  });

  it('still names the culprit an idea gives away', () => {
    const ending = endingOf(
      tellWholeStory(
        "the library books keep disappearing and Thabo thinks its a ghost but really it's the caretaker's cat",
        '7-9',
        'mystery',
      ),
    );
    expect(ending).toMatch(/caretaker's cat/);
  });
});
