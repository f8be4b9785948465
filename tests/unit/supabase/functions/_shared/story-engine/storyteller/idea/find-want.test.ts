// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a framing noun is never what the hero wants: its "of" object is', () => {
  it.each([
    // A loss framed as a theft or a disappearance is the thing to find.
    ['Inspector Hale solves the theft of the golden weathervane', 'find golden weathervane'],
    [
      'Detective Ruby is investigating the disappearance of the school tortoise',
      'find school tortoise',
    ],
    // "the mystery of who …" asks who did the deed; what was eaten is never found again.
    [
      'Ruairi and his uncle crack the mystery of who keeps eating the strawberries',
      'find out who had eaten the strawberries',
    ],
    // Any other frame is about the truth of its thing.
    [
      'Pia solves the riddle of the humming lighthouse',
      'find out the truth about the humming lighthouse',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it('reads the want from the story asked for, not from the child described before it', () => {
    expect(
      wantOf(
        'my daughter Ines is learning to tell the time, write a story where she paints the garden fence',
      ),
    ).toBe('paint garden fence');
  });

  it('never loses the frame in a mystery: the thing itself is gone', () => {
    const idea = understandIdea('Odalys solves the theft of the brass trumpets from the bandstand');
    expect(idea.want).toMatchObject({ verb: 'find', noun: 'trumpets' });
    expect(idea.want?.thing).not.toMatch(/theft/);
  });
});

describe('a feast or a wedding is a day, never a doing', () => {
  it('never wants to "thanksgive"', () => {
    const idea = understandIdea(
      'a fridge that becomes self aware during thanksgiving dinner and has OPINIONS about the stuffing',
    );
    expect(idea.want?.verb ?? '').not.toMatch(/thanksgiv/);
    expect(
      tellWholeStory(
        'a fridge that becomes self aware during thanksgiving dinner and has OPINIONS about the stuffing',
        'teen',
        'silly',
      ).join(' '),
    ).not.toMatch(/thanksgive/i);
  });
});

describe('a doing between an owner and a thing names the kind of thing', () => {
  it('never wants to "birdwatch the club" from "her birdwatching club"', () => {
    const prompt =
      'teen boy Arjun gets dragged by his nani to her birdwatching club and it turns out to be SUPER competitive';
    expect(understandIdea(prompt).want?.verb ?? '').not.toMatch(/birdwatch/);
    expect(understandIdea(prompt).place).toBe('birdwatching club');
    expect(tellWholeStory(prompt, 'teen', 'silly').join(' ')).not.toMatch(/\bbirdwatch\b/);
  });
});

describe('a verb that takes no object keeps the word that joins it to its thing', () => {
  it.each([
    [
      "Rafaela in a hammock on her vovó's veranda while it rains, listening to the frogs",
      'listen to',
    ],
    ['she and her grandma sit out on the porch after dark, they listen for owls', 'listen for'],
    [
      'a grandmother, Abena, explains to her grandson how the tides work while they wait for the ferry',
      'wait for',
    ],
  ])('%s: %s', (prompt, verb) => {
    expect(understandIdea(prompt).want?.verb).toBe(verb);
  });

  it('never tells "to listen the frogs"', () => {
    const text = tellWholeStory(
      "something calming for my 14 yr old before exams. Rafaela in a hammock on her vovó's veranda while it rains, listening to the frogs",
      'teen',
      'bedtime',
    ).join(' ');
    expect(text).toMatch(/listen to the frogs/);
    expect(text).not.toMatch(/listen the frogs/);
  });
});

describe('a clause with a subject of its own is their deed, never the hero’s want', () => {
  it.each([
    [
      'an old lighthouse keeper called Sven and his cat going to sleep as the boats come home',
      /come/,
    ],
    [
      'two rival queens, Iolanthe and Maren, must unite before the sea swallows both their kingdoms',
      /swallow/,
    ],
    ['Lars and his grandad are out on the fishing boat when a storm comes in', /come/],
  ])('%s', (prompt, deed) => {
    expect(understandIdea(prompt).want?.verb ?? '').not.toMatch(deed);
  });
});
