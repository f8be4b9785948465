// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { mendTypedWords } from '@shared/story-engine/storyteller/idea/mend-typed-words.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('mend-typed-words: the idea’s words as English writes them, by kind of slip', () => {
  it('puts back the apostrophe of a contraction typed without it', () => {
    expect(mendTypedWords('a new girl at school doesnt speak english yet')).toBe(
      "a new girl at school doesn't speak english yet",
    );
    expect(mendTypedWords('she cant go and theyre late, thats fine, im here, whos next')).toBe(
      "she can't go and they're late, that's fine, i'm here, who's next",
    );
    expect(mendTypedWords('a man who hasnt spoken to his sister')).toBe(
      "a man who hasn't spoken to his sister",
    );
  });

  it('reads “its” before “not”, an adverb, an article or a preposition as “it’s”', () => {
    expect(mendTypedWords('its not fair and its really awkward')).toBe(
      "it's not fair and it's really awkward",
    );
    expect(mendTypedWords('turns out its the naughty goat')).toBe(
      "turns out it's the naughty goat",
    );
    // Before what it owns, "its" is an owner's.
    expect(mendTypedWords('the dog wagged its tail and the cat fed its kittens')).toBe(
      'the dog wagged its tail and the cat fed its kittens',
    );
  });

  it('leaves words that only look like a contraction: its, well, shell, want, plant', () => {
    const text = 'its shell is well hidden and they want to plant it';
    expect(mendTypedWords(text)).toBe(text);
  });

  it('spells a plural the way the library inflects its singular', () => {
    expect(mendTypedWords('how do volcanos work')).toBe('how do volcanoes work');
    expect(mendTypedWords('the ponys and the tomatos')).toBe('the ponies and the tomatoes');
    // Plurals already right are left alone.
    expect(mendTypedWords('the pianos and photos of ravens')).toBe(
      'the pianos and photos of ravens',
    );
  });

  // "a cow that steps on everyones toes" was told wanting "the tos": the library reads "to" as
  // the singular of "toes", whose plural it spells "tos".
  it('leaves a plural alone that is its own singular with an "s", whatever the library guesses', () => {
    expect(mendTypedWords('she steps on the toes of the foes with her hoes')).toBe(
      'she steps on the toes of the foes with her hoes',
    );
    expect(mendTypedWords('a cow steps on everyones toes')).toBe("a cow steps on everyone's toes");
    const story = tellWholeStory(
      'a cow that goes to ballet class and steps on everyones toes lol',
      '4-6',
      'silly',
    ).join(' ');
    expect(story).not.toMatch(/\btos\b/);
  });

  it('puts back the apostrophe of a possessive typed without it, and names the owner', () => {
    // A given name the library knows, and one it does not, before the thing and its verb.
    expect(mendTypedWords('zoes blue scooter rolls into the pond')).toBe(
      "Zoe's blue scooter rolls into the pond",
    );
    expect(mendTypedWords('kemals kite got stuck on the roof')).toBe(
      "Kemal's kite got stuck on the roof",
    );
    expect(mendTypedWords('we found ollies old boot on the beach')).toBe(
      "we found Ollie's old boot on the beach",
    );
    // What a child calls a relative is a name; one of the family after "my" or "his" is not.
    expect(mendTypedWords('who took the jam from nanas shelf')).toBe(
      "who took the jam from Nana's shelf",
    );
    expect(mendTypedWords('my brothers scooter has a flat wheel')).toBe(
      "my brother's scooter has a flat wheel",
    );
    expect(mendTypedWords('the cats basket is empty')).toBe("the cat's basket is empty");
    // One whose word says what they are, after "the" or "a"; a listed given name before a thing.
    expect(mendTypedWords('his cat runs off with the postwomans letters')).toBe(
      "his cat runs off with the postwoman's letters",
    );
    expect(mendTypedWords('the heir is a fishermans daughter called Nneka')).toBe(
      "the heir is a fisherman's daughter called Nneka",
    );
    expect(mendTypedWords('someone popped all the balloons at wojteks birthday party')).toBe(
      "someone popped all the balloons at Wojtek's birthday party",
    );
  });

  it('leaves plurals that own nothing: a deed, a kind of thing, a place phrase', () => {
    for (const text of [
      'the foxes howl at the moon',
      'her cousins build a den in the woods',
      'at games night a friend cheats',
      'the sports hall is locked',
      'my glasses case is lost',
      'the twins next door borrow it',
      'his friends Ana and Bo help',
      'on christmas eve the snow falls',
      // A phrasal verb ("wait on"), and a deed whose object opens with "their": before, "his
      // brother's wait" and "his bandmate's retrace", and the brothers and bandmates were lost.
      'Samir and his brothers wait on the roof for the cannon',
      'Kwame and his bandmates retrace their steps',
    ])
      expect(mendTypedWords(text)).toBe(text);
    expect(
      understandIdea(
        'Ramadan in Damascus in the 90s, Samir and his brothers wait on the roof for the cannon that means iftar',
      ),
    ).toMatchObject({ heroName: 'Samir', companions: [{ kind: 'brothers' }] });
    expect(
      understandIdea(
        "The band's demo tape disappears the night before the battle of the bands; Kwame and his bandmates retrace their steps.",
      ).companions,
    ).toMatchObject([{ kind: 'bandmates' }]);
  });

  it('reads an idea typed all in capitals as typed in lower case, its names then mended', () => {
    expect(mendTypedWords('INES AND HER DOG SAIL OUT IN A STORM')).toBe(
      'Ines and her dog sail out in a storm',
    );
    const idea = understandIdea(
      'INES AND HER DOG SAIL OUT IN A STORM TO FIND THE LIGHTHOUSE KEEPER',
    );
    expect(idea.heroName).toBe('Ines');
    expect(idea.companions.map((companion) => companion.name ?? companion.kind)).toEqual(['dog']);
    // A shouted name, before what it does, is a name; an initialism and emphasis stay as typed.
    expect(mendTypedWords('all the shoes start dancing and ADUNNI has to catch them')).toBe(
      'all the shoes start dancing and Adunni has to catch them',
    );
    expect(mendTypedWords('For my students (ESL adults): a story about Rosa')).toBe(
      'For my students (ESL adults): a story about Rosa',
    );
    // A shouted word or two is the idea's own emphasis.
    expect(mendTypedWords('SNOW DAY!! Kai and his snowman go sledging')).toBe(
      'SNOW DAY!! Kai and his snowman go sledging',
    );
  });

  it('capitalises a day, a month, a place and a people typed in lower case', () => {
    expect(mendTypedWords('every friday in march they march to tokyo')).toBe(
      'every Friday in March they march to Tokyo',
    );
    expect(mendTypedWords('a server farm in iceland, and we may go')).toBe(
      'a server farm in Iceland, and we may go',
    );
    // A people told in the plural: before, "the ancient greeks" was copied into the story 25 times.
    expect(mendTypedWords('how did the ancient greeks and the egyptians build')).toBe(
      'how did the ancient Greeks and the Egyptians build',
    );
  });

  // Told as "One morning the monasteries oldest manuscript were gone from the addis ababa."
  it('capitalises a place of several words the library files as one', () => {
    expect(
      mendTypedWords('a detective story in addis ababa where the manuscript goes missing'),
    ).toBe('a detective story in Addis Ababa where the manuscript goes missing');
    expect(mendTypedWords('a pigeon in new york and a kite festival in kuala lumpur')).toBe(
      'a pigeon in New York and a kite festival in Kuala Lumpur',
    );
    expect(mendTypedWords('a story set in rio de janeiro')).toBe('a story set in Rio de Janeiro');
    expect(mendTypedWords('a beekeeper in the welsh hills')).toBe('a beekeeper in the Welsh hills');
    expect(mendTypedWords('we went to the long beach')).toBe('we went to the long beach');
    const story = tellWholeStory(
      'tomas and his abuela take the bus into buenos aires to buy empanadas at the market',
      '4-6',
      'adventure',
    ).join(' ');
    expect(story).toMatch(/\bBuenos\sAires\b/);
    expect(story).not.toMatch(/\bbuenos\saires\b/);
  });

  it('writes out a spoken form as the words the library reads in it', () => {
    expect(mendTypedWords('Priya and Oliver are gonna hide after school')).toBe(
      'Priya and Oliver are going to hide after school',
    );
    expect(mendTypedWords('we gotta find alot of shells, story plz')).toBe(
      'we have got to find a lot of shells, story please',
    );
    // The verb agrees with the one who says it.
    expect(mendTypedWords('she wanna be a vet and he dunno why')).toBe(
      'she wants to be a vet and he does not know why',
    );
    expect(mendTypedWords('they wanna fly')).toBe('they want to fly');
  });

  it('leaves a word English writes whole, and a noun after an article', () => {
    for (const text of ['she cannot swim', 'a dun pony called Biscuit', 'the tide is going out'])
      expect(mendTypedWords(text)).toBe(text);
  });

  it('keeps what the writer capitalised and every space and mark between the words', () => {
    const text = 'Ruby helps at the bakery on Saturdays!  The Frozen Wastes, "Storm" …';
    expect(mendTypedWords(text)).toBe(text);
  });

  it('never copies the typed slip into the story', () => {
    const story = tellWholeStory(
      'a new girl at school doesnt speak english yet and Finn really wants to be her friend',
      '7-9',
      'values',
    ).join(' ');
    expect(story).not.toMatch(/\bdoesnt\b/);
    const volcanoes = tellWholeStory(
      'how do volcanos work, told by a little rock called Pebble who lives inside one',
      '7-9',
      'educational',
    ).join(' ');
    expect(volcanoes).not.toMatch(/\bvolcanos\b/);
    expect(volcanoes).not.toMatch(/told by a little rock/);
    const hiding = tellWholeStory(
      'someone keeps eating the class hamster food and Priya and her friend Oliver are gonna hide in the classroom and find out who it is',
      '7-9',
      'mystery',
    ).join(' ');
    expect(hiding).not.toMatch(/\bgonna\b| {2}/);
  });
});

