// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitSpeechText } from '@shared/media/split-speech-text.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitSpeechText', () => {
  it('keeps text that fits in one request whole', () => {
    expect(splitSpeechText('Maya opened the map. It glowed.')).toEqual([
      'Maya opened the map. It glowed.',
    ]);
  });

  it('cuts a long story between sentences, every piece within the limit and no word lost', () => {
    const story = Array.from(
      { length: 40 },
      (_, index) => `Sentence number ${index} is here.`,
    ).join(' ');
    const pieces = splitSpeechText(story, 100);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(100);
      expect(piece).toMatch(/\.$/);
    }
    expect(words(pieces.join(' '))).toEqual(words(story));
  });

  it('starts a new piece at a paragraph when the next one does not fit', () => {
    const first = 'A'.repeat(30) + '.';
    const second = 'B'.repeat(30) + '.';
    expect(splitSpeechText(`${first}\n\n${second}`, 50)).toEqual([first, second]);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const sentence = Array.from({ length: 60 }, () => 'lantern').join(' ');
    const pieces = splitSpeechText(sentence, 50);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(50);
    expect(words(pieces.join(' '))).toEqual(words(sentence));
  });
});
