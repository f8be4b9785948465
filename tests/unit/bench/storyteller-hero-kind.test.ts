import { describe, expect, it } from 'vitest';
import { kindOfHero, toldAsKind } from '../../../bench/storyteller-hero-kind.ts';

describe('the cast bench’s reading of a hero named only by a kind', () => {
  it('reads the kind an idea opens with, alone or described', () => {
    expect(kindOfHero('hedgehog wants a haircut pls', 'hedgehog')).toBe('hedgehog');
    expect(kindOfHero('sleepy owl cant find his bed', 'owl')).toBe('owl');
    expect(kindOfHero('a penguin gets on the wrong train', 'penguin')).toBe('penguin');
  });

  it('reads a name as a name, whatever opens the idea', () => {
    expect(kindOfHero('hacker story: jun has 24 hours', 'jun')).toBeNull();
    expect(kindOfHero('my daughter ruby wants a pony', 'ruby')).toBeNull();
    expect(kindOfHero('Mateo finds a map', 'Mateo')).toBeNull();
  });

  it('keeps the kind where part 1 tells the named hero as one', () => {
    expect(toldAsKind('Leo, a hedgehog, set off to the fair.', 'Leo', 'hedgehog')).toBe(true);
    expect(toldAsKind('Ruby was a cheerful hedgehog.', 'Ruby', 'hedgehog')).toBe(true);
    expect(toldAsKind('Theo was a curious adventurer.', 'Theo', 'fox')).toBe(false);
  });
});
