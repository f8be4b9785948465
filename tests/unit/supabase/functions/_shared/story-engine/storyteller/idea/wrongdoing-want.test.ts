// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstPart, wantOf } from '../../../../../../../support/idea-first-part.ts';

describe('a hero who did wrong wants to put it right, never to do it again', () => {
  it.each([
    "Arjun lied about scratching his dad's car and now his brother is in trouble",
    'a boy called Felix who copied the answers from the clever girl in maths',
    'Greta told a fib about who ate the last biscuit',
    'Hamid tells a lie about losing his library book',
    "Wanda smashed her gran's teapot and hid the pieces under the sofa",
    'Noor is cheating at the spelling quiz',
  ])('%s', (prompt) => {
    expect(wantOf(prompt)).toBe('tell the truth');
    const story = firstPart('10-12', 'values', prompt);
    expect(story).toContain('the truth');
    expect(story).not.toMatch(/should (scratch|copy|smash|cheat)|tell the (fib|lie)/);
  });

  it.each([
    // A quest, a loss and lying down are no wrongdoing of the hero's.
    ['the knight Sir Owain must break the spell on the sleeping town', /break/],
    ['Pablo lost his lucky marble in the sandpit', /^find /],
    ['Ruby lies on the beach and counts the seagulls', /^count /],
    ['someone stole the cakes and Dev has to find the thief', /^find/],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).not.toBe('tell the truth');
    expect(wantOf(prompt) ?? '').toMatch(want);
  });
});

describe("a thing's owner keeps its article, as English tells it", () => {
  it.each([
    ["the museum's golden mask vanished and Odile must find it", "the museum's golden mask"],
    [
      "the bakery's secret recipe went missing and Tomasz looks for it",
      "the bakery's secret recipe",
    ],
  ])('%s', (prompt, told) => {
    const story = firstPart('7-9', 'mystery', prompt);
    expect(story).toContain(told);
    expect(story).not.toMatch(/(?:^|[^e] )(museum|bakery)'s/);
  });

  it('keeps a name or a relative as the owner without one', () => {
    expect(wantOf("Grandpa Ike's medal went missing and Kemi has to find it")).toMatch(
      /^find (Grandpa Ike's|grandpa Ike's) medal$/i,
    );
    expect(wantOf("Mum's car keys are missing and Sol has to find them")).toBe(
      "find mum's car keys",
    );
  });

  it('tells "its bowl" as the bowl', () => {
    const story = firstPart(
      '7-9',
      'mystery',
      'The class hamster has escaped from its cage and Ayla has to find him',
    );
    expect(story).not.toMatch(/the its|near its cage/);
  });
});
