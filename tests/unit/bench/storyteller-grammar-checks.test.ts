// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { determinerSlips, verbFormSlips } from '../../../bench/storyteller-grammar-checks.ts';

describe("the grammar bench's determiner check", () => {
  it('finds a determiner doubled, a possessive after an article and a wrong a or an', () => {
    expect(
      determinerSlips(
        'Then came the new neighbour and the his baby sister. One morning the all the cookies was gone. A apple fell. He held an kite.',
      ).map((slip) => slip.words),
    ).toEqual(['the his', 'the all', 'A apple', 'an kite']);
    expect(determinerSlips('At Hoi An, Huong opened her shop.')).toEqual([]);
  });

  it('reads a hero named An as her name, not as an article before a consonant', () => {
    const sentence = 'An kept in mind what she had found out, and an apple fell.';
    expect(determinerSlips(sentence, new Set(['An']))).toEqual([]);
    expect(determinerSlips(sentence).map((slip) => slip.words)).toEqual(['An kept']);
    expect(determinerSlips('An kept a apple.', new Set(['An'])).map((slip) => slip.words)).toEqual([
      'a apple',
    ]);
  });

  it("finds an article before a preposition or before everyone's", () => {
    expect(
      determinerSlips(
        "She wanted to live the under a bridge. He longed to fight the over a river. Nadia would find the everyone's secrets.",
      ).map((slip) => slip.words),
    ).toEqual(['the under', 'the over', "the everyone's"]);
  });

  it('passes what English allows: the one, the other, a few, an hour, a unicorn', () => {
    expect(
      determinerSlips(
        "The one by the door and the other by the gate. A few came. She waited an hour for a unicorn and all the cookies. She saw the top of the hill and the inside of the barn, and everyone's coats.",
      ),
    ).toEqual([]);
  });
});

describe("the grammar bench's verb-form check", () => {
  it('finds an -ing form after a modal or a want, and nowhere else', () => {
    expect(
      verbFormSlips(
        'She wanted to finding the crab. At last, she could finding the crab. She had one goal: to opening the account.',
      ),
    ).toHaveLength(3);
    expect(
      verbFormSlips(
        'She was looking forward to meeting Gran. She could hear singing. She wanted to find the crab. He kept counting. Moshe listened to a watering can dripping.',
      ),
    ).toEqual([]);
  });
});
