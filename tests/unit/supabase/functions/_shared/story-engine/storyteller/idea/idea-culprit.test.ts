// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe("the idea's own culprit, however the idea says who did it", () => {
  it.each([
    ['who took the biscuits? Noor finds out it was our dog Pepper', 'the dog Pepper'],
    [
      'the jam tarts went missing and the dog Pepper took them, so Ana follows the crumbs',
      'the dog Pepper',
    ],
    ['a stolen brooch on the ferry, and Otis works out the purser did it', 'the purser'],
    [
      'Hugo and his aunt Bea look for the missing map. The gardener seems suspicious.',
      'the gardener',
    ],
    [
      'Ines solves the theft of the silver spoons and the mayor turns out to be the thief',
      'the mayor',
    ],
    [
      'Who keeps hiding the chalk? Sam suspects the caretaker but it turns out to be the class rabbit',
      'the class rabbit',
    ],
    [
      "the mystery of the melting snowmen: Ada's cousin Rufus is the one doing it",
      "Ada's cousin Rufus",
    ],
    ['Inspector Lowe investigates a theft at the castle. The culprit is the cook.', 'the cook'],
  ])('%s', (prompt, who) => {
    expect(understandIdea(prompt).reveal?.who).toBe(who);
  });

  it('reads a guess as no answer, and never the hero', () => {
    expect(understandIdea('Everyone thinks the cat did it but Milo is not sure').reveal).toBeNull();
    expect(understandIdea('Ravi works out who did it').reveal).toBeNull();
  });
});

describe("a mystery's ending names the idea's culprit, with a clue that fits them", () => {
  // The first "It was …" or "The answer was …" that names someone ("It was Pepper," she said): "It
  // was far darker and colder than he had anticipated" only compares.
  const nameIn = (ending: string) =>
    ending
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => /^["“]?(?:It was|The answer was) ([^.,!?"”]+)/.exec(sentence)?.[1])
      .find((named) => named && !/\bthan\b/.test(named)) ?? '';

  it("names the family's dog the idea gives away, who went along all story, found by its prints", () => {
    const parts = tellWholeStory(
      'who ate all the cookies? Kofi finds out it was our dog Pepper',
      '4-6',
      'mystery',
    );
    expect(nameIn(parts[5] ?? '')).toBe('Pepper');
    expect(parts.filter((part) => /\bPepper\b/.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).toMatch(/footprints|paw prints/);
    expect(parts.join(' ')).not.toMatch(/glitter|orange fur|scarf|flour|It was Kofi/);
  });

  it('names a dog the idea gives away that is not the family’s, by its paw prints', () => {
    const parts = tellWholeStory(
      'the jam tarts went missing and the dog Pepper took them, so Ana follows the crumbs',
      '7-9',
      'mystery',
    );
    expect(nameIn(parts[5] ?? '')).toBe('the dog Pepper');
    expect(parts.join(' ')).toMatch(/paw prints/);
  });

  it('names the one the idea suspects, among the suspects of the middle parts', () => {
    const parts = tellWholeStory(
      'Hugo and his aunt Bea look for the missing map. The gardener seems suspicious.',
      '10-12',
      'mystery',
    );
    expect(nameIn(parts[5] ?? '')).toMatch(/^the gardener$/i);
    expect(parts.slice(1, 5).join(' ')).toMatch(/\bthe gardener\b/i);
    expect(parts[5]).not.toMatch(/It was Hugo\b/);
  });

  it('gives a person a reason a person has, never a cat nap or a glitter', () => {
    const parts = tellWholeStory(
      'a stolen brooch on the ferry, and Otis works out the purser did it',
      'teen',
      'mystery',
    );
    expect(nameIn(parts[5] ?? '')).toBe('the purser');
    expect(parts[5]).not.toMatch(/nap|glitter|fur\b|the purser did it/);
  });
});

describe('a mystery that asks why, with nothing taken', () => {
  it('tells of something strange, asks about the clocks, and never says an answer vanished', () => {
    const parts = tellWholeStory(
      "Layla and her twin brother Karim investigate why all the clocks in their grandmother's house stopped. The housekeeper seems suspicious.",
      '10-12',
      'mystery',
    );
    const story = parts.join(' ');
    expect(story).not.toMatch(/answer about|answer (was|had) (gone|vanished)|\bHouse\b/);
    // What Layla investigates is the idea's own question, told whole.
    expect(story).toMatch(
      /wanted to find out why all the clocks in their grandmother's house stopped/,
    );
    expect(parts.filter((part) => /\bKarim\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe("the writer's asides are not the story's", () => {
  it('ends the deed before an aside in brackets, and never tells the laughter', () => {
    const idea = understandIdea(
      'Poppy finds out who ate all the biscuits out of nannas tin (it was the dog lol)',
    );
    expect(idea.culprit?.done).toBe("eaten all the biscuits out of Nanna's tin");
    expect(idea.reveal?.who).toBe('the dog');
    const story = tellWholeStory(
      'Poppy finds out who ate all the biscuits out of nannas tin (it was the dog lol)',
      '4-6',
      'mystery',
    ).join(' ');
    expect(story).not.toMatch(/\blol\b|\btin it\b/);
  });
});

describe('laughter in the middle of an idea', () => {
  it('ends what came before it, so "the lambing pen lol make it funny" keeps its place', () => {
    const opening = tellWholeStory(
      'shauna (15) goes viral when her gran posts a video of her falling in the lambing pen lol make it funny',
      'teen',
      'silly',
    )[0] as string;
    expect(opening).toMatch(/the lambing pen\b/);
    expect(opening).not.toMatch(/lambing pen make|\blol\b/);
  });
});
