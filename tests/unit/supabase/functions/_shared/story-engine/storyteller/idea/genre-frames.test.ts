// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropRequestFrame } from '@shared/story-engine/storyteller/idea/drop-request-frame.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('words that only name the kind of story asked for are no part of it', () => {
  it.each([
    ['hard sci-fi. Wen is the last engineer left on a failing space station', 'Wen is'],
    ['magic realism: a baker in Oaxaca named Guadalupe discovers', 'a baker'],
    ['epic fantasy, dark but not too dark, aging queen Samira rides out', 'aging queen'],
    ['epic fantasy with a girl knight Yuna and her rival (a boy knight)', 'a girl knight'],
  ])('“%s” is told from “%s”', (prompt, opening) => {
    expect(dropRequestFrame(prompt).startsWith(opening)).toBe(true);
  });

  it.each([
    // Who the story is for, set after the comma, is its hero.
    'Bedtime story for my 11 yr old, Aoibhinn, about stargazing with her grandad',
    'bedtime story for me, a tired nurse after a night shift. just a quiet hospital garden',
    // What it is about needs the words that ask for it.
    'a bedtime story for grown ups, calm and slow, about a night ferry crossing',
    // A clause that names no kind of story is the story.
    'Mia, Leo and Sam, build a raft and sail it down the river',
  ])('“%s” is read whole', (prompt) => {
    expect(dropRequestFrame(prompt)).toBe(prompt);
  });

  it.each([
    [
      'hard sci-fi. Wen is the last engineer left on a failing space station and has to choose which systems to keep alive',
      'Wen',
    ],
    [
      'epic fantasy with a girl knight Yuna and her rival (a boy knight) who hate each other but have to cross the frozen fjord together',
      'Yuna',
    ],
  ])('“%s” leads with %s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('tells a girl knight as “she”, not by the “knight” alone', () => {
    const idea = understandIdea(
      'epic fantasy with a girl knight Yuna and her rival (a boy knight) who hate each other but have to cross the frozen fjord together',
    );
    expect(idea.pronoun).toBe('she');
    const story = tellWholeStory(
      'a girl knight called Odalys has to carry the last lantern across the frozen kingdom before the long dark',
      '7-9',
      'epic-fantasy',
    ).join(' ');
    expect(story).not.toMatch(/\b(he|his|him)\b/);
  });

  it('never tells the kind of story as the hero', () => {
    const story = tellWholeStory(
      'hard sci-fi. Wen is the last engineer left on a failing space station and has to choose which systems to keep alive',
      'adult',
      'sci-fi',
    ).join(' ');
    expect(story).toContain('Wen');
    expect(story).not.toMatch(/a hard sci-fi/);
  });
});
