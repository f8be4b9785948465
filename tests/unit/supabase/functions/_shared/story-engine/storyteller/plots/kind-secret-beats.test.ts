// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type AgeId } from '@shared/age-bands.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const KINDNESSES = [
  "someone leaves fresh flowers on grandpa's doorstep every morning and nobody knows who",
  'who keeps fixing the broken toys in the toy shop at night?',
  'a mystery about who has been feeding the stray cats in the alley',
];

describe('a mystery about a secret kindness finds out who to thank', () => {
  for (const idea of KINDNESSES)
    for (const age of Object.keys(AGE_BANDS) as AgeId[])
      it(`${age}: ${idea}`, () => {
        const parts = tellWholeStory(idea, age, 'mystery');
        const story = parts.join(' ');
        expect(story).not.toMatch(
          /was upset|said sorry|put everything right|own up|cause any trouble/,
        );
        expect(parts[parts.length - 1]).toMatch(/kind without any fuss/);
      });

  it("a kindness to animals with no clue was a person's, never an animal suspect's", () => {
    for (const age of Object.keys(AGE_BANDS) as AgeId[]) {
      const ending = tellWholeStory(
        'a mystery about who has been feeding the stray cats in the alley',
        age,
        'mystery',
      ).at(-1) as string;
      const giver = /([\w ]+) had wanted to do something kind/.exec(ending)?.[1] ?? '';
      expect(giver).toMatch(
        /neighbour|gardener|baker|caretaker|librarian|cook|watchman|boy|girl|man|woman|postman|teacher/,
      );
    }
  });

  it('anonymous notes are not taken for a kindness', () => {
    const parts = tellWholeStory(
      'who is sending anonymous notes to everyone in year 10?? omar wants to find out',
      'teen',
      'mystery',
    );
    expect(parts.join(' ')).not.toMatch(/kind without any fuss|who to thank/);
  });

  it('a deed that is a nuisance is still owned up to', () => {
    const parts = tellWholeStory(
      'someone keeps leaving muddy footprints all over the kitchen',
      '7-9',
      'mystery',
    );
    expect(parts.join(' ')).not.toMatch(/kind without any fuss|who to thank/);
  });
});

describe('a secret gift told as a statement, with how many, is still a kindness to find out', () => {
  it('one red rose left every night: never "the desk was gone", never "find the desk"', () => {
    const prompt =
      'Someone leaves exactly one red rose on the library returns desk every night at closing time. Elspeth, the youngest volunteer, decides to stay late and see who';
    const idea = understandIdea(prompt);
    expect(idea.culprit?.thing).toBe('red rose');
    expect(idea.want?.verb).toBe('find out');
    const story = tellWholeStory(prompt, 'teen', 'mystery').join('\n');
    expect(story).not.toMatch(/\bwas gone\b|\bfind the desk\b/);
    expect(story).toMatch(/who to thank/);
  });
});
