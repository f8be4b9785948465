// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a change the idea tells: who changes becomes the new thing, and nobody sets off to', () => {
  it.each([
    [
      'my little sister turns into a bouncy castle at her party',
      'save bouncy castle that had been the little sister',
    ],
    ["Dev's uncle turned into a seagull on the pier", "save seagull that had been Dev's uncle"],
    [
      'a sorcerer turned our class hamster into a teapot',
      'save teapot that had been the class hamster',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it('never makes the one who changes the hero’s kind, nor what they become a place', () => {
    const idea = understandIdea('our swimming coach turned into a giant squid during the gala');
    expect(idea.heroKind).not.toBe('coach');
    expect(idea.place ?? '').not.toMatch(/squid/);
    expect(idea.want?.noun).toBe('squid');
  });

  it('a hero who changes wants to break the spell; one who can change at will wants nothing from it', () => {
    expect(wantOf('a boy who turns into a wolf whenever the moon is full')).toBe('break spell');
    expect(wantOf('a girl who can turn into any bird she likes') ?? '').not.toMatch(/turn into/);
  });

  it('a question about a change is found out', () => {
    expect(understandIdea('how a tadpole turns into a frog').want).toMatchObject({
      verb: 'find out',
      question: true,
    });
  });

  it('tells the story of saving them, never of the hero turning into the thing', () => {
    const story = tellWholeStory(
      'our dinner lady turns into an enormous wobbly blancmange',
      '7-9',
      'silly',
    ).join(' ');
    expect(story).not.toMatch(/\bturn into\b/);
    expect(story).toMatch(/blancmange that had been the dinner lady/);
  });
});
