// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const heroOf = (prompt: string) => understandIdea(prompt).heroName;

describe('the child a story is asked for, or given an age, leads it', () => {
  it('makes the asker’s child the hero over a relative or a pet named after them', () => {
    expect(
      heroOf('my son Olu loves diggers. a story about him helping uncle Dayo fix the big gate'),
    ).toBe('Olu');
    const idea = understandIdea(
      'gentle story for my 9yo son Minh who gets nervous before swimming, and our fat cat Tofu can be in it',
    );
    expect(idea.heroName).toBe('Minh');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Tofu']);
    expect(
      heroOf(
        'my daughter MALAYA hates tidying up when her cousin visits, a story about helping pls',
      ),
    ).toBe('Malaya');
  });

  it('reads an age typed after a name as who the story is for', () => {
    expect(
      heroOf(
        'bedtime story for Abena shes 4, she is scared of the dark and her bunny Pip helps her be brave',
      ),
    ).toBe('Abena');
    expect(heroOf('a trip to the stars with nana!! for isla age 5 she LOVES planets')).toBe('Isla');
    expect(
      heroOf('story for my little brother minh hes 6 and has his first haircut on friday'),
    ).toBe('Minh');
    expect(
      heroOf('summer holidays. Rashed is 14 and helping the lifeguard Jo when a storm rolls in'),
    ).toBe('Rashed');
    expect(
      heroOf('dragon story for my two, bao 7 and his sister Mai 5, with their dog biscuit'),
    ).toBe('Bao');
  });

  it('keeps the one a story is about when the asker’s child only hears it', () => {
    expect(
      heroOf(
        'I want to teach my grandson Piotr about trees, so write about a forester called Halina who plants an oak',
      ),
    ).toBe('Halina');
    // Counted things and articles are no one's age.
    expect(heroOf('Leila, a 17 year old engineer, has to find who took the seeds')).toBe('Leila');
    expect(heroOf('why do we have leap years. for Delphine who is 8')).toBe('Delphine');
    const told = tellWholeStory(
      'a 15 year old hacker gets hired by a mysterious AI',
      'teen',
      'sci-fi',
    );
    expect(told[0]).not.toMatch(/\bA (was|considered|set)\b/);
  });

  it('never makes what the child loves their goal: the deed the idea tells is', () => {
    const idea = understandIdea(
      'can you write a story for my daughter Leyla she is 7 and loves ponies, about a pony that can talk and together they find a hidden lake',
    );
    expect(idea.heroName).toBe('Leyla');
    expect(idea.want).toMatchObject({ verb: 'find', noun: 'lake' });
    // "a princess who likes mud" is what her story is about.
    expect(
      understandIdea('a princess who likes mud better than pretty dresses').want,
    ).toMatchObject({ verb: 'like', noun: 'mud' });
  });

  it('tells the story about the child it is for, by name, from the first part', () => {
    const told = tellWholeStory(
      'my son Olu loves diggers. a story about him helping uncle Dayo fix the big gate',
      '4-6',
      'adventure',
    );
    expect(told[0]).toMatch(/^Olu\b|\bOlu\b/);
    // "helping uncle Dayo": the one he helps is with him.
    expect(told[0]).toMatch(/Uncle Dayo/);
    expect(told.filter((part) => /Uncle Dayo/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('a deed typed as an -ing form is wanted as a deed', () => {
  it('wants “to find” the crab of “mei and her grandad finding a big crab”', () => {
    const prompt = 'a story about mei and her grandad finding a big crab in a rock pool';
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find', noun: 'crab' });
    const told = tellWholeStory(prompt, '4-6', 'adventure').join(' ');
    expect(told).not.toMatch(/\b(to|could) finding\b/);
  });
});

describe('what follows an owner’s name is a thing of theirs, never a deed', () => {
  it('never wants “to birthday the party” or “to sourdough the starter”', () => {
    const party = understandIdea('its callum’s birthday party and all the balloons keep popping');
    expect(party.heroName).toBe('Callum');
    expect(party.want?.verb).not.toBe('birthday');
    expect(
      understandIdea(
        'Gunnar the accountant’s sourdough starter becomes sentient and demands a pay rise',
      ).want?.verb,
    ).not.toBe('sourdough');
    expect(understandIdea("Mia's baking a cake for grandma").want).toMatchObject({ verb: 'bake' });
  });
});

describe('an -ing word that describes a thing is no deed', () => {
  it('never wants “to feuding the kingdoms” or “to war the clans”', () => {
    for (const prompt of [
      'the last dragon rider, Eira, must unite three feuding kingdoms before winter',
      'a teenage knight named Yusuf must unite five warring clans before the giants wake',
    ]) {
      const told = tellWholeStory(prompt, 'teen', 'epic-fantasy')[0] as string;
      expect(told).not.toMatch(/\bto (feuding|war) the\b/);
      expect(understandIdea(prompt).want?.verb ?? '').not.toMatch(/^(feuding|war)$/);
    }
  });
});
