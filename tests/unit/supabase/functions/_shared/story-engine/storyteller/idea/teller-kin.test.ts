// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const companionsOf = (prompt: string) =>
  understandIdea(prompt).companions.map((companion) => companion.name ?? companion.kind);

describe('who the teller names as theirs before asking for the story is who it is for', () => {
  it.each([
    [
      "we're moving house on friday and my daughter is really upset so can you do one where a girl called Elif can't sleep in her new bedroom",
      'Elif',
      'daughter',
    ],
    [
      'my son starts school on monday and hes really nervous, he keeps asking who he will play with. can you write a story about a boy called Abdirahman who makes a new friend',
      'Abdirahman',
      'son',
    ],
    [
      'my daughter is 11 and wants a story about a library where the books rearrange themselves at night and a girl called Saoirse finds one with HER name on it',
      'Saoirse',
      'daughter',
    ],
  ])('%s', (prompt, hero, teller) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
    expect(companionsOf(prompt)).not.toContain(teller);
    const story = tellWholeStory(prompt, '7-9', 'values').join(' ');
    expect(story).not.toMatch(new RegExp(`\\b(his|her) ${teller}\\b`, 'i'));
  });

  it('keeps the friends of a teller who is the story’s hero: “im 12 and in a band with my mates”', () => {
    expect(
      companionsOf(
        'im 12 and in a band with my mates, can u write one where our school concert goes wrong. my name is Lusia',
      ),
    ).toContain('mates');
  });

  it('keeps the mate of a teller who writes themself in: “write one where me (ollie) and him”', () => {
    expect(
      companionsOf(
        'my mate swears our history teacher is a vampire. write one where me (ollie) and him prove it using garlic bread',
      ),
    ).toContain('mate');
  });

  it('keeps kin the hero is named with: "my son Ali and his dog"', () => {
    expect(companionsOf('my son Ali and his dog find a cave')).toContain('dog');
  });
});

describe('a name told as someone’s after one the idea brought in by name goes with that one', () => {
  it('“with a warrior queen called Ngozi …, she travels with her old teacher Wiktor”: Ngozi leads', () => {
    const idea = understandIdea(
      'an epic fantasy with a warrior queen called Ngozi who has to unite five quarrelling kingdoms, she travels with her old teacher Wiktor and a young mapmaker',
    );
    expect(idea.heroName).toBe('Ngozi');
    expect(idea.companions.map((companion) => companion.name)).toContain('Wiktor');
  });
});
