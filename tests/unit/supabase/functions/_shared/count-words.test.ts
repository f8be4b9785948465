// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countWords } from '@shared/count-words.ts';

describe('countWords', () => {
  it('counts the words of a part, not the spaces around them', () => {
    expect(countWords(' The fox ran home. ')).toBe(4);
    expect(countWords('The fox\n\nran  home.')).toBe(4);
  });

  it('counts no words in an empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n ')).toBe(0);
  });

  it('takes a no-break or wide space between words as a space, as a reader does', () => {
    expect(countWords('The\u00a0fox ran\u2009home.\u3000')).toBe(4);
  });

  it('counts the words of several texts together, as the storyteller measures a part', () => {
    expect(countWords(['The fox ran.', ' It was home. '])).toBe(6);
    expect(countWords([])).toBe(0);
  });
});
