// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

const namesOf = (prompt: string) => understandIdea(prompt).companions.map(({ name }) => name);

describe('a relative called the way the child calls them', () => {
  it.each([
    ['Lucas and Grandpa Miguel fix up an old sailing boat over the summer', 'Grandpa Miguel'],
    ['Ama and Auntie Ngozi cook jollof rice for the party', 'Auntie Ngozi'],
    ['who ate all the cookies?? Zoë and Grandpa Joe have to find out', 'Grandpa Joe'],
    ['Sienna-Rose goes to the dentist for the first time with Mummy', 'Mummy'],
    ['counting stars with mummy in the tent', 'Mummy'],
  ])('%s', (prompt, name) => {
    expect(namesOf(prompt)).toContain(name);
  });

  it('keeps Grandpa Miguel by his whole name in the story, never "his friend Grandpa"', () => {
    const parts = tellWholeStory(
      'Lucas and Grandpa Miguel fix up an old sailing boat over the summer in Cornwall',
      '10-12',
      'values',
    );
    const text = parts.join(' ');
    expect(text).not.toMatch(/friend Grandpa/);
    expect(text).not.toMatch(/\bGrandpa(?! Miguel)\b/);
    expect(parts.filter((part) => /Grandpa Miguel/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('brings Mummy along as Mummy, not as a friend called Mummy', () => {
    const parts = tellWholeStory(
      'Sienna-Rose goes to the dentist for the first time with Mummy',
      '4-6',
      'educational',
    );
    expect(parts.join(' ')).not.toMatch(/friend Mummy/);
    expect(parts.filter((part) => /\bMummy\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps "his abuela" as his abuela', () => {
    const parts = tellWholeStory(
      'josé and his abuela make tamales for the whole street',
      '4-6',
      'educational',
    );
    expect(parts[0]).toMatch(/\bhis abuela\b/i);
  });
});
