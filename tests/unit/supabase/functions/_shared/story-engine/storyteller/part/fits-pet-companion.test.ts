// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { fitsPetCompanion } from '@shared/story-engine/storyteller/part/fits-pet-companion.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const PERSON_DEEDS =
  /(Biscuit|puppy|dog|Sherlock)[^.]*\b(admitted|asked|said|explained|nodded|cheer|laughed|clapped|smiling|grinned|hug)\b|"[^"]*"[^.]*(Biscuit|puppy|dog)\b/;

describe('a pet in an everyday story goes along but never talks', () => {
  it.each<[string, AgeId, GenreSlug]>([
    [
      'zofia wants to find out who took the carrots from dziadeks allotment, with her dog biscuit',
      '7-9',
      'mystery',
    ],
    ['zofia wants to find out who took the carrots, with her dog biscuit', '4-6', 'mystery'],
    ['a little girl named Lily and her puppy build a blanket fort', '4-6', 'bedtime'],
    [
      'tomas and his dog sherlock look for the fluffy white rabbit at the pet show',
      '10-12',
      'adventure',
    ],
  ])('%s', (prompt, age, genre) => {
    const parts = tellWholeStory(prompt, age, genre);
    const told = parts.join(' ');
    expect(told).not.toMatch(PERSON_DEEDS);
    const pet = /Biscuit|puppy|Sherlock/;
    expect(parts.filter((part) => pet.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps lines of going along and looking; leaves out speaking, asking and nodding', () => {
    expect(fitsPetCompanion('{Comp} stayed close.')).toBe(true);
    expect(fitsPetCompanion('{Comp} noticed {clueObject}.')).toBe(true);
    expect(fitsPetCompanion('"{I:comp} {was:comp} [scared] too," {comp} admitted.')).toBe(false);
    expect(fitsPetCompanion('{Comp} asked about {thing}.')).toBe(false);
    expect(fitsPetCompanion('{Comp} gave a nod.')).toBe(false);
    // A line with no companion in it is the hero's own.
    expect(fitsPetCompanion('{H} thought of {thing}.')).toBe(true);
  });
});
