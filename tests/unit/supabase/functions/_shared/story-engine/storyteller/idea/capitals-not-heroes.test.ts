// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { firstPart } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

/** The hero the idea names, as the story's first part tells them. */
function expectHero(prompt: string, hero: string) {
  expect(understandIdea(prompt).heroName).toBe(hero);
  expect(firstPart('10-12', 'adventure', prompt)).toContain(hero);
}

describe('a capital that names no one is never the hero', () => {
  it.each([
    // A people, a language or a holiday.
    'A 60-year-old Kenyan nurse finally takes the trip she always planned, by train from Mombasa to Kampala',
    'A tired Ukrainian baker in Lviv discovers that her bread makes people remember their happiest day',
    "A deadly serious health and safety inspector is sent to inspect Santa's workshop two days before Christmas",
  ])('%s has a hero told by what they are', (prompt) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).toMatch(/\b(nurse|baker|inspector)$/);
    expect(firstPart('adult', 'adventure', prompt)).not.toMatch(
      /\b(Kenyan|Ukrainian|Christmas|Santa) (was|set|had|wanted)\b/,
    );
  });

  it.each([
    ['the new boy in class only speaks Mandarin and Jack wants to be his friend', 'Jack'],
    // A place after a deed or a preposition, or named with another.
    ['Carmen, 62, finally climbs Aconcagua with her estranged son Tomás', 'Carmen'],
    [
      "A mystery on a train through the Andes: Valentina's grandfather's gold watch vanishes somewhere between Cusco and Puno",
      'Valentina',
    ],
    [
      "Ruaridh and two friends drive a broken-down camper van across Scotland to deliver his grandad's accordion to a festival on Skye",
      'Ruaridh',
    ],
    [
      'someone is stealing the colours from the town of Veramor and Mila, a 15 year old apprentice alchemist, has to find out who',
      'Mila',
    ],
    ['the dragon riders of Karth must unite the clans and Idris leads them', 'Idris'],
    // What kind of story it is, or the part someone plays in it.
    [
      'Sixth-form mystery: someone is leaking exam answers in the year group chat, and Aanya, who has been framed, has a week to clear her name.',
      'Aanya',
    ],
    [
      "Noir-style mystery: sixteen-year-old Inês investigates who's been sabotaging the dance academy's costumes",
      'Inês',
    ],
    [
      "Lighthearted office mystery: someone keeps eating the birthday cakes. Prakash from accounts takes the case. Culprit is the CEO's dog.",
      'Prakash',
    ],
    // Whose side the story is told from.
    ["An epic retelling of the siege of Troy from Andromache's side of the walls", 'Andromache'],
  ])('%s', (prompt, hero) => expectHero(prompt, hero));
});

describe('a given name the tagger does not know still leads', () => {
  it.each([
    ['Sigrid lies to her best friend about making the ski team', 'Sigrid'],
    ['Kostas finds a magic paintbrush at a car boot sale', 'Kostas'],
    ['Losa and two friends on bikes chase a rumour of a shipwreck off the coast of Samoa', 'Losa'],
    ["Nilufar inherits her great-aunt's teapot and every cup of tea shows her a memory", 'Nilufar'],
    ["Parisa in Tehran finds out her grandmother's rug can fly", 'Parisa'],
    // A name the tagger takes for a doing, by its "-ing", before a deed of its own.
    [
      "Xiaoling inherits her great grandmother's teapot and every time she pours it a different memory comes out",
      'Xiaoling',
    ],
    ["Femi's first day at a new school in Manchester after moving from Nigeria", 'Femi'],
    ["Babajide's smart fridge starts a rival gaming channel", 'Babajide'],
    // A title with a name of two words, and one that is a place's word too.
    [
      'Detective Park Ji-won and her partner Benedito investigate a string of art forgeries',
      'Detective Park Ji-won',
    ],
    [
      'Mr Park and his neighbour in a Seoul apartment block have ignored each other for years',
      'Mr Park',
    ],
    // Who the story is for, and about.
    [
      'Please can you do a bedtime mystery for Zoë: her stuffed penguin disappeared in the aquarium gift shop and Grandpa helps her look',
      'Zoë',
    ],
  ])('%s', (prompt, hero) => expectHero(prompt, hero));
});

describe('a name near one of those capitals is still the hero', () => {
  it.each([
    ['Wanjiru, a Kenyan nurse, takes the night train to Kampala', 'Wanjiru'],
    ['Skye finds a message in a bottle on the beach', 'Skye'],
    ['Troy builds a raft to cross the lake', 'Troy'],
    ['Tom hides the presents before Christmas and his sister finds them', 'Tom'],
    ['Lena speaks French to a lost puppy in the park', 'Lena'],
    ['Kofi visits his grandma in Accra and they climb a hill together', 'Kofi'],
  ])('%s', (prompt, hero) => expectHero(prompt, hero));
});

describe('a hero the idea names by a clause of its own leads', () => {
  it.each([
    [
      'A quiet literary piece: Etenesh teaches her grandson Elias the coffee ceremony one snowy afternoon',
      'Etenesh',
    ],
    [
      "A girl whose reflection starts giving her advice. Sometimes bad advice. Her name's Nadia.",
      'Nadia',
    ],
  ])('%s', (prompt, hero) => expectHero(prompt, hero));

  it('keeps the friend of a hero named twice, and no place comes along', () => {
    const prompt = "Mei's best friend Jaylen is moving to Australia and Mei has to say goodbye";
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe('Mei');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Jaylen']);
    expect(firstPart('10-12', 'values', prompt)).toContain('Jaylen');
  });
});

describe('a name ending in "-ing" is never told as a doing', () => {
  it('tells Xiaoling and her teapot, never "to xiaol the inherits"', () => {
    const story = tellWholeStory(
      "Xiaoling inherits her great grandmother's teapot and every time she pours it a different memory comes out instead of tea",
      '10-12',
      'fantasy-magic',
    ).join(' ');
    expect(story).toContain('Xiaoling');
    expect(story).toContain('teapot');
    expect(story).not.toMatch(/xiaol\b/i);
  });
});

describe('a feast, a reveal typed first and a grandparent called babu', () => {
  it.each([
    [
      'Every Chinese New Year one red lantern in old Mr Zhou’s shop lights itself. This year he and his granddaughter Xiu stay up to find out why.',
      'Mr Zhou',
    ],
    [
      'it was the seagulls!!! Freya’s chips keep disappearing at the seaside and nobody believes her except her dog Loki',
      'Freya',
    ],
  ])('%s', (prompt, hero) => expectHero(prompt, hero));

  it('never calls the hero “New” after Lunar New Year', () => {
    const idea = understandIdea(
      'Lunar New Year at my parents house, three generations, the dumplings, the arguments, the fireworks, all seen by the old dog who just wants to go to sleep',
    );
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).not.toBe('lunar');
  });

  it('brings babu along, not an invented monkey', () => {
    const idea = understandIdea('Amani goes on the big ferry with babu and they see a whale');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Babu']);
  });
});
