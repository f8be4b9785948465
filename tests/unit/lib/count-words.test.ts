// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countWords } from '@/lib/count-words';

describe('countWords', () => {
  it('counts the words of a part, not the spaces around them', () => {
    expect(countWords(' The fox ran home. ')).toBe(4);
    expect(countWords('The fox\n\nran  home.')).toBe(4);
  });

  it('counts no words in an empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n ')).toBe(0);
  });
});
