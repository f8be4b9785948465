// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a hero called by a title keeps it, with their pronoun', () => {
  it.each([
    [
      'how do rainbows happen? Professor Adeyemi and her parrot Kiki explain',
      'Professor Adeyemi',
      'professor',
      'she',
    ],
    ['Dr. Okafor and his robot dog Bleep explore how lungs breathe', 'Dr Okafor', 'doctor', 'he'],
    // A surname the name list takes for a man's is still hers when the idea says "her".
    ['Dr. Tran and her robot nurse Beep explain how we catch colds', 'Dr Tran', 'doctor', 'she'],
    ['Mrs. Lindqvist finds a dragon egg in her allotment', 'Mrs Lindqvist', null, 'she'],
    [
      'Captain Mahlangu and her crew of otters sail to the ice cliffs',
      'Captain Mahlangu',
      'captain',
      'she',
    ],
    ['a knight called Sir Percival is scared of moths', 'Sir Percival', 'knight', 'he'],
    ['Auntie Funmi and her goat Pepper run the village shop', 'Auntie Funmi', 'auntie', 'she'],
  ])('“%s”: %s, a %s, %s', (prompt, name, kind, pronoun) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(name);
    expect(idea.heroKind).toBe(kind);
    expect(idea.pronoun).toBe(pronoun);
  });

  it('reads a title written small as what the hero does, not as a name', () => {
    const idea = understandIdea('the night doctor Ilse walks the quiet ward');
    expect(idea.heroName).toBe('Ilse');
    expect(idea.heroKind).toBe('doctor');
  });

  it('tells Dr Tran as a doctor, by her title, from the first part to the last', () => {
    const parts = tellWholeStory(
      'Dr. Tran and her robot nurse Beep explain how we catch colds',
      '10-12',
      'educational',
    );
    expect(parts[0]).toMatch(/\bDr Tran\b/);
    expect(parts[0]).toMatch(/\bdoctor\b/);
    expect(parts[0]).not.toMatch(/\byoung explorer\b/);
    expect(parts.join(' ')).not.toMatch(/(?<!Dr )\bTran\b/);
    expect(parts.join(' ')).not.toMatch(/\b(he|his|him)\b/);
  });
});

describe('a word in "-ing" before a title describes the one titled', () => {
  it.each([
    ['epic fantasy, dark but not too dark, aging queen Samira rides out to make peace', 'queen'],
    ['the ageing king Olaf sleeps through the siege', 'king'],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).heroKind).toBe(kind);
  });

  it('never tells “a brave aging”', () => {
    const [first] = tellWholeStory(
      'epic fantasy, dark but not too dark, aging queen Samira rides out to make peace with the dragon she exiled forty years ago',
      'adult',
      'epic-fantasy',
    );
    expect(first).toMatch(/\bqueen\b/);
    expect(first).not.toMatch(/\ban? \w+ aging\b/);
  });
});
