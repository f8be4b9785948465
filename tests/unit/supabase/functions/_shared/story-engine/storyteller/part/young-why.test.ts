// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/story-engine/index.ts';
import { youngWhy } from '@shared/story-engine/storyteller/part/young-why.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a young reader hears why the culprit did it in short sentences', () => {
  it('tells a reason of two deeds as two sentences, the second with its own subject', () => {
    expect(
      youngWhy('the twins next door', 'wanted to play a joke and then felt too shy to own up'),
    ).toBe('wanted to play a joke. Then they felt too shy to own up');
    expect(
      youngWhy('the gardener', 'wanted to keep it safe from the storm and forgot to say so'),
    ).toBe('wanted to keep it safe from the storm. The gardener forgot to say so');
    expect(youngWhy('a nosy magpie', 'wanted a shiny nest and flew off with it')).toBe(
      'wanted a shiny nest. The magpie flew off with it',
    );
    // The comma before "and then" ends the first sentence with it, never as "cause,.".
    expect(
      youngWhy(
        'the new neighbour',
        'had not thought how much trouble it would cause, and then felt too shy to own up',
      ),
    ).toBe(
      'had not thought how much trouble it would cause. Then the neighbour felt too shy to own up',
    );
  });

  it('keeps the subject a second deed already has, never "Efua the baby sister had been"', () => {
    expect(
      youngWhy(
        'Efua',
        'had been right beside Kwame all along, and the baby sister had been too shy to own up',
      ),
    ).toBe('had been right beside Kwame all along. The baby sister had been too shy to own up');
  });

  it('keeps a short reason, or one of a single deed, whole', () => {
    expect(youngWhy('the twins', 'were hungry and ate them')).toBe('were hungry and ate them');
    expect(youngWhy('a magpie', 'could never resist anything that glittered')).toBe(
      'could never resist anything that glittered',
    );
  });

  it.each([
    ['4-6', 'Who took all the cookies from the jar?'],
    ['4-6', 'Somebody keeps taking my red wellies from the porch'],
    ['7-9', 'Who took all the cookies from the jar?'],
  ] as const)('a %s mystery ending (“%s”) keeps every sentence within the band', (age, prompt) => {
    const ending = tellWholeStory(prompt, age, 'mystery').at(-1) ?? '';
    const long = (ending.match(/[^.!?]+[.!?]+["”]?/g) ?? []).filter(
      (sentence) =>
        (sentence.match(/\p{L}[\p{L}\p{M}’']*/gu) ?? []).length > AGE_BANDS[age].maxSentenceWords,
    );
    expect(long, ending).toEqual([]);
  });
});

describe('why the culprit took what was taken, when there are many', () => {
  it('tells the trophies as "them": "wanted to borrow them … bring them back"', () => {
    const told = tellWholeStory(
      'Someone keeps taking the trophies out of the school cabinet at night. Selam and her best friend Jonah set a trap. It was the caretaker all along!!',
      '7-9',
      'mystery',
    ).join(' ');
    expect(told).toMatch(/borrow them for a surprise/);
    expect(told).not.toMatch(/borrow it|bring it back/);
  });
});
