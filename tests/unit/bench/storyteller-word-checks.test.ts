// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkWords } from '../../../bench/storyteller-word-checks.ts';

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
});
