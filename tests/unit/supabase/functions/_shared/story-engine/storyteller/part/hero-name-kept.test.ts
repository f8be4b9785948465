// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GENRE_SLUGS } from '@shared/story-engine/index.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe("a hero's name is told as it was given, never inflected or read into the thing", () => {
  // The want's phrase ran on past the comma and took the hero's name as its head: "find the truth
  // about the anonymous letters Marguerite", "asked the noodle cook about the marguerite".
  it('ends the thing the hero wants at a comma, before the name after it', () => {
    const prompt =
      'When the town’s beloved bakery starts getting anonymous letters, Marguerite and her husband Paul uncover the sender: the rival baker across the square.';
    expect(understandIdea(prompt).want).toMatchObject({ noun: 'letters' });
    const story = tellWholeStory(prompt, 'adult', 'mystery').join('\n');
    expect(story).toMatch(/\bMarguerite\b/);
    expect(story).not.toMatch(/marguerite/);
  });

  // A name ending in "a" after a letter with an accent ("Lucía only watched") was read as the
  // article "a" and given "an" before a vowel: "Lucían only watched".
  it.each(GENRE_SLUGS)('Lucía in a %s story is always Lucía', (genre) => {
    const story = tellWholeStory(
      'A calm story where Lucía, the lighthouse keeper’s daughter, talks to the stars each night',
      '10-12',
      genre,
    ).join('\n');
    expect(story).toMatch(/\bLucía\b/);
    expect(story).not.toMatch(/Lucían/i);
  });

  // A hero named "An" was taken for the article and given the form of the verb after it: "A
  // talked it over with Thao", joined in lower case as "and a talked it over".
  it('tells a hero named An as An, never as an article', () => {
    const story = tellWholeStory(
      'An and her best friend Thao both try out for the choir solo but only An gets it. story about jealousy and staying friends pls',
      '10-12',
      'values',
    ).join('\n');
    expect(story).toMatch(/\bAn (talked|thought|decided|devised|could|kept)\b/);
    expect(story).not.toMatch(
      /(?<![\p{L}\p{M}])(?:A|a|an) (talked|thought|decided|devised|could|kept)\b/u,
    );
  });

  it('still gives a plain article the form its next word needs', () => {
    const story = tellWholeStory('Zoë and her owl explore an old mill', '7-9', 'adventure').join(
      '\n',
    );
    expect(story).not.toMatch(/(?<![\p{L}\p{M}])a (?=[aeiou]\p{Ll})/u);
    expect(story).not.toMatch(/Zoën/);
  });
});

describe('every part says whose story it is', () => {
  it('names the hero in each of the six parts, the ending too', () => {
    for (const prompt of [
      'all the socks in the house have gone missing and Björn and his dad have to find them',
      'who took the cookies from the cookie jar?? Mateo and his abuela follow the crumbs to the garden',
    ]) {
      const parts = tellWholeStory(prompt, '4-6', 'mystery');
      const hero = understandIdea(prompt).heroName as string;
      expect(parts.filter((part) => part.includes(hero))).toHaveLength(6);
    }
  });
});

describe('a title typed before the idea', () => {
  it('keeps no capital "The" inside a joined sentence', () => {
    const told = tellWholeStory(
      'Title: The Library Sleepover Mystery. Nikos and his class are sleeping over at the library and in the morning all the books on the top shelf are upside down. who did it',
      '10-12',
      'mystery',
    ).join(' ');
    expect(told).not.toMatch(/[a-z,] The\b/);
  });
});
