// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('the cast of an idea: who comes along and who did it', () => {
  it.each([
    [
      'A little girl named Lily and her puppy build a blanket fort and have a pillow fight before bed',
      'Lily',
      { name: null, kind: 'puppy' },
    ],
    [
      'Omar and his little sister Hana find a secret door in the garden',
      'Omar',
      { name: 'Hana', kind: 'sister', traits: ['little'] },
    ],
    [
      'Grandpa Kenji and his cat Miso go fishing at the lake',
      'Grandpa Kenji',
      { name: 'Miso', kind: 'cat' },
    ],
    [
      'The jewels vanished from the museum and Detective Kim and her assistant Raj must find them',
      'Detective Kim',
      { name: 'Raj', kind: 'assistant' },
    ],
    ['Ada and Ben build a raft to cross the lake', 'Ada', { name: 'Ben', kind: null }],
  ])('“%s”: the hero is %s, and the companion comes with them', (prompt, hero, companion) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.companions).toHaveLength(1);
    expect(idea.companions[0]).toMatchObject(companion);
  });

  it('names no companion where the idea has none', () => {
    expect(
      understandIdea('A brave girl named Zora looks for her lost kite on a windy hill').companions,
    ).toEqual([]);
  });

  it('reads “somebody” as an unknown culprit, never as the hero, and the want as finding out who', () => {
    const idea = understandIdea(
      'Somebody has been swapping the labels on every jar in the village bakery',
    );
    expect(idea.heroName).toBeNull();
    expect(idea.culprit).toMatchObject({ who: null, verb: 'swap', takes: false, noun: 'labels' });
    expect(idea.want).toEqual({
      verb: 'find out',
      thing: 'who had swapped the labels on every jar in the village bakery',
      noun: 'labels',
      question: true,
    });
    expect(idea.place).toBe('village bakery');
  });

  it('keeps a culprit the idea names, and the detective sets out to find what was taken', () => {
    const idea = understandIdea(
      'A raccoon keeps stealing the pies from the bakery window and Detective Rosa wants to catch it',
    );
    expect(idea.heroName).toBe('Detective Rosa');
    expect(idea.culprit).toMatchObject({ who: 'raccoon', verb: 'steal', takes: true });
    expect(idea.want).toMatchObject({ verb: 'find', noun: 'pies' });
  });

  it('gives the hero of “a friend trips” the want to help the friend, not a want from elsewhere', () => {
    const idea = understandIdea('At sports day a friend trips just before the finish line');
    expect(idea.want).toEqual({ verb: 'help', thing: 'friend', noun: 'friend', question: false });
    expect(idea.culprit).toBeNull();
    expect(idea.heroKind).not.toBe('sports');
  });
});
