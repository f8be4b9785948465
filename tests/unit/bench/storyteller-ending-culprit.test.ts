import { describe, expect, it } from 'vitest';
import { blamesHero, endingCulprit } from '../../../bench/storyteller-ending-culprit.ts';

describe('the cast bench’s reading of who a mystery’s ending names', () => {
  it('reads the culprit however the ending names them', () => {
    expect(endingCulprit('Agatha gathered everyone. "It was the old cat," she said.')).toBe(
      'the old cat',
    );
    expect(endingCulprit('The answer was Pepper. Pepper had been beside Kofi all along.')).toBe(
      'Pepper',
    );
    expect(endingCulprit('In the end, the culprit was the night guard.')).toBe('the night guard');
  });

  it('never reads a comparison or a description as the one blamed', () => {
    expect(
      endingCulprit(
        'It was darker than Agatha had expected, and much colder. It was the understudy.',
      ),
    ).toBe('the understudy');
    expect(endingCulprit('It was darker than Agatha had expected.')).toBeNull();
    expect(endingCulprit('It was quiet in the hall. It was very late.')).toBeNull();
  });
});

describe('whether the culprit an ending names is the hero', () => {
  it('blames the hero named, never one of theirs', () => {
    expect(blamesHero('Ravi', 'Ravi')).toBe(true);
    expect(blamesHero('Detective Ravi himself', 'Ravi')).toBe(true);
    expect(blamesHero("Ravi's twin Anika", 'Ravi')).toBe(false);
    expect(blamesHero('Ravi’s dog', 'Ravi')).toBe(false);
  });
});