describe('a little word typed in capitals is said louder, and names no one', () => {
  it.each([
    ['ends up with the fire brigade AND a goose in the kitchen', 'the fire brigade and a goose'],
    ['Lucía and her robot best friend BOLT fix the lift', 'best friend BOLT'],
  ])('%s', (typed, mended) => {
    expect(mendTypedWords(typed)).toContain(mended);
  });

  it('never brings “AND” along as a companion', () => {
    const story = tellWholeStory(
      "something daft for my wife's 40th about a man called Sunil who tries to bake her a surprise cake and ends up with the fire brigade AND a goose in the kitchen",
      'adult',
      'silly',
    ).join(' ');
    expect(story).toContain('Sunil');
    expect(story).not.toMatch(/\bAND\b/);
  });
});

describe('a relative’s thing after "behind" or "under", and words children misspell', () => {
  it('reads "behind grandmas bookshelf" as Grandma’s, though the library calls "behind" describing', () => {
    expect(mendTypedWords('a secret door behind grandmas bookshelf')).toBe(
      "a secret door behind Grandma's bookshelf",
    );
  });

  it('spells "freind" and "swiming" as a story writes them', () => {
    expect(mendTypedWords('her best freind Lily goes swiming')).toBe(
      'her best friend Lily goes swimming',
    );
    const told = tellWholeStory(
      'Noor and her cousin Yusuf and her best freind Lily find a secret door behind grandmas bookshelf',
      '7-9',
      'adventure',
    ).join(' ');
    expect(told).toContain("Grandma's bookshelf");
    expect(told).not.toMatch(/freind|grandmas bookshelf/);
  });
});

describe('a name typed in capitals after what its person does', () => {
  it('reads "BUILDER ANGUS AND HIS DIGGER" as builder Angus, the hero', () => {
    const prompt =
      'WHO ATE ALL THE SANDWICHES AT THE BUILDING SITE? BUILDER ANGUS AND HIS DIGGER MUST FIND OUT. IT WAS THE SEAGULLS';
    expect(mendTypedWords(prompt)).toContain('builder Angus and his digger');
    expect(understandIdea(prompt)).toMatchObject({ heroName: 'Angus', heroKind: 'builder' });
  });
});

describe('a contraction after a title or what a child calls a relative', () => {
  it('is the contraction, never a name: "their nan doesnt know", "a captain whos sick"', () => {
    expect(mendTypedWords('their nan doesnt know theyve gone')).toBe(
      "their nan doesn't know they've gone",
    );
    expect(mendTypedWords('a mercenary captain whos sick of fighting')).toBe(
      "a mercenary captain who's sick of fighting",
    );
    expect(
      understandIdea(
        'marcus and his little brother find a map and their nan doesnt know',
      ).companions.map(({ name, kind }) => name ?? kind),
    ).not.toContain('Nan Doesnt');
  });
});
