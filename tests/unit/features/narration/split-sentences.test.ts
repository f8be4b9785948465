// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_UTTERANCE_CHARS, splitSentences } from '@/features/narration/split-sentences';

const texts = (text: string) => splitSentences(text).map((piece) => piece.text);

describe('splitSentences', () => {
  it('splits plain sentences and keeps their offsets for highlighting', () => {
    const text = 'Mia woke up. The sun was bright! Was it time?';
    const pieces = splitSentences(text);
    expect(pieces.map((piece) => piece.text)).toEqual([
      'Mia woke up.',
      'The sun was bright!',
      'Was it time?',
    ]);
    for (const piece of pieces) expect(text.slice(piece.start, piece.end).trim()).toBe(piece.text);
  });

  it('does not split after abbreviations', () => {
    expect(texts('Mr. Fox met Dr. Owl on Elm St. at noon. They talked.')).toEqual([
      'Mr. Fox met Dr. Owl on Elm St. at noon.',
      'They talked.',
    ]);
  });

  it('keeps a quoted exclamation with the words that follow it', () => {
    expect(texts('"Look out!" shouted Leo. "Where?" asked Mia. Nobody knew.')).toEqual([
      '"Look out!" shouted Leo.',
      '"Where?" asked Mia.',
      'Nobody knew.',
    ]);
  });

  it('cuts a very long sentence at commas so no piece is too long to speak', () => {
    const long = `The dragon flew over the hills, ${'past rivers and farms and towns, '.repeat(10)}and finally landed by the sea.`;
    const pieces = splitSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.text.length).toBeLessThanOrEqual(MAX_UTTERANCE_CHARS);
    expect(pieces.map((piece) => piece.text).join(' ')).toBe(long);
  });

  it('cuts a long sentence with no commas between words', () => {
    const long = 'word '.repeat(80).trim() + '.';
    const pieces = splitSentences(long);
    for (const piece of pieces) expect(piece.text.length).toBeLessThanOrEqual(MAX_UTTERANCE_CHARS);
    expect(pieces.map((piece) => piece.text).join(' ')).toBe(long);
  });
});

it('cuts a long sentence whose only comma comes early', () => {
  const long = `Quietly, ${'the small grey mouse tiptoed across the kitchen floor '.repeat(6)}.`;
  for (const piece of splitSentences(long))
    expect(piece.text.length).toBeLessThanOrEqual(MAX_UTTERANCE_CHARS);
});
