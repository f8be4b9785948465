// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('companions as families type them: every phrasing, every origin of name, any case', () => {
  it.each([
    // A name the tagger does not know, opening the idea beside a possessive companion.
    [
      'Linh and her pet hamster Mochi shrink down and explore inside a flower',
      'Linh',
      { name: 'Mochi', kind: 'pet hamster' },
    ],
    // Lower case, and a pet's name typed in lower case after the pet.
    [
      'lily and her puppy biscuit go to the beach to find shells',
      'Lily',
      { name: 'Biscuit', kind: 'puppy' },
    ],
    // A pet's lower-case name before "who", which the tagger reads as a verb.
    [
      'bedtime story for aoife and her kitten biscuit who cant sleep on the big ferry',
      'Aoife',
      { name: 'Biscuit', kind: 'kitten' },
    ],
    // A lower-case name no lexicon knows, before what the pair is doing.
    [
      'story about my little sister amara and her kitten mochi looking for the moon',
      'Amara',
      { name: 'Mochi', kind: 'kitten' },
    ],
    // A lower-case name the tagger could read as the pair's verb, before their real verb.
    [
      'space story where ximena and her robot dog zip fix a broken moon base',
      'Ximena',
      { name: 'Zip', kind: 'robot dog' },
    ],
    // What a child calls a relative, typed in lower case before the relative's name.
    [
      'Layla counts the stars with grandpa Yusuf on a camping trip',
      'Layla',
      { name: 'Grandpa Yusuf', kind: null },
    ],
    // What talks is someone, whatever it is.
    [
      'how do volcanoes work?? with Priya and a talking rock',
      'Priya',
      { name: null, kind: 'talking rock' },
    ],
    // A family's many, told by a plural a list of groups knows.
    [
      'epic fantasy: Andrés leads his younger siblings across a cursed desert kingdom',
      'Andrés',
      { name: null, kind: 'siblings' },
    ],
    // What only someone does is no name; what talks is someone.
    [
      'Ingrid finds a magic shell on the beach that makes her cat talk',
      'Ingrid',
      { name: null, kind: 'cat' },
    ],
    [
      'SNOW DAY!! Kai and his talking snowman go sledging down the big hill',
      'Kai',
      { name: null, kind: 'talking snowman' },
    ],
    // Who a friend is, told after "is"; a general at a queen's side.
    [
      'a dragon whos scared of the dark and his best friend is a moth',
      null,
      { name: null, kind: 'moth' },
    ],
    [
      'Queen Malia of the island kingdoms sails with her old general to stop the volcano god waking',
      'Queen Malia',
      { name: null, kind: 'general' },
    ],
    // After a thing's pronoun, "her only ally" told after "is" is the hero's.
    [
      'the heir to the sea throne is a fishermans daughter called Nneka who never wanted it and her only ally is a disgraced knight',
      'Nneka',
      { name: null, kind: 'knight' },
    ],
    // After "the", one of us is who the ally is.
    [
      'An old queen, Tamar, comes back when the lords break the peace, and her only ally is the general who exiled her',
      'Tamar',
      { name: null, kind: 'general' },
    ],
    // Hyphenated names are one name each.
    [
      'Jae-won and his twin sister Min-ji build a rocket out of cardboard boxes',
      'Jae-won',
      { name: 'Min-ji', kind: 'twin sister' },
    ],
    // A relative with no name, and a name with no title.
    [
      'Ifeoluwa and her grandma make jollof rice for the whole street party',
      'Ifeoluwa',
      { name: null, kind: 'grandma' },
    ],
    // An acronym in the kind, and the hero the one the companion comes with, not an earlier place.
    [
      'How would a kid survive on Mars? Story about Leila and her AI dog Pixel',
      'Leila',
      { name: 'Pixel', kind: 'AI dog' },
    ],
    // A word the tagger reads as a month, after a kind it reads as an adjective.
    [
      'Farhan and his rival Jun are stuck together on a space station',
      'Farhan',
      { name: 'Jun', kind: 'rival' },
    ],
    // A title word as a pet's name.
    [
      'A retired lighthouse keeper named Bartholomew and his parrot Captain befriend a lonely whale.',
      'Bartholomew',
      { name: 'Captain', kind: 'parrot' },
    ],
    // The idea's own article, and a name set apart by a comma.
    [
      'Ben and the new girl Oksana, who does not speak English yet, become best friends',
      'Ben',
      { name: 'Oksana', kind: 'girl', article: 'the' },
    ],
    [
      'kai learns to share his crayons with the new boy at preschool, Mateo',
      'Kai',
      { name: 'Mateo', kind: 'boy' },
    ],
    // Someone with no name, made someone by what they do.
    [
      'Mei-Ling and the dragon who loved dumplings',
      'Mei-Ling',
      { name: null, kind: 'dragon', clause: 'who loved dumplings' },
    ],
    [
      'Juan Pablo and the soccer ball that could talk',
      'Juan Pablo',
      { name: null, kind: 'soccer ball' },
    ],
    // The narrator's friend.
    ['my freind Sofía and me find a treasure map in the attic', null, { name: 'Sofía' }],
  ])('“%s”: the hero is %s, and the companion comes with them', (prompt, hero, companion) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.companions[0]).toMatchObject(companion);
  });

  it('finds every companion of a group, and the hero is the one they come with', () => {
    const idea = understandIdea(
      'Baraka must carry the last seed across the Ash Mountains with his friend Zuri and a talking hawk called Kito',
    );
    expect(idea.heroName).toBe('Baraka');
    expect(idea.companions.map((companion) => companion.name)).toEqual(['Zuri', 'Kito']);
    const kids = understandIdea(
      'my kids Ezra and Talia and their dog Waffles explore the tide pools',
    );
    expect(kids.heroName).toBe('Ezra');
    expect(kids.companions.map((companion) => companion.name)).toEqual(['Talia', 'Waffles']);
  });

  it('takes no thing for a companion: a balloon that floats is not someone', () => {
    expect(
      understandIdea('Noor and the magic balloon that floats all the way to the moon').companions,
    ).toEqual([]);
    expect(understandIdea('Makena and the three lost fox cubs').heroName).toBe('Makena');
  });

  it('reads the want from the hero, not from what a companion does or a verb’s particle', () => {
    expect(understandIdea('Mei-Ling and the dragon who loved dumplings').want).toBeNull();
    expect(
      understandIdea('Zoë and her toy robot Bolt clean up all the toys before dinner').want,
    ).toMatchObject({ verb: 'clean up', thing: 'toys' });
    expect(
      understandIdea('Somebody has been eating all the cookies in the kitchen').culprit,
    ).toMatchObject({ thing: 'cookies', noun: 'cookies' });
  });
});

