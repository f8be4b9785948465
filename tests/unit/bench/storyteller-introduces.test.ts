import { describe, expect, it } from 'vitest';
import { introduces } from '../../../bench/storyteller-introduces.ts';

describe('the cast bench’s reading of where a character is met', () => {
  it('meets one told with an article or an owner, or in the idea’s own words', () => {
    expect(introduces('A clever dog trotted up.', 'dog')).toBe(true);
    expect(introduces('Her little sister Hana waved.', 'Hana')).toBe(true);
    expect(introduces('Hana, her little sister, waved.', 'Hana')).toBe(true);
  });

  it('meets whose place the story is at, and one who arrives new', () => {
    expect(introduces("Everyone near Nana's garden was upset.", 'Nana')).toBe(true);
    expect(introduces('That morning, the new boy stood at the classroom door.', 'boy')).toBe(true);
  });

  it('never meets one who simply acts', () => {
    expect(introduces('Nana picked up the trowel.', 'Nana')).toBe(false);
    expect(introduces('The boy ran off with the map.', 'boy')).toBe(false);
    expect(introduces('Nana’s worried, so she helps.', 'Nana')).toBe(false);
  });
});
