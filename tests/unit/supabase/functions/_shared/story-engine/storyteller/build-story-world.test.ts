// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

describe("a mystery's culprit as the idea gives it away", () => {
  it("finds the hero's own companion at the hero's side, never a stranger", () => {
    const parts = tellWholeStory(
      'who drank the lemonade? Juno and her kitten Pepper search the garden. it was the kitten!',
      '4-6',
      'mystery',
    );
    const ending = parts[parts.length - 1] ?? '';
    expect(ending).toMatch(/\bPepper had been right beside Juno all along\b/);
    // Named as the companion the reader has met, and said to be the kitten, not a stranger.
    expect(ending).toMatch(/\bthe kitten had been too shy to own up\b/i);
    expect(ending).not.toMatch(/\b(answer was|it was) the kitten\b/i);
    expect(parts.join(' ')).not.toMatch(/fingerprints/);
  });

  it("agrees the culprit's every verb with a single culprit, whatever reason it borrows", () => {
    const endings = ['7-9', '10-12', 'teen'].map(
      (age) =>
        tellWholeStory(
          'the sandcastle prize went missing at the beach fair and Tariq hunts for it. (it was the donkey)',
          age as '7-9',
          'mystery',
        ).at(-1) ?? '',
    );
    for (const ending of endings) {
      expect(ending).toMatch(/\bdonkey\b/);
      expect(ending).not.toMatch(/\bdonkey\b[^.]*\b(were|are|have)\b/);
    }
  });
});

describe('a relative the idea calls by name', () => {
  it('tells "Granny’s biscuits" as the idea does, never "his Granny’s biscuits"', () => {
    const parts = tellWholeStory(
      'who ate grannys biscuits?? my teddy Captain Fluff wants to find out with his friend Bun',
      '4-6',
      'mystery',
    );
    const told = parts.join(' ');
    expect(told).toMatch(/\bGranny's biscuits\b/);
    expect(told).not.toMatch(/\b(his|her|their) Granny's\b/i);
    expect(parts[0]).toMatch(/\bCaptain Fluff\b/);
    expect(told).not.toMatch(/\bGranny (knelt|would find|checked)\b/);
  });
});

describe('who the idea says did it is someone to find, never someone to be', () => {
  it('sets Elin out to find the nisse, not to be it', () => {
    const story = tellWholeStory(
      "Elin's grandmother says a nisse lives in the barn. when all the cows start waking up with their tails braided, Elin sets out to catch him (spoiler it was the nisse)",
      '10-12',
      'fantasy-magic',
    ).join(' ');
    expect(story).toMatch(/find the nisse/);
    expect(story).not.toMatch(/\bbe the nisse\b/);
  });
});

describe('a genre’s own goal reads as English wherever the story tells it', () => {
  it('tucks in the stars, never "thinking of the stars into bed" nor "to tuck the stars"', () => {
    const text = tellWholeStory('a bedtime story about a boy called Finn', '7-9', 'bedtime').join(
      ' ',
    );
    expect(text).toMatch(/\btuck in the stars\b/);
    expect(text).not.toMatch(/stars into bed|tuck the stars/);
  });
});
