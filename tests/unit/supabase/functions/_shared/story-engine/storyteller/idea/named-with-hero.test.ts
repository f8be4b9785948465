// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

/** How many of the story's parts name the companion. */
const partsWith = (parts: readonly string[], word: string) =>
  parts.filter((part) => new RegExp(`\\b${word}\\b`, 'i').test(part)).length;

describe('a companion named with the hero goes along from the first part', () => {
  it.each([
    // The hero's own, told with the hero's name: "Keanu's AI tutor Pixel".
    ["Tomasz's robot butler Clank keeps burning the toast", 'Clank', 'Tomasz'],
    ["Juniper's pet ferret, Noodle, steals everyone's socks", 'Noodle', 'Juniper'],
    // Told later in the idea: "her familiar is a toad called Bartholomew".
    [
      'Ayesha runs a tiny bakery by the sea; her helper is a seagull called Crumbs',
      'Crumbs',
      'Ayesha',
    ],
    ['Luca is lonely at the lighthouse and his only friend is a crab named Pinch', 'Pinch', 'Luca'],
    [
      'Wren keeps a lonely lighthouse, and her only friend is the lamp room robot, Bolt',
      'Bolt',
      'Wren',
    ],
    [
      'a wizard named Ambrose brews potions; his apprentice is a newt called Fennel',
      'Fennel',
      'Ambrose',
    ],
    // A teacher called by title and name.
    ['Ifeoma visits the old castle museum with Mr. Abernathy', 'Abernathy', 'Ifeoma'],
    // A step-parent is family.
    ['Rosa and her stepmum go kayaking on the lake', 'stepmum', 'Rosa'],
    // An age between the name and "and".
    ['Fiona, 9, and her spaniel Dougal search the moor for a lost lamb', 'Dougal', 'Fiona'],
    // Taught by the hero: the one learning is in the story.
    ['Old Mrs Byrne tries to teach her cockatoo to say please', 'cockatoo', 'Byrne'],
  ])('%s', (prompt, companion, hero) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName ?? '').toContain(hero);
    const told = idea.companions.map((one) => `${one.name ?? ''} ${one.kind ?? ''}`).join(' ');
    expect(told).toMatch(new RegExp(companion, 'i'));
    const parts = tellWholeStory(prompt, '7-9', 'adventure');
    expect(partsWith(parts, companion)).toBeGreaterThanOrEqual(4);
  });
});

describe('one who acts beside the hero or helps them, whatever they are', () => {
  it.each([
    [
      'in the museum at night and the mummys gold mask is missing, Imani and the night guard have to find out who took it',
      'night guard',
    ],
    [
      "Near-future Kyiv. An engineer, Larysa, rebuilds the city's tram network with help from a stubborn old maintenance robot",
      'maintenance robot',
    ],
    [
      'Adaeze, the youngest princess, must unite the five river kingdoms before the drought ruins them, with help from a talking heron',
      'talking heron',
    ],
    // Told with a silver wolf before.
    [
      'High fantasy saga where an exiled queen, Ngozi, reclaims her throne with the help of a talking raven',
      'talking raven',
    ],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).companions.map((companion) => companion.kind)).toEqual([kind]);
  });

  it('keeps the capitals of a helper the idea types as an initialism: "a stubborn greenhouse AI"', () => {
    const parts = tellWholeStory(
      "A widower on Mars, Tuấn, grows his late wife's garden again with the help of a stubborn greenhouse AI",
      'adult',
      'sci-fi',
    );
    expect(parts[0]).toMatch(/greenhouse AI/);
    expect(parts.join(' ')).not.toMatch(/\bai\b/);
  });

  it('brings no thing along: "Ada and the cookies vanish", "Ava and the kite flew away"', () => {
    expect(understandIdea('Ada and the cookies vanish').companions).toEqual([]);
    expect(understandIdea('Ava and the kite flew away').companions).toEqual([]);
  });
});

describe('a helper and a superlative the idea gives', () => {
  it('meets the heron as who helps, never as where she lives, and never "a youngest princess"', () => {
    const prompt =
      'Adaeze, the youngest princess, must unite the five river kingdoms before the drought ruins them, with help from a talking heron';
    expect(understandIdea(prompt).place).toBeNull();
    const first = tellWholeStory(prompt, '10-12', 'epic-fantasy')[0] ?? '';
    expect(first).not.toMatch(/a youngest|near the talking heron/);
    expect(first).toMatch(/heron/);
  });
});
