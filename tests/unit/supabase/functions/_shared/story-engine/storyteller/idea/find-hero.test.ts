// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('an animal hero named the way the idea names it', () => {
  it.each([
    ['Biscuit the puppy learns to swim at the lake with his big sister Mabel', 'Biscuit', 'puppy'],
    ['Pip the hedgehog is scared of the dark', 'Pip', 'hedgehog'],
    ['pip the hedgehog wants a new hat', 'Pip', 'hedgehog'],
    ['who ate all the carrots? Hana the hedgehog wants to know', 'Hana', 'hedgehog'],
    ['Freddie the frog lost his croak', 'Freddie', 'frog'],
    // Whose garden it lives in, after the narrator's "my", is not the hero.
    [
      'a shy hedgehog lives under the strawberries in my grans garden and he wants a friend',
      null,
      'hedgehog',
    ],
  ])('%s', (prompt, name, kind) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(name);
    expect(idea.heroKind).toBe(kind);
  });

  it('tells Biscuit as a puppy called Biscuit, never a child who is a biscuit', () => {
    const parts = tellWholeStory(
      'Biscuit the puppy learns to swim at the lake with his big sister Mabel',
      '4-6',
      'values',
    );
    expect(parts[0]).toMatch(/\bBiscuit\b/);
    expect(parts[0]).toMatch(/\bpuppy\b/);
    expect(parts.join(' ')).not.toMatch(/\b(a|an) \w+ biscuit\b/i);
    expect(parts.filter((part) => /\bBiscuit\b/.test(part)).length).toBeGreaterThanOrEqual(5);
  });

  it('gives an unnamed animal hero a name of its own and keeps what it is', () => {
    const parts = tellWholeStory('a hippo who wants to be a ballerina', '7-9', 'silly');
    expect(parts[0]).toMatch(/\bhippo\b/);
  });
});