describe('companions the hero brings, told by pronoun', () => {
  it('takes "he and his friends" as the hero with his friends, who act with him', () => {
    const idea = understandIdea(
      'my nephew Idris loves maps, write a story where he and his cousins have to find the old lighthouse key',
    );
    expect(idea.heroName).toBe('Idris');
    expect(idea.companions.map((companion) => companion.kind)).toEqual(['cousins']);
    expect(idea.want).toMatchObject({ verb: 'find', noun: 'key' });
  });
});

describe('two of the hero’s own, under one possessive', () => {
  it('takes "with his mum and little sister" as both, met together', () => {
    const prompt =
      'in 2150 the coast floods and Ahmed has to start over in a floating city with his mum and little sister';
    expect(understandIdea(prompt).companions.map((companion) => companion.kind)).toEqual([
      'mum',
      'sister',
    ]);
    const [first] = tellWholeStory(prompt, 'teen', 'sci-fi');
    expect(first).toMatch(/His mum and his little sister/);
  });
});

describe('one who helps the hero comes along, whoever leads', () => {
  it('takes "and a dragon who helps him be brave" as the knight’s companion, met in the past tense', () => {
    const prompt = 'a knight who is scared of horses and a dragon who helps him be brave';
    expect(understandIdea(prompt).companions.map((companion) => companion.kind)).toEqual([
      'dragon',
    ]);
    const parts = tellWholeStory(prompt, '7-9', 'epic-fantasy');
    expect(parts.filter((part) => /\bdragon\b/.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/who helps him/);
  });
});

describe('what a companion is doing is no part of who they are', () => {
  it.each([
    ['can it be about me and my brother camping in the mountains and we find a cave', 'brother'],
    ['a story about my lola climbing kilimanjaro at 75', null],
  ])('%s', (prompt, kind) => {
    const kinds = understandIdea(prompt).companions.map((companion) => companion.kind);
    expect(kinds.every((told) => !/ing\b/.test(told ?? ''))).toBe(true);
    if (kind) expect(kinds).toContain(kind);
  });
});

describe('where the narrator is, named before "and we", is no one', () => {
  it('keeps Wales a place', () => {
    const names = understandIdea(
      'me and my brother camping in the mountains in Wales and we go exploring',
    ).companions.map((companion) => companion.name);
    expect(names).not.toContain('Wales');
  });
});

describe('a helper is what a companion is, never its name', () => {
  it('tells the robot helper as one', () => {
    const idea = understandIdea('emre and his robot helper tidy up the toys');
    expect(idea.companions.map(({ name, kind }) => [name, kind])).toEqual([[null, 'robot helper']]);
  });
});

describe('two creatures named bare by their kind, acting together', () => {
  // A brave little monkey was invented, and the bunny never appeared.
  it('brings the bunny along with teddy', () => {
    const prompt = 'teddy and bunny go camping in the back garden';
    expect(understandIdea(prompt).companions.map((companion) => companion.kind)).toEqual(['bunny']);
    const parts = tellWholeStory(prompt, '4-6', 'adventure');
    expect(parts.filter((part) => /\bbunny\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/monkey/);
  });

  it('keeps two named creatures as named: "Bear and Duck wake up"', () => {
    expect(
      understandIdea('Bear and Duck wake up and the shiny moon is gone').companions,
    ).toMatchObject([{ name: 'Duck' }]);
  });
});

describe('an animal a child calls a friend is called by its kind, as Mole and Ratty are', () => {
  it.each([
    [
      'a sleepy hedgehog cant find his blankie in the forest and his friend mole helps him look',
      'Mole',
    ],
    [
      'Tobi the tortoise wants to win the race at sports day but his friend hare is sooo fast',
      'Hare',
    ],
  ])('%s', (prompt, friend) => {
    expect(understandIdea(prompt).companions.map(({ name }) => name)).toEqual([friend]);
    const told = tellWholeStory(prompt, '4-6', 'bedtime').join(' ');
    expect(told).toContain(friend);
    expect(told).not.toMatch(/friend (mole|hare)\b/);
  });

  it('keeps a friend who is a dog a dog', () => {
    expect(
      understandIdea('Tom and his best friend dog go fishing').companions.map(({ name }) => name),
    ).not.toContain('Dog');
  });
});
