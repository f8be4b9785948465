// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkWords, factNames, givenWords } from '../../../bench/storyteller-word-checks.ts';

describe('the grammar bench’s dictionary check', () => {
  it('knows the British family words a family types, in any case', () => {
    const found = checkWords(
      'Grandad and Nana waited by the gate. Her grandad smiled, and her aunty waved.',
      new Set(),
    );
    expect(found.unknown).toEqual([]);
  });

  it('still flags a broken word form and a lower-case given name', () => {
    const found = checkWords(
      'Someone had movingged the diggers, and theo saw it.',
      new Set(['Theo']),
    );
    expect(found.unknown).toEqual(['movingged']);
    expect(found.lowerCaseNames).toEqual(['theo']);
  });

  it('counts the planets the storyteller’s facts name as names, and no common word with them', () => {
    const names = new Set(factNames());
    expect(names).toContain('Jupiter');
    expect(names).toContain('Saturn');
    // Capitalised only because a fact starts with it: a word, not a name.
    expect(names).not.toContain('Breathing');
    const told = 'Jupiter is the biggest planet of all. Saturn has bright rings.';
    expect(checkWords(told, names).unknown).toEqual([]);
    expect(checkWords(told, new Set()).unknown).toEqual(['Jupiter', 'Saturn']);
    // A name is still a name only when it is written as one.
    expect(checkWords('The rocket flew past jupiter.', names).lowerCaseNames).toEqual(['jupiter']);
  });

  it('knows what Debian’s wbritish lists: maths, a whodunnit, the days as names', () => {
    expect(
      checkWords(
        'On Saturday she did her maths homework on an app, then read a whodunnit.',
        new Set(),
      ).unknown,
    ).toEqual([]);
    // A day is a proper noun there: in lower case it is no word.
    expect(checkWords('Every saturday she baked.', new Set()).unknown).toEqual(['saturday']);
  });

  it('counts the family’s own words as given, kept as typed or capitalised, never a texting spelling', () => {
    const given = givenWords(
      'a ride on the tro-tro with halmoni at nite to buy a bağlama, ur welcome',
    );
    expect([...given]).toEqual(expect.arrayContaining(['tro', 'halmoni', 'bağlama']));
    expect(given.has('nite')).toBe(false);
    expect(given.has('ur')).toBe(false);
    const told =
      'Halmoni smiled on the tro-tro. Her halmoni played the bağlama at nite, ur welcome.';
    const found = checkWords(told, new Set(), given);
    expect(found.unknown).toEqual(['nite', 'ur']);
    expect(found.givenKept).toEqual(['Halmoni', 'tro', 'tro', 'halmoni', 'bağlama']);
    // Another idea gave none of them: each is a miss.
    expect(
      checkWords('Abuela rode the tro-tro.', new Set(), givenWords('a trip to the sea')).unknown,
    ).toEqual(['Abuela', 'tro', 'tro']);
  });

  it('gives the word of a possessive typed without its apostrophe, and still misses a made-up word', () => {
    const given = givenWords('Marisol bakes in her abuelas bakery with her nanis dog');
    const found = checkWords(
      "Abuela's bakery was warm. Nani's dog barked. Abuelas slept.",
      new Set(),
      given,
    );
    expect(found.unknown).toEqual([]);
    expect(
      checkWords('She thanksgave.', new Set(), givenWords('thanksgiving dinner')).unknown,
    ).toEqual(['thanksgave']);
  });
});
