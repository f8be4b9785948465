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
    // Names the tagger's lists lack, told by the "he" or "she" the idea gives them.
    ['Oluwaseun gets a magic sketchbook and whatever he draws at night is real', 'Oluwaseun', 'he'],
    ['a little glimmerbug named Zuzu whose wings light up when she sings', 'Zuzu', 'she'],
  ])('%s', (prompt, hero, pronoun) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.pronoun).toBe(pronoun);
  });

  it('leaves a "his" to whoever is named before it', () => {
    // Grandpa owns the hat; Maya is still told by her name's own pronoun.
    expect(understandIdea('Maya gives Grandpa Joe her hat').pronoun).toBe('she');
    expect(understandIdea('Tavita meets the new boy and he waves').pronoun).not.toBe('he');
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

describe("a place's name is the place, never the hero", () => {
  it.each([
    [
      'A kayaking trip down the Shannon with Niamh, her dog Biscuit and a map',
      'Niamh',
      'the Shannon',
    ],
    ['Rose and her gran walk along the Jordan to find the old mill', 'Rose', 'the Jordan'],
    ['Ivy lives on Maple Street and wants a puppy', 'Ivy', 'Maple Street'],
  ])('%s', (prompt, hero, place) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.place).toBe(place);
  });

  it('tells the river as where the hero goes, by its own "the"', () => {
    const story = tell(
      'A kayaking trip down the Shannon with Niamh, her dog Biscuit and a map',
      '7-9',
      'adventure',
    ).join(' ');
    expect(story).toMatch(/\bNiamh\b/);
    expect(story).toContain('the Shannon');
    expect(story).not.toMatch(/(^|[^e] )Shannon\b/);
  });

  it('still leads with a hero who has that name', () => {
    expect(understandIdea('Shannon and her dog Biscuit go kayaking').heroName).toBe('Shannon');
  });
});

describe('the word for where a place is describes it, and keeps its "the"', () => {
  it.each([
    ['Sofia and her grandad sail around the Greek islands', 'the Greek islands'],
    ['Rhys and his dragon Fflam fly across the Welsh mountains', 'the Welsh mountains'],
  ])('%s', (prompt, thing) => {
    expect(understandIdea(prompt).want?.thing).toBe(thing);
    const story = tell(prompt, '7-9', 'adventure').join(' ');
    expect(story).toContain(thing);
    expect(story).not.toMatch(/\b(to|around|across|near|of) (Greek|Welsh)\b/);
  });

  it('leaves a thing with no name as the story tells it', () => {
    expect(understandIdea('Tane and his cousins paddle to the old lighthouse').want?.thing).toBe(
      'old lighthouse',
    );
  });
});

describe('one who investigates, looks into or solves a loss is the hero of a mystery about it', () => {
  it.each([
    [
      'retired ballet teacher Margarida investigates the disappearance of a prize-winning cake at a village fête',
      'Margarida',
      'prize-winning cake',
    ],
    [
      'Inspector Coo investigates the disappearance of the town clock',
      'Inspector Coo',
      'town clock',
    ],
    ['Nana Ama solves the theft of the church bells', 'Nana Ama', 'church bells'],
  ])('%s', (prompt, hero, thing) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.want).toMatchObject({ verb: 'find', thing });
  });

  it('never takes the mystery looked into for a place', () => {
    const idea = understandIdea(
      'old sea captain Brannock looks into the mystery of the vanishing lighthouse keeper',
    );
    expect(idea.place).toBeNull();
    expect(idea.want?.noun).toBe('keeper');
  });

  it('tells the story as a search for what went missing', () => {
    const first = tell(
      'retired ballet teacher Margarida investigates the disappearance of a prize-winning cake at a village fête',
      '10-12',
      'mystery',
    )[0];
    expect(first).toContain('Margarida');
    expect(first).toMatch(/prize-winning cake/);
    expect(first).not.toMatch(/investigates/);
  });

  it('leaves a companion who solves it with the hero where they were', () => {
    const idea = understandIdea(
      'Grandpa Kenji and his cat Miso solve the mystery of the missing koi from the pond',
    );
    expect(idea.want).toMatchObject({ verb: 'find', thing: 'koi' });
    expect(idea.companions.map((one) => one.name)).toEqual(['Miso']);
  });
});

describe('a creature met with "a" beside the hero comes along as what it is', () => {
  it.each([
    ['Tomas and a tiny hedgehog look for the lost acorn', 'hedgehog'],
    ['Zara and a little fox search for the missing kite', 'fox'],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).companions.map((one) => one.kind)).toEqual([kind]);
    const parts = tell(prompt, '4-6', 'adventure');
    expect(parts[0]).toMatch(new RegExp(`\\ba (tiny|little) ${kind}\\b`));
    expect(parts.filter((part) => part.includes(kind)).length).toBeGreaterThanOrEqual(4);
  });

  it('still brings a pet named with the hero', () => {
    expect(
      understandIdea('Lily and her puppy biscuit go to the beach to find shells').companions,
    ).toMatchObject([{ name: 'Biscuit', kind: 'puppy' }]);
  });
});
