// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const namesOf = (prompt: string) =>
  understandIdea(prompt).companions.map((companion) => companion.name);

describe('of several people the idea names, the first leads and the others come along', () => {
  it.each([
    [
      'four cousins, Malia, Tevita, Sione and Ana, build a raft on the lagoon',
      'Malia',
      ['Tevita', 'Sione', 'Ana'],
    ],
    ['Farida, Joss and Wren sneak into the old cinema at midnight', 'Farida', ['Joss', 'Wren']],
    ['Ines, Bruno and tiny Lola bake a cake for the village fete', 'Ines', ['Bruno', 'Lola']],
  ])('%s', (prompt, hero, others) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
    expect(namesOf(prompt)).toEqual(expect.arrayContaining(others));
    const story = tellWholeStory(prompt, '7-9', 'adventure');
    expect(story[0]).toMatch(new RegExp(`^${hero}\\b|\\b${hero} was\\b`));
  });
});

describe('a place the idea names is never the hero', () => {
  it.each([
    ['in a sleepy kingdom called Orvane, a shepherd girl named Tuuli must stop the flood', 'Tuuli'],
    ['on a windy island called Skerra a boy named Ewan finds a message in a bottle', 'Ewan'],
  ])('%s', (prompt, hero) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.heroKind ?? '').not.toMatch(/kingdom|island/);
  });

  it('a place named alone leaves the hero for the storyteller to name', () => {
    const idea = understandIdea('a gloomy kingdom called Orvane where it never stops raining');
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind ?? '').not.toMatch(/kingdom/);
  });
});

describe('two characters each told as "the" kind', () => {
  it('the second goes along with the first, from the first part', () => {
    const prompt = 'Zuri the giraffe and Pip the tortoise race to the watering hole';
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe('Zuri');
    expect(namesOf(prompt)).toContain('Pip');
    const parts = tellWholeStory(prompt, '4-6', 'adventure');
    expect(parts.filter((part) => /\bPip\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('a mishap is what happens to the hero, never what the hero wants', () => {
  it.each([
    'a toy robot called Bolt who tumbles off the windowsill',
    'a little snail named Shelly who slips into the pond',
  ])('%s', (prompt) => {
    expect(understandIdea(prompt).want?.verb ?? '').not.toMatch(/^(tumble|slip)/);
  });
});

describe('a lesson told "with a story about" two people', () => {
  it('has the first as hero and the second along, never the story as a companion', () => {
    const prompt =
      'explain photosynthesis with a tale about two brothers, Tariq and Sami, and their vegetable patch';
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe('Tariq');
    expect(namesOf(prompt)).toEqual(['Sami']);
  });
});

describe('the one the asker casts as the lead, or a name the tagger reads as a month', () => {
  it.each([
    [
      'Year 3 teacher here - our class hamster Nibbles escaped over half term. Could you write a mystery where the class work out where he went? Please make Dev the detective, he is the one who always finds things.',
      'Dev',
    ],
    ['our dog Biscuit is in it but the hero is Amara', 'Amara'],
    ['a story starring Ife and her cat Mango at the beach', 'Ife'],
    // A month's name acting is someone's; a month after "in" is when.
    [
      'all the lanterns at the lunar new year fair went out at once and Jun has to find out why',
      'Jun',
    ],
    ['April wants a pony for her birthday', 'April'],
    ['in June the fair opens and Kofi wants to win', 'Kofi'],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });
});

describe("the asker's own place", () => {
  it('is told as the place, never "the my son\'s birthday party"', () => {
    const story = tellWholeStory(
      'lola Pilar and nonna Giuseppina have a cake battle at my sons birthday party and it gets completely out of hand',
      '10-12',
      'silly',
    ).join(' ');
    expect(story).not.toMatch(/\bthe my\b/);
    expect(story).toMatch(/\bthe birthday party\b/);
  });
});

describe('the asker’s little brother, named, who does the deed', () => {
  it('is the hero, with the family’s dog along, never "the our dog"', () => {
    const prompt =
      'my little brother Ollie accidentally signs our dog up for the school spelling bee';
    expect(understandIdea(prompt).heroName).toBe('Ollie');
    expect(understandIdea(prompt).companions.map(({ kind }) => kind)).toEqual(['dog']);
    expect(tellWholeStory(prompt, '7-9', 'silly').join(' ')).not.toMatch(/\bthe our\b/);
  });
});

describe('the one who acts leads, never a word beside them', () => {
  it.each([
    // "out" of "turns out" names no one set before the parrot.
    [
      "the museum's golden mask vanished overnight and it turns out the security guard's parrot hid it",
      null,
    ],
    // A name set beside what its person is, with no article.
    ['Kofi, apprentice to the royal map-maker, has to chart the Whispering Sea', 'Kofi'],
    // A thing after a verb or a describing word, beside "his dad" or "her friend", leads nothing.
    [
      "Oluwadamilare quits the football team to do theatre and his dad isn't happy about it",
      'Oluwadamilare',
    ],
    ['a story about sharing. Kiri has the only swing and her friend Ben is waiting', 'Kiri'],
    // After a place and a comma, one who acts alone opens a clause of their own.
    [
      'Somebody has been leaving coded notes in the lost property box at Westbrook Middle, and Oluwaseun is determined to crack the code.',
      'Oluwaseun',
    ],
    // A name typed small, opening the idea, set beside what he is.
    [
      'declan, a retired postman living on a narrowboat with his old dog scruff, finds fresh flowers on the roof',
      'Declan',
    ],
    // Who a story is for, by a name English also uses for a thing.
    ['my daughter ruby wants a story about a magic paintbrush', 'Ruby'],
    ['my son leo wants a story about dinosaurs', 'Leo'],
    // A given name the lexicon files as a noun too, opening its sentence before its deed.
    [
      "The dinosaur museum's golden egg went missing overnight and only the night guard has a key. Finn investigates!",
      'Finn',
    ],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('keeps Ben beside Kiri, and none beside a place', () => {
    expect(
      namesOf('a story about sharing. Kiri has the only swing and her friend Ben is waiting'),
    ).toEqual(['Ben']);
    expect(
      namesOf(
        'Somebody has been leaving coded notes in the lost property box at Westbrook Middle, and Oluwaseun is determined to crack the code.',
      ),
    ).toEqual([]);
    expect(namesOf('Ana, Ben, and Mei investigate the haunted mill')).toEqual(['Ben', 'Mei']);
  });
});
