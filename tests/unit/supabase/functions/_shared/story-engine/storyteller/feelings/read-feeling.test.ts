// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFeeling } from '@shared/story-engine/storyteller/feelings/read-feeling.ts';

describe('an everyday idea is read as the feelings story it is', () => {
  it.each([
    [
      'Mia keeps getting compared to her perfect older brother and finally tells her parents how it feels',
      'compared',
      { other: 'her perfect older brother', otherShort: 'her brother', listener: 'her parents' },
    ],
    ['At sports day a friend trips just before the finish line', 'race', { other: 'her friend' }],
    [
      "Priya's band has a gig on the same night as her best friend's birthday",
      'clash',
      { eventA: 'the gig', eventB: "her best friend's birthday" },
    ],
    ['Tom tries to make the new kid feel welcome', 'new-kid', { other: 'the new kid' }],
    ['Sam has a fight with his little sister', 'fight', { other: 'her little sister' }],
    [
      'two best friends Lina and Farah fall out because one of them told a secret',
      'fight',
      { other: 'her friend Farah', otherShort: 'Farah' },
    ],
    [
      'Halima and her best friend fall out over something stupid before eid',
      'fight',
      { other: 'her best friend' },
    ],
    ['Leo is nervous about his first day at big school', 'first-day', { venue: 'the big school' }],
    [
      'Hyun-woo is 15 and moves from Seoul to a tiny town in Norway and nobody at school will talk to him',
      'first-day',
      { venue: 'the new school' },
    ],
    [
      'Our team loses the big match and Ama wants to quit',
      'lost-match',
      { eventA: 'the big match' },
    ],
    ['Zainab has to move to a new town', 'moving', { venue: 'the new town' }],
    [
      'Fatima, a night-shift nurse, has to choose between a promotion and more time with her father',
      'choice-between',
      { eventA: 'a promotion', eventB: 'more time with her father' },
    ],
    [
      'two sisters have to decide whether to sell the family olive farm in Puglia after their father dies',
      'choice-whether',
      { step: 'sell the family olive farm in Puglia' },
    ],
  ])('"%s" is a %s story', (idea, id, words) => {
    const feeling = readFeeling(idea, 'her');
    expect(feeling?.shape.id).toBe(id);
    expect(feeling?.words).toMatchObject(words);
  });

  it('tells the idea’s possessives as the hero’s own', () => {
    expect(readFeeling('compared to her perfect older brother', 'my')?.words.otherShort).toBe(
      'my brother',
    );
  });

  it.each([
    'A dragon who wants to find the lost crown',
    'Who stole the trophy from the school hall?',
    'how the heart works',
    'A brave knight crosses the bridge to the castle',
    'an ageing queen must choose between her daughter and her kingdom',
  ])('"%s" is no feelings story', (idea) => {
    expect(readFeeling(idea, 'her')).toBeNull();
  });
});

describe('what a feelings idea names is kept', () => {
  it.each([
    ['Niamh is moving house to Glasgow and has to say bye to her old bedroom', 'Glasgow'],
    ['After moving from Lagos to Manchester, Chidi tries to fit in at sixth form', 'Manchester'],
  ])('"%s" moves to %s', (idea, venue) => {
    expect(readFeeling(idea, 'her')?.words.venue).toBe(venue);
  });

  it.each([
    'the star quarterback was found locked in the equipment room and everyone thinks the new kid did it',
    'Bartek accidentally swaps bodies with his cat Waffles on the first day of school',
  ])('"%s" is a mystery or a spell before it is a feeling', (idea) => {
    expect(readFeeling(idea, 'his')).toBeNull();
  });
});