describe('the hero of an idea that names others too', () => {
  it.each([
    // The culprit the idea gives away is never the hero.
    [
      'Who took the last muffin? It was the neighbours’ goat Bramble, and Tomas follows the crumbs',
      'Tomas',
    ],
    [
      'someone keeps stealing the class pencils, but it was the caretaker, Mr Oduya, and Lin catches him',
      'Lin',
    ],
    // Someone the hero has ("her friend", "his Gran", "Ravi's twin") is their companion.
    ['Erin and her Nana are trying to win the pumpkin contest', 'Erin'],
    [
      'The case of the missing socks. Musa’s cousin Dayo is hiding them and Musa must find out why',
      'Musa',
    ],
    // The idea opens with someone's own thing.
    ['Keanu’s paper boat sails down the river and he and his puppy Mango run after it', 'Keanu'],
    // The narrator names themselves.
    [
      'the cake vanished at the party and me and my sister Ana saw nothing... my name is Jomo',
      'Jomo',
    ],
    // A parent's "my son" is the hero, not someone the hero has.
    [
      'my daughter Aiyana wants a story where she and her cat Pebble find a shooting star',
      'Aiyana',
    ],
    // Nobody else leads: the one the idea names is the hero, not a companion.
    [
      'a fantasy with a pirate named Orla who hunts a sea serpent, and her grumpy parrot Biscuit',
      'Orla',
    ],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('leaves the hero to the storyteller when the story is for the reader’s dad', () => {
    expect(
      understandIdea('A pony on a windy moor who must find its foal, for my dad').heroName,
    ).toBe(null);
  });

  it('brings the hero’s own named companion along, wherever the sentence puts them', () => {
    const idea = understandIdea('Erin and her Nana are trying to win the pumpkin contest');
    expect(idea.companions.map((companion) => companion.name)).toContain('Nana');
    const parts = tellWholeStory(
      'Keanu’s paper boat sails down the river and he and his puppy Mango run after it',
      '4-6',
      'adventure',
    );
    expect(parts.filter((part) => /\bKeanu\b/.test(part)).length).toBeGreaterThanOrEqual(5);
    expect(parts.filter((part) => /\bMango\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the hero is the one the idea names, never a pronoun, a lower-case name lost or a relation', () => {
  it.each([
    // A contraction is the narrator speaking; "named" names the hero.
    [
      "A gentle fable for me (I'm 70): an old fisherman named Bartholomew rescues a gull",
      'Bartholomew',
    ],
    ["We've always loved owls, so: a shy owl named Hoot learns to fly at night", 'Hoot'],
    // A given name typed in lower case, acting with "his" or "her" after, is the hero.
    ['oskar dropped his scarf in the river and chases it downstream', 'Oskar'],
    ["one day ines found her grandma's old compass in the attic", 'Ines'],
    ['lotte and rafi bake a cake for the school fair', 'Lotte'],
  ])('%s', (prompt, name) => {
    expect(understandIdea(prompt).heroName).toBe(name);
  });

  it('tells a relation as what the hero is: a son is a boy, a daughter a girl', () => {
    const son = understandIdea('my son Anselm (9) wants a story where he trains a robot dog');
    expect(son).toMatchObject({ heroName: 'Anselm', heroKind: 'boy', pronoun: 'he' });
    const daughter = understandIdea('a story for my daughter Wren, who climbs the tallest tree');
    expect(daughter).toMatchObject({ heroName: 'Wren', heroKind: 'girl', pronoun: 'she' });
  });

  it('never names a companion in lower case, nor takes a time for what the hero is', () => {
    const idea = understandIdea('lotte and rafi bake a cake for the school fair');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Rafi']);
    expect(understandIdea('every evening jonas feeds his goldfish').heroKind).toBeNull();
  });

  it('tells the story of the lower-case hero by name, and of no stranger', () => {
    const parts = tellWholeStory(
      'oskar dropped his scarf in the river and chases it downstream',
      '7-9',
      'adventure',
    );
    expect(parts[0]).toMatch(/^Oskar\b/);
    expect(parts.join(' ')).not.toMatch(/\boskar\b/);
    expect(parts.join(' ')).not.toMatch(/\b(a|an) \w+ oskar\b/i);
  });
});

describe('the one something is told or given to does not lead', () => {
  it('a teacher the homework is explained to is not the hero; the dog who ate it is named', () => {
    const idea = understandIdea(
      'our dog biscuit ate my homework and now i have to explain it to mr okafor',
    );
    expect(idea.heroName).not.toBe('Mr Okafor');
    const story = tellWholeStory(
      'our dog biscuit ate my homework and now i have to explain it to mr okafor',
      '7-9',
      'silly',
    ).join('\n');
    // Never "Kai was a brave dog biscuit": the dog's name is a name.
    expect(story).not.toMatch(/\bdog biscuit\b/i);
    expect(story).toContain('Biscuit');
  });

  it('a compound that ends in a kind of story is no kind of hero', () => {
    const idea = understandIdea('a heist story but the crew are all grandmas from a knitting club');
    expect(idea.heroKind ?? '').not.toMatch(/story/);
  });
});

describe('after a name, the family’s dog goes with the one named first', () => {
  it.each([
    'moving house day!! Alfie and our dog Biscuit explore the new garden and find a secret gate',
    'Amara and our dog Biscuit try to win the egg and spoon race but Biscuit keeps eating the egg',
  ])('%s', (prompt) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toMatch(/^(Alfie|Amara)$/);
    expect(idea.companions.map(({ name }) => name)).toEqual(['Biscuit']);
  });

  it('keeps our dog the hero where no one is named before it', () => {
    expect(understandIdea('a story about our dog Biscuit who loves socks').heroName).toBe(
      'Biscuit',
    );
  });
});

describe('a creature set a task later in the idea is its hero, and "and" names no one', () => {
  // Told as "a kind kitten called And. And had one wish".
  it('makes the smallest kitten the hero of the kingdom of cats', () => {
    const prompt =
      "in the kingdom of cats the king's crown is gone and the smallest kitten has to get it back";
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).toBe('kitten');
    const first = tellWholeStory(prompt, '7-9', 'epic-fantasy')[0] ?? '';
    expect(first).toMatch(/\bkitten\b/);
    expect(first).not.toMatch(/\bAnd (had|set|made|decided)\b|called And\b/);
  });
});

describe('a "him" after a verb is not the hero’s pronoun when her name says more', () => {
  it('tells Detective Priya as "she", though the idea asks who let the hamster (him) out', () => {
    const prompt =
      'The class hamster Nibbles has gone missing and Detective Priya has to find out who let him out';
    expect(understandIdea(prompt).pronoun).toBe('she');
    expect(tellWholeStory(prompt, '7-9', 'mystery').join(' ')).not.toMatch(/\b(he|him|his)\b/);
  });

  it('still reads "takes him home" of a dog as the dog’s', () => {
    expect(understandIdea('Alex finds a dog and takes him home').pronoun).toBe('he');
  });
});

describe('"her name is …" says who the hero is', () => {
  it.each([
    'a teenager on a generation ship finds out the ship isnt going where everyone was told. her name is Tigist',
    'a tired night nurse finds a teapot that pours out one extra hour each night. her name is Grace',
  ])('%s', (prompt) => {
    expect(understandIdea(prompt).pronoun).toBe('she');
  });
});
