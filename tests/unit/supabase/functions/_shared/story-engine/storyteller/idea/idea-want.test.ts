// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { buildStoryWorld } from '@shared/story-engine/storyteller/build-story-world.ts';
import { parseStoryRequest } from '@shared/story-engine/index.ts';
import type { AgeId } from '@shared/age-bands.ts';
import type { GenreSlug } from '@shared/story-engine/index.ts';

function worldWant(prompt: string, age: AgeId, genre: GenreSlug) {
  const parsed = parseStoryRequest({
    age,
    genre,
    prompt,
    characters: [],
    options: { length: 'standard', person: 'third', style: 'storybook' },
    story_id: '00000000-0000-4000-8000-000000000001',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const { want } = buildStoryWorld(parsed.request);
  return `${want.verb} ${want.thing}`;
}

describe('the want is what the hero wants in the idea, not how they travel or what they already do', () => {
  it.each([
    [
      'Yusuf and his big brother Omar take a little boat to find the island of shiny shells',
      'find island of shiny shells',
    ],
    ['Pia rides her bike to fetch the birthday cake', 'fetch birthday cake'],
    [
      'my son Tobi and his puppy biscuit go to the theme park and ride the big spinny teacups',
      'ride big spinny teacups',
    ],
    ['max goes to the zoo and meets a lion', 'go to zoo'],
    ['nia goes to the dentist and is brave', 'go to dentist'],
    ['Honora runs a potion shop and her cat Grimalkin can talk', 'do well at potion shop'],
    [
      'a robot named K-7 who runs a lemonade stand and learns about profit',
      'do well at lemonade stand',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it("tells a family's thing as the hero's own, never as 'the late grandfather's drum'", () => {
    expect(
      worldWant(
        "Emeka and his two cousins road trip across Nigeria to return their late grandfather's drum",
        'teen',
        'adventure',
      ),
    ).toBe("return his late grandfather's drum");
  });
});

describe("a mystery's want is to find out, return or fix, never about its culprit", () => {
  it.each([
    [
      'A retired detective named June notices the seagulls have been stealing only left shoes',
      'find out the truth about the seagulls',
    ],
    [
      'mystery at summer camp, the prize canoe gets sabotaged and it was the head counselor all along',
      'find out who had done it',
    ],
    [
      'Inspector Ruth investigates a theft at the opera house. The culprit is the understudy.',
      'find out who had done it',
    ],
    ['a stolen brooch on the ferry, and Otis works out the purser did it', 'find brooch'],
  ])('%s', (prompt, want) => {
    expect(worldWant(prompt, 'adult', 'mystery')).toBe(want);
  });
});

describe('a question the idea asks is the want, read as a clause a story can say', () => {
  it.each([
    ['a curious girl named Tess learns how bees make honey', 'find out how bees make honey'],
    ['Teach me how volcanoes erupt through a story about a dragon', 'find out how volcanoes erupt'],
    ['Where does the rain come from?', 'find out where the rain comes from'],
    [
      'Why does the old clock tower chime thirteen times on Thursdays? Matteo wants answers.',
      'find out why the old clock tower chimes thirteen times on Thursdays',
    ],
    [
      'explain how the heart pumps blood round the body as an adventure inside it with Dr Amina',
      'find out how the heart pumps blood round the body',
    ],
    [
      'When Diego’s family loses their restaurant, he learns what it means to start over',
      'find out what it means to start over',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it('leaves a question it cannot tell whole to the rest of the idea', () => {
    expect(wantOf('whats it like to be a white blood cell? a story where Tomás fights germs')).toBe(
      'fight germs',
    );
  });
});
