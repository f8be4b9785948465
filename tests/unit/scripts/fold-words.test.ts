// @vitest-environment node
// The safety gate's generated word lists are written front-coded and read back by the gate: what it
// reads must be the list that was generated, word for word.
import { describe, expect, it } from 'vitest';
import { unfoldWords } from '@shared/safety/unfold-words.ts';
import { WORD_KINDS } from '@shared/safety/word-kinds.ts';
import { foldWords } from '../../../scripts/safety-model/fold-words.ts';

describe('foldWords and unfoldWords', () => {
  it('read back every word of a list, in its order', () => {
    const words = [
      'accreditation',
      'accompany',
      'bump off',
      'butcher',
      'butcher',
      'but',
      'counterattack',
      'counterattacker',
      'counterstrike',
      'dive-bomb',
      'z',
    ];
    const folded = foldWords(words);
    expect(folded.length).toBeLessThan(words.join('|').length);
    expect(unfoldWords(folded)).toBe(words.join('|'));
  });

  it('shares at most nine letters, one digit', () => {
    expect(foldWords(['counterattack', 'counterattacker'])).toBe('counterattack|9tacker');
  });

  it('refuses a word with a digit, which would read as a count', () => {
    expect(() => foldWords(['kill', '2nd'])).toThrow(/digit/);
  });

  it('gives the gate whole words from the committed lists', () => {
    expect(WORD_KINDS.kill.split('|')).toContain('assassinate');
    expect(WORD_KINDS.kill.split('|').every((word) => /^[a-z][a-z -]*$/.test(word))).toBe(true);
  });
});
