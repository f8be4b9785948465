// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/age-bands.ts';
import { countWords } from '@shared/count-words.ts';
import { knownThenAsked } from '@shared/story-engine/storyteller/part/known-then-asked.ts';
import { sentencesOf } from '../../../../../../../support/reading-grade.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const longIn = (parts: readonly string[]) =>
  parts.flatMap(sentencesOf).filter((s) => countWords(s) > AGE_BANDS['4-6'].maxSentenceWords);

describe('known-then-asked: a question too long for one sentence, told in two', () => {
  it('tells what is known, then the question word alone', () => {
    expect(knownThenAsked('find out why leaves change colour in autumn')).toEqual({
      known: 'leaves change colour in autumn',
      asked: 'find out why',
    });
    expect(knownThenAsked('learn how bees make honey in the hive')).toEqual({
      known: 'bees make honey in the hive',
      asked: 'learn how',
    });
    // "who" and "what" before a verb are the one who did it and the thing that does it.
    expect(knownThenAsked('find out who had painted the statues blue')).toEqual({
      known: 'someone had painted the statues blue',
      asked: 'find out who',
    });
    expect(knownThenAsked('find out what lives under the old bridge')).toEqual({
      known: 'something lives under the old bridge',
      asked: 'find out what',
    });
  });

  it('leaves a question in its own order, a question about an object and a want that asks nothing', () => {
    for (const want of [
      'find out why do stars twinkle at night',
      'find out what the old fox said',
      'find the golden key in the castle',
      'find out why',
    ])
      expect(knownThenAsked(want)).toBeNull();
  });

  it('keeps a 4-6 story’s long question in sentences of ten words, every word still told', () => {
    const sea = tellWholeStory(
      'Ruby wants to find out why the sea tastes salty at the seaside',
      '4-6',
      'educational',
    ).join(' ');
    expect(sea).toMatch(/The sea tastes salty at the seaside\. Ruby wanted to find out why\./);
    const gnomes = tellWholeStory(
      'who keeps moving the garden gnomes into the pond at night? Ola wants to know',
      '4-6',
      'mystery',
    );
    // The question is told in ten words or fewer, and so is what someone did: the deed keeps
    // where the gnomes went, but "at night" would take the sentence past the band's ten words.
    expect(longIn(gnomes).filter((s) => /find out|Someone had/.test(s))).toEqual([]);
    expect(gnomes[0]).toMatch(/Someone had moved the garden gnomes into the pond\./);
    // A mystery has told what was done just before, so the question is only who did it.
    expect(gnomes[0]).toMatch(/She wanted to find out who had done it\./);
    // Never the same sentence twice in one part.
    const sentences = sentencesOf(gnomes[0] as string);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('tells a short question whole, in one sentence', () => {
    const bees = tellWholeStory('Hazel wants to learn how bees make honey', '4-6', 'educational');
    expect(bees.join(' ')).toMatch(/wanted to find out how bees make honey\./);
    expect(bees.join(' ')).not.toMatch(/Bees make honey\. [^.]* find out how\./);
  });

  it('drops "the truth" where finding out about a thing would overrun, and keeps it where it fits', () => {
    for (const [idea, thing] of [
      ['Zoe wants to investigate the broken spaceship in the garden', 'spaceship'],
      ['Ali wants to investigate the cracked telescope on the roof', 'telescope'],
    ] as const) {
      const told = tellWholeStory(idea, '4-6', 'sci-fi');
      const wanted = told
        .flatMap(sentencesOf)
        .filter((s) => /\b(wanted|goal: ) ?to find out/.test(s));
      expect(longIn(wanted)).toEqual([]);
      expect(told.join(' ')).toMatch(new RegExp(`find out about the ${thing}`));
    }
    // Where it fits, the mission still says it whole.
    expect(
      tellWholeStory(
        'Zoe wants to investigate the broken spaceship in the garden',
        '4-6',
        'sci-fi',
      )[0],
    ).toMatch(/The mission: find out the truth about the spaceship\./);
  });
});

describe('where something went', () => {
  it('is told as gone, then where is asked', () => {
    expect(knownThenAsked('find out where the duck went from the pond at the park')).toEqual({
      known: 'the duck had gone from the pond at the park',
      asked: 'find out where',
    });
    // "where the clouds go to sleep" says nothing that is so.
    expect(knownThenAsked('find out where the clouds go to sleep')).toBeNull();
  });

  it('keeps a 4-6 reader’s sentences to the band', () => {
    const told = tellWholeStory(
      'where did the duck go from the pond at the park? Amaru and Nana look everywhere',
      '4-6',
      'mystery',
    );
    expect(told.join(' ')).toMatch(
      /The duck had gone from the pond at the park\. He \w+ to find out where\./,
    );
  });
});
