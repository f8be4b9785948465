// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

/** The story's six parts as a reader meets them, the first choice taken each time. */
const tell = (prompt: string, age: AgeId, genre: GenreSlug) =>
  tellStoryAlongChoices({
    age,
    genre,
    parts: 6,
    request: { prompt, characters: [], story_id: '00000000-0000-4000-8000-000000000029' },
  }).map((segment) => segment.segment_text);

describe("the hero's pronoun is the one the idea gives them", () => {
  it.each([
    ["Noa the baby hippo can't fall asleep and his mummy sings to him", 'Noa', 'he'],
    ['Emma the little lamb lost his mother in the snow', 'Emma', 'he'],
    ['Mia the hedgehog is scared of the dark until her grandpa hums to her', 'Mia', 'she'],
  ])('%s', (prompt, hero, pronoun) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.pronoun).toBe(pronoun);
  });

  it('leaves a "his" to whoever is named before it', () => {
    // Grandpa owns the hat; Maya is still told by her name's own pronoun.
    expect(understandIdea('Maya gives Grandpa Joe her hat').pronoun).toBe('she');
  });
});

describe('the one who does something for the hero comes along', () => {
  it.each([
    ["Noa the baby hippo can't fall asleep and his mummy sings to him", 'mummy'],
    ['Tomas is scared of the dark and his daddy tells him a story', 'daddy'],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).companions.map((one) => one.kind)).toEqual([kind]);
  });

  it('is in the story by what the family calls them, in at least four of its six parts', () => {
    const parts = tell(
      "Can you do a bedtime story for my son where Noa the baby hippo can't fall asleep and his mummy sings to him",
      '4-6',
      'bedtime',
    );
    expect(parts[0]).toMatch(/\bHis mummy\b/);
    expect(parts.join(' ')).not.toMatch(/\bthe mummy\b/i);
    expect(parts.filter((part) => /\bmummy\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/\b[Ss]he\b/);
  });

  it('still reads an "and" between two things as no one', () => {
    expect(understandIdea('Lily and her puppy play in the snow').companions).toHaveLength(1);
    expect(understandIdea('Omar counts the stars and the moon before bed').companions).toEqual([]);
  });
});

describe('names listed after brothers, sisters, twins or cousins are all of that kin', () => {
  it.each([
    [
      'Kaan and his twin brothers Emre and Efe follow a treasure map all over the zoo',
      'Kaan',
      [
        ['Emre', 'twin brother'],
        ['Efe', 'twin brother'],
      ],
    ],
    [
      'two brothers, Anil and Sunil, fight over the last slice of cake',
      'Anil',
      [['Sunil', 'brother']],
    ],
    [
      'Tane and his cousins Mere and Wiremu kayak down the river to find a hidden waterfall',
      'Tane',
      [
        ['Mere', 'cousin'],
        ['Wiremu', 'cousin'],
      ],
    ],
  ])('%s', (prompt, hero, cast) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.companions.map(({ name, kind }) => [name, kind])).toEqual(cast);
  });

  it('meets them together, never as a brother and a friend', () => {
    const twins = tell(
      'Kaan and his twin brothers Emre and Efe follow a treasure map all over the zoo on his birthday',
      '7-9',
      'adventure',
    ).join(' ');
    expect(twins).toContain('his twin brothers Emre and Efe');
    expect(twins).not.toMatch(/friend Efe|brothers Emre and his/);
    const two = tell(
      'two brothers, Anil and Sunil, fight over the last slice of cake',
      '4-6',
      'values',
    );
    expect(two.join(' ')).toContain('brother Sunil');
    expect(two.join(' ')).not.toContain('friend Sunil');
  });

  it('leaves two names with no kin word as two friends', () => {
    expect(understandIdea('Ada and Ben build a treehouse').companions).toMatchObject([
      { name: 'Ben', kind: null },
    ]);
  });
});
