// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStoryTitle, understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('understandIdea (the storyteller reading a child’s idea)', () => {
  it.each([
    [
      'A brave girl named Zora looks for her lost kite on a windy hill',
      'Zora',
      'girl',
      'she',
      'kite',
      'windy hill',
    ],
    [
      'An otter called Pip wants to find the way home to the river',
      'Pip',
      'otter',
      null,
      'way',
      'river',
    ],
    [
      'Milo the puppy has lost his favourite red ball in the park',
      'Milo',
      'puppy',
      'he',
      'ball',
      'park',
    ],
    [
      'Captain Juno must repair her broken spaceship before the asteroid storm arrives',
      'Captain Juno',
      'captain',
      'she',
      'spaceship',
      null,
    ],
    [
      'Ravi found a wallet full of money on the bus and has to decide what to do',
      'Ravi',
      null,
      // Nothing in the idea says; "Ravi" is a name families give to boys.
      'he',
      'wallet',
      'bus',
    ],
    [
      'Someone took the lantern from the lighthouse on the rocky coast',
      null,
      null,
      null,
      'lantern',
      'lighthouse',
    ],
    [
      'The bakery’s secret recipe book has vanished and Oscar wants it back',
      'Oscar',
      null,
      'he',
      'book',
      null,
    ],
  ])('reads “%s”', (prompt, name, kind, pronoun, wantNoun, place) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(name);
    expect(idea.heroKind).toBe(kind);
    expect(idea.pronoun).toBe(pronoun);
    expect(idea.want?.noun).toBe(wantNoun);
    expect(idea.place).toBe(place);
  });

  it('keeps a title with the name, and the hero’s describing words as traits', () => {
    expect(
      understandIdea('Someone stole the golden trophy and Detective Ada must find it'),
    ).toMatchObject({
      heroName: 'Detective Ada',
      heroTitle: 'Detective',
      want: { verb: 'find', thing: 'golden trophy' },
    });
    expect(understandIdea('A brave girl named Zora looks for her lost kite').heroTraits).toEqual([
      'brave',
    ]);
  });

  it('turns a question into the thing the hero wants to find out', () => {
    expect(understandIdea('Hazel wants to learn how bees make honey').want).toMatchObject({
      verb: 'find out',
      thing: 'how bees make honey',
      question: true,
    });
    expect(
      understandIdea('Why do leaves change colour in autumn? Nia wants to know').want?.thing,
    ).toBe('why leaves change colour in autumn');
  });

  it('finds what a dreamer wants to do and what escaped', () => {
    expect(
      understandIdea('A little robot named Bolt dreams of flying to the moon in a cardboard rocket')
        .want,
    ).toMatchObject({ verb: 'fly to', noun: 'moon' });
    expect(
      understandIdea('Grandpa’s false teeth escape and run around the town').want,
    ).toMatchObject({ thing: 'false teeth', noun: 'teeth' });
  });
});

describe('createStoryTitle', () => {
  it('names the hero and what they want, or the mystery', () => {
    expect(
      createStoryTitle({
        prompt: 'A brave girl named Zora looks for her lost kite on a windy hill',
        genre: 'adventure',
      }),
    ).toBe('Zora and the Lost Kite');
    expect(
      createStoryTitle({
        prompt: 'Someone stole the golden trophy from the school hall',
        genre: 'mystery',
      }),
    ).toBe('The Mystery of the Golden Trophy');
    expect(
      createStoryTitle({
        prompt: 'Hazel wants to learn how bees make honey',
        genre: 'educational',
      }),
    ).toBe('How Bees Make Honey');
  });

  it('prefers the picked character, falls back to the genre, and never cuts a word', () => {
    expect(
      createStoryTitle({
        prompt: 'A girl who finds a map in her attic',
        genre: 'adventure',
        characters: [{ name: 'Maya', role: 'protagonist' }],
      }),
    ).toBe('Maya and the Map');
    expect(
      createStoryTitle({
        prompt: '',
        genre: 'mystery',
        characters: [{ name: 'Ada', role: 'protagonist' }],
      }),
    ).toBe('Ada’s Mystery & Detective Story');
    expect(createStoryTitle({ prompt: '', genre: 'sci-fi' })).toBe(
      'A New Science Fiction & Space Story',
    );
    const long = createStoryTitle({
      prompt:
        'Seventeen extraordinarily talkative hedgehogs rehearse operatic melodies underneath gigantic mushrooms',
      genre: 'silly',
    });
    expect(long.length).toBeLessThanOrEqual(60);
    for (const word of long
      .replace('…', '')
      .split(' ')
      .filter((word) => !/^(the|and)$/i.test(word)))
      expect(
        'Seventeen extraordinarily talkative hedgehogs rehearse operatic melodies underneath gigantic mushrooms'.toLowerCase(),
      ).toContain(word.toLowerCase());
  });
});
