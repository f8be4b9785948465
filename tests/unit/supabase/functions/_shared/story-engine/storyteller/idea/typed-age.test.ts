// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('an age typed as words ("15 year old", "11 yr old") is how old the hero is, never part of their kind', () => {
  it.each([
    [
      'a 15 year old delivery rider has to race across the city at night',
      'delivery rider',
      '15-year-old',
    ],
    [
      'pirates but the captain is an 11 yr old girl called Bui and her whole crew is seagulls',
      'girl',
      '11-year-old',
    ],
    [
      'a 40 year old accountant called chau inherits her grandmothers noodle shop',
      'accountant',
      '40-year-old',
    ],
    ['why do leaves change colour? a story for a 5 year old named Oluwaseun', 'child', null],
    ['a ten year old girl finds a dragon egg', 'girl', null],
  ])('%s', (prompt, kind, age) => {
    const idea = understandIdea(prompt);
    expect(idea.heroKind).toBe(kind);
    if (age) expect(idea.heroTraits).toContain(age);
    expect(idea.heroTraits).not.toContain('old');
  });

  it.each([
    [
      'a 15 year old hacker gets hired by a mysterious AI that wants to escape from a server farm in iceland',
      'teen',
      'sci-fi',
      /\ba 15-year-old hacker\b/,
    ],
    [
      'a mystery set on a submarine where 11 yr old stowaway Eun-ji has to figure out who took the captains logbook',
      '10-12',
      'mystery',
      /\ban 11-year-old stowaway\b/,
    ],
    [
      'can you do a calm story for my 8 year old Finn about camping in a snowy forest with his dad',
      '7-9',
      'bedtime',
      /\ban 8-year-old\b/,
    ],
  ] as const)(
    'part 1 meets the hero once, with the article the age is read with: %s',
    (prompt, age, genre, told) => {
      const [first = ''] = tellWholeStory(prompt, age, genre);
      expect(first).toMatch(told);
      expect(first).not.toMatch(/\b(year|yr)s? old\b|-year-old old\b|\ba (8|11|18)-year-old/);
      const kind = told.source.replace(/^\\ban? /, '').replace(/\\b$/, '');
      expect(first.match(new RegExp(kind, 'g'))?.length).toBe(1);
    },
  );
});
