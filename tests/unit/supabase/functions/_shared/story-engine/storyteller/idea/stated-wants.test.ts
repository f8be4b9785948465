// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

const wantOf = (prompt: string) => {
  const want = understandIdea(prompt).want;
  return want ? `${want.verb} | ${want.thing}` : null;
};

describe('what the idea says the hero wants, and what they go for', () => {
  it.each([
    // What the hero is said to want outweighs what they first do.
    [
      'a shy hedgehog lives under the strawberries in my grans garden and he really wants a friend pls',
      'make | friend',
    ],
    [
      'in 2099 Thabo races hover bikes with his robot co-pilot Rusty and wants to beat the champion',
      'beat | champion',
    ],
    // A stated want with no thing of its own leaves the culprit's deed to find out.
    [
      'someone keeps moving the cones at the skate park every night. Dara wants to catch them but it turns out its an old man fixing the ramps',
      'find out | who had moved the cones at the skate park every night',
    ],
    // The story asked about is what he does, though the tagger reads "building" as a noun.
    [
      'my son tanyi is 8 and loves football and robots. can you write about him building a robot goalkeeper for his team',
      'build | robot goalkeeper',
    ],
    // How they go is not what they go for, whichever way they head.
    [
      'Santino and his best mate Lautaro take the train south through Patagonia to find the glacier in their grandads old photo',
      'find | glacier',
    ],
    // "all" opens what vanished; the space station is where.
    [
      'on the space station all the tomatoes in the greenhouse disappeared overnight and cadet Ines has to work out what happened',
      'find | tomatoes',
    ],
    // A break is taken, never found.
    [
      'a night nurse takes her break on the hospital rooftop and sees a light fall into the river',
      'see | light fall',
    ],
    // Whose old sewing tin it is: the tagger read the "'s" as "is".
    [
      'Yasmin finds her jaddahs old sewing tin and every button inside is a tiny door',
      "find | jaddah's old sewing tin",
    ],
    // Everyone's homework takes no article of its own.
    ['goat eats everyones homework lol', "eat | everyone's homework"],
    // The word that says where belongs to the deed.
    [
      'mia and her kitten go up in a hot air balloon and float over the whole farm',
      'float over | the whole farm',
    ],
  ])('“%s” wants: %s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it('a night nurse is a nurse, not someone called Nurse, and her break is no theft', () => {
    const idea = understandIdea(
      'a night nurse takes her break on the hospital rooftop and sees a light fall into the river',
    );
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).toBe('nurse');
    expect(idea.culprit).toBeNull();
  });

  it.each<[string, AgeId, GenreSlug, string, string]>([
    [
      'Santino and his best mate Lautaro take the train south through Patagonia to find the glacier in their grandads old photo',
      'teen',
      'adventure',
      'find the glacier',
      'find the train',
    ],
    [
      'mystery on a ferry to Victoria, someone’s violin goes missing, main character is Ji-ho',
      'teen',
      'mystery',
      "someone's violin",
      "the someone's",
    ],
    [
      'mia and her kitten go up in a hot air balloon and float over the whole farm',
      '4-6',
      'adventure',
      'to float over the farm',
      'float the farm',
    ],
    [
      'a giant who lives under the football pitch and sneezes',
      '7-9',
      'silly',
      'live under the football pitch',
      'the under',
    ],
  ])('“%s” (%s, %s) tells “%s”, never “%s”', (prompt, age, genre, told, never) => {
    const story = tellWholeStory(prompt, age, genre).join(' ');
    expect(story).toContain(told);
    expect(story).not.toContain(never);
  });
});

describe('a mystery tells its deed once, with the owners’ apostrophe', () => {
  it('tells what was done where the mystery opens, and never again in the same part', () => {
    for (const id of ['000000000029', '000000000c9d', '000000003f29']) {
      const [opening] = tellStoryAlongChoices({
        age: '7-9',
        genre: 'mystery',
        parts: 2,
        request: {
          prompt:
            'on our school trip to the castle someone swapped all the knights helmets around. Farida and her best friend Sol find out who',
          characters: [],
          story_id: `00000000-0000-4000-8000-${id}`,
        },
      }).map((segment) => segment.segment_text);
      expect(opening).toContain("knights' helmets");
      expect(opening?.match(/swapped/g)).toHaveLength(1);
      expect(opening).toContain('find out who had done it');
    }
  });

  it('outside a mystery, what was done is still told before who did it is asked', () => {
    const [opening] = tellStoryAlongChoices({
      age: '4-6',
      genre: 'bedtime',
      parts: 2,
      request: {
        prompt: 'a magic paintbrush paints stars on the ceiling so Aarati can go to sleep',
        characters: [],
        story_id: '00000000-0000-4000-8000-0000000059e7',
      },
    }).map((segment) => segment.segment_text);
    expect(opening).toContain('Someone had painted stars');
    expect(opening).toContain('find out who');
  });
});

describe('"the only way … is to" says what the hero sets out to do', () => {
  const prompt =
    'teenage thief Nils gets caught stealing the crown and the only way to stay out of prison is to guide the princess across the frozen wastes to her exiled mother';

  it('guides the princess to her mother, never steals the crown', () => {
    const idea = understandIdea(prompt);
    expect(idea.want).toMatchObject({ verb: 'guide the princess to', thing: 'her exiled mother' });
    expect(idea.companions.map(({ kind }) => kind)).toEqual(['princess']);
  });

  it('tells the princess along and the mother at the journey’s end', () => {
    const first = tellWholeStory(prompt, 'teen', 'epic-fantasy')[0] ?? '';
    expect(first).toMatch(/guide the princess to her exiled mother/);
    expect(first).not.toMatch(/steal the crown|accompanied by his exiled mother/);
  });
});

describe('where someone else is, is no thing to find with its preposition', () => {
  it.each([
    [
      'a troll lives under the bridge and wont let anyone cross. Femi has to get his three goats across to market',
      '7-9',
      'epic-fantasy',
    ],
    [
      'a bedtime story for grown-ups who cant sleep. a canal at night, a narrowboat moored under the willows, Elspeth making tea',
      'adult',
      'bedtime',
    ],
  ] as const)('%s', (prompt, age, genre) => {
    expect(understandIdea(prompt).want?.thing).not.toMatch(/^(under|behind|beneath)\b/);
    expect(tellWholeStory(prompt, age, genre).join(' ')).not.toMatch(/\bthe (under|behind)\b/);
  });
});
