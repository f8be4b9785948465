// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('the kind of a hero the idea names by kind alone, wherever the idea asks for them', () => {
  it.each([
    // A genre label before a comma says what the story is.
    ['mystery for teens, a courier crossing Lagos at night with a stolen map', 'courier'],
    ['magical realism, a tailor in Porto whose buttons remember their owners', 'tailor'],
    // The one a story or a lesson is asked with, through or by is its hero.
    ['why do bees buzz? a story with a hedgehog', 'hedgehog'],
    ['explain photosynthesis through a farmer in Kenya whose crops keep failing', 'farmer'],
    ['a story explaining how glass is made, told by a patient glassblower', 'glassblower'],
    ['tell me about a brave mole who digs all the way to the sea', 'mole'],
    ['tell me a silly one where a walrus learns to skate', 'walrus'],
    ['could you do something really gentle about a little owl with a magic feather', 'owl'],
    // A creature brought in acting leads over a thing, or a kind of story, named before it.
    ['nite nite story, the lighthouse light went out and a sleepy owl finds out why', 'owl'],
    ['the old mill wheel stopped and a brave mouse goes to fix it', 'mouse'],
    ['what if all the socks in our house ran away', 'sock'],
  ])('%s: a %s', (prompt, kind) => {
    expect(understandIdea(prompt)).toMatchObject({ heroName: null, heroKind: kind });
  });

  it('keeps the hero a story is asked with out of the companions', () => {
    expect(understandIdea('why do bees buzz? a story with a hedgehog').companions).toEqual([]);
  });

  it('reads a grown son as a son, and names him as families name a boy', () => {
    expect(understandIdea('a grown son and his mother repaint the old shop')).toMatchObject({
      heroKind: 'son',
      pronoun: 'he',
    });
    const [first] = tellWholeStory(
      'a grown son and his mother repaint the old shop',
      'adult',
      'values',
    );
    const named = /\b(\p{Lu}\p{Ll}+)(, | was )a grown son\b/u.exec(first ?? '');
    expect(named?.[1], first).toMatch(/^(Leo|Sam|Finn|Theo|Kai|Omar)$/);
  });
});

describe('a creature the idea asks to act, after someone unnamed did the deed, is the hero', () => {
  it('reads the little duck as the hero of “can the little duck find out who it is???”', () => {
    const prompt =
      'somebody keeps taking the eggs from the hens in the barn. can the little duck find out who it is???';
    expect(understandIdea(prompt).heroKind).toBe('duck');
    const [first] = tellWholeStory(prompt, '4-6', 'mystery');
    expect(first).toMatch(/little duck/);
  });
});

describe('the kind after “one where” or “one about” is the hero’s', () => {
  it('tells “can u do one where a fox finds a key” as a fox from the first part', () => {
    expect(understandIdea('can u do one where a fox finds a key to a secret door').heroKind).toBe(
      'fox',
    );
    expect(understandIdea('can you do one about a pig who wants a mohawk').heroKind).toBe('pig');
    const [first] = tellWholeStory(
      'can u do one about a little elephant who cant stop sneezing',
      '4-6',
      'silly',
    );
    expect(first).toMatch(/, a little elephant\b|was a little elephant\b/);
  });

  it('leaves “one where she is brave” to the one it is for', () => {
    expect(
      understandIdea('my little sister wants one where she goes to wizard school').companions,
    ).toEqual([]);
  });
});
