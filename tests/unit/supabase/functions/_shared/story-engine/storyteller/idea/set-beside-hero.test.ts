// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('the hero set beside what she is, and the deed she shares with her companion', () => {
  it('leads with the one the idea opens on, set beside what she is, over one named later', () => {
    const idea = understandIdea(
      'Amira, a refugee from a burned city, and a disgraced knight called Sir Callum must cross the salt desert',
    );
    expect(idea.heroName).toBe('Amira');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Callum']);
    expect(
      understandIdea(
        'the lights go out. Saoirse (15, helps at the hotel) has to work out which guest did it',
      ).heroName,
    ).toBe('Saoirse');
  });

  it('never takes what a ship is called for who sails it', () => {
    const idea = understandIdea(
      'captain tala of the sky ship Amihan and her first mate Rafa chase a storm that swallowed an island',
    );
    expect(idea.heroName).toBe('Captain Tala');
    expect(idea.want).toMatchObject({ verb: 'chase', noun: 'storm' });
    expect(
      understandIdea('on a colony ship Maren and her grandpa grow the last apple tree').heroName,
    ).toBe('Maren');
    expect(
      understandIdea('a teen on a generation ship, Tariq, finds out the ship is lost').heroName,
    ).toBe('Tariq');
  });

  it('wants what the hero and her companion do together, not what the companion does alone', () => {
    expect(
      understandIdea(
        'Joy, a nurse on night shift, and her colleague Femi find a stray cat in the hospital basement',
      ).want,
    ).toMatchObject({ verb: 'find', noun: 'cat' });
    expect(
      understandIdea('Zofia lost her tooth at school and her friend Kuba helps her look for it')
        .want?.verb,
    ).not.toBe('help');
    expect(
      understandIdea(
        'Astrid, a shieldmaiden, and her brother Leif sail west in a longship to find the island',
      ).want,
    ).toMatchObject({ verb: 'find', noun: 'island' });
  });
});
