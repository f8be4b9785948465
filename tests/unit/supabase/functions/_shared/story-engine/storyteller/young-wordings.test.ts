// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type GenreSlug } from '@shared/story-engine/index.ts';
import { youngWording } from '@shared/story-engine/storyteller/young-wordings.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';
import { tellStory } from '../../../../../../../bench/storyteller-corpus.ts';

const folder = 'supabase/functions/_shared/story-engine/storyteller';
const banks = readdirSync(folder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('young-wordings.ts'))
  .map((file) => readFileSync(join(folder, file), 'utf8'))
  .join('\n');
const plainLines = [...banks.matchAll(/'((?:[^'\\]|\\.)*[.!?])'/g)].map((match) => match[1] ?? '');

// Two tokens written together ("{want}{andWho}") tell two runs of words.
const wordsIn = (sentence: string) =>
  sentence.trim().split(/\s+/).length + (sentence.match(/\}\{/g)?.length ?? 0);
const longest = (wording: string) => Math.max(...wording.split(/(?<=[.!?]) /).map(wordsIn));

describe('a young reader hears a long line in fewer words', () => {
  // "The path to the teeth led past a busy train bridge." and "Hazel was a curious adventurer who
  // lived near the floating castle." ran past the 10 words a 4–6 sentence holds.
  it.each([
    ['Zora looks for her lost kite on a windy hill', 'adventure'],
    ['Hazel the adventurer explores the floating castle', 'fantasy-magic'],
    ['A little robot named Bolt flies a cardboard rocket to the moon', 'sci-fi'],
    ['A boy called Theo whose socks keep running away', 'silly'],
  ] as [string, GenreSlug][])(
    'a 4–6 story of “%s” (%s) keeps every sentence short',
    (prompt, genre) => {
      const long = tellWholeStory(prompt, '4-6', genre)
        .flatMap((part) => part.match(/[^.!?]+[.!?]+["”]?/g) ?? [])
        .filter((sentence) => wordsIn(sentence) > AGE_BANDS['4-6'].maxSentenceWords);
      expect(long).toEqual([]);
    },
  );

  it('every shorter wording stands for a line the storyteller tells, and is shorter', () => {
    for (const age of ['4-6', '7-9'] as const)
      for (const plain of plainLines) {
        const young = youngWording(plain, age);
        if (young !== plain) expect(longest(young), young).toBeLessThan(longest(plain));
      }
    expect(youngWording('The path to {thing} led past {sight}.', '4-6')).not.toBe(
      'The path to {thing} led past {sight}.',
    );
    expect(youngWording('The path to {thing} led past {sight}.', '10-12')).toBe(
      'The path to {thing} led past {sight}.',
    );
  });
});

describe('who told the hero, at 7–9', () => {
  it('says who told, never "Now he heard all about it" after someone else', () => {
    const told = youngWording(
      '{Object} had seen something that morning and told {him} all about it.',
      '7-9',
    );
    expect(told).toBe(
      '{Object} had seen something that morning. {Object} told {him} all about it.',
    );
    const idea = {
      prompt:
        'The class hamster Nibbles has gone missing and Detective Priya has to find out who let him out',
      hero: 'Priya',
      nouns: ['hamster'],
      mystery: true,
    };
    const seen = Array.from({ length: 40 }, (_, seed) =>
      tellStory(seed, '7-9', 'mystery', idea, 'standard', false).parts.join(' '),
    ).filter((story) => story.includes('had seen something that morning'));
    expect(seen.length).toBeGreaterThan(0);
    for (const story of seen) {
      expect(story).toMatch(
        /had seen something that morning\. The [a-z ]+ told her all about it\./,
      );
      expect(story).not.toMatch(/heard all about it/);
    }
  });
});
