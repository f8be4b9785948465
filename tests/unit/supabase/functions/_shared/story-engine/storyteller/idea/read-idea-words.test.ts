// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('a possessive place is a place, never a person', () => {
  it("reads their grandmother's House as the grandmother's house, with no companion called House", () => {
    const idea = understandIdea(
      "Layla and her twin brother Karim investigate why all the clocks in their grandmother's House stopped at 3:17",
    );
    expect(idea.place).toBe("their grandmother's house");
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Karim']);
    expect(idea.others).not.toContain('House');
  });

  it("keeps a relative's pet as the companion, and its name as typed", () => {
    const idea = understandIdea("Mia and her grandma's dog Pepper look for shells");
    expect(idea.companions).toMatchObject([{ name: 'Pepper', kind: "grandma's dog" }]);
  });

  it('reads a toy typed in lower case as the lost thing, not as a boy called Teddy', () => {
    const idea = understandIdea('lilys teddy went missing from her bed and she looks everywhere');
    expect(idea.want).toMatchObject({ verb: 'find', noun: 'teddy' });
  });
});

describe('a place named after the hero is where the story is, and the word after it acts', () => {
  it.each([
    [
      'A retired lighthouse keeper in Cornwall investigates who has been taking the brass bells',
      'Cornwall',
    ],
    ['An old ferryman in Bergen discovers a map inside his coat', 'Bergen'],
    [
      'the night nurse at Riverside Hospital remembers every patient by their slippers',
      'Riverside Hospital',
    ],
  ])('%s', (idea, place) => {
    expect(understandIdea(idea).place).toBe(place);
  });
});

describe("a creature's thing, with a word that describes it, is the creature's", () => {
  it.each([
    [
      "tiny knight Omar and his pony have to climb the dragon's mountain to give back the dragon's wobbly tooth that fell out",
      "the dragon's wobbly tooth",
    ],
    ["Omar has to give back the dragon's tooth", "the dragon's tooth"],
  ])('%s', (prompt, thing) => {
    expect(understandIdea(prompt).want?.thing).toBe(thing);
  });
});

describe('a name the tagger reads as a verb', () => {
  it.each(['Rashed', 'Javed'])(
    'leads as %s when "his" looks back to it, and the shop is where the story is',
    (name) => {
      const idea = understandIdea(
        `every morning all the bikes in the shop have flat tyres. ${name} and his cousin Tanvir hide in the shop overnight`,
      );
      expect(idea.heroName).toBe(name);
      expect(idea.companions.map((companion) => companion.name)).toEqual(['Tanvir']);
      expect(idea.place).toBe('shop');
    },
  );
});
