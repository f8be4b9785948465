// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, AGE_IDS } from '@shared/story-engine/index.ts';
import type { AgeId } from '@shared/age-bands.ts';
import type { GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

const IDEAS: [string, AgeId, GenreSlug][] = [
  [
    'Nasrin has to choose between going to the big party and helping her little brother',
    'teen',
    'values',
  ],
  ['Yara and her friend Tobias trace a hacked signal to the music teacher', '10-12', 'mystery'],
  ['Mei-Lin finds an old map and sets off to find the lost treasure', '10-12', 'adventure'],
  ['Rahul takes a month off work to look after his ageing father', 'adult', 'values'],
  ['Amir and his best friend Lucia find a new shiny pebble in the goldfish tank', '7-9', 'mystery'],
  ['Juan Pablo and the soccer ball that could talk', '7-9', 'silly'],
  [
    'nguyen and his little sister linh think the class hamster is sneaking out at night',
    '7-9',
    'mystery',
  ],
  [
    'how do volcanoes work? Leo and his sister Maya go inside one on a magic bus',
    '7-9',
    'educational',
  ],
];

const sentencesOf = (part: string) => part.match(/[^.!?]+[.!?]+["”]?/g) ?? [];
const wordsIn = (sentence: string) => sentence.trim().split(/\s+/).length;

describe('a part reads as sentences, never as clauses glued together', () => {
  it.each(IDEAS)('joins no two sentences with ";": %s (%s)', (prompt, age, genre) => {
    for (const part of tellWholeStory(prompt, age, genre)) expect(part).not.toContain(';');
  });

  // "Mei-Lin paused and opened the locked chest, and something about the chest did not add up,
  // and then it did." was a 10–12 sentence: three clauses in a chain.
  it.each(IDEAS)('joins at most two clauses in a sentence: %s (%s)', (prompt, age, genre) => {
    const joins = (sentence: string) =>
      sentence.match(/,\s(?:and|but|so|yet|then|or)\s/g)?.length ?? 0;
    const chains = tellWholeStory(prompt, age, genre)
      .flatMap(sentencesOf)
      .filter((sentence) => joins(sentence) > 1);
    expect(chains).toEqual([]);
  });

  it.each(AGE_IDS)('runs no two sentences together with “, then” at %s', (age) => {
    for (const [prompt, , genre] of IDEAS)
      for (const part of tellWholeStory(prompt, age, genre))
        expect(part).not.toMatch(/, then (?:he|she|they|I|you|[A-Z]\w+) [a-z]+ed\b/);
  });

  it.each(IDEAS.filter(([, age]) => age === '7-9'))(
    'tells who was asked and what was spotted in sentences a 7–9 reader can follow: %s',
    (prompt, age, genre) => {
      const long = tellWholeStory(prompt, age, genre)
        .flatMap(sentencesOf)
        .filter((sentence) => /had seen something|worth a look/.test(sentence))
        .filter((sentence) => wordsIn(sentence) > AGE_BANDS[age].maxSentenceWords);
      expect(long).toEqual([]);
    },
  );
});
