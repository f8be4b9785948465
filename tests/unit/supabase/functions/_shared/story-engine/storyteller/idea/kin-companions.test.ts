// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { SETTING_WORDS } from '@shared/story-engine/storyteller/setting-words.ts';
import { YOUNG_SETTING_WORDS } from '@shared/story-engine/storyteller/young-setting-words.ts';
import type { AgeId } from '@shared/age-bands.ts';
import type { GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const companionsOf = (prompt: string) =>
  understandIdea(prompt).companions.map(({ name, kind }) => name ?? kind);

/** The companions a genre invents, as a story names them once met: "giggling goat". */
const INVENTED = [
  ...Object.values(SETTING_WORDS).flatMap((words) => words.companions),
  ...Object.values(YOUNG_SETTING_WORDS).flatMap((words) => words?.companions ?? []),
].map((companion) => companion.replace(/^(a|an) /, ''));

describe('the family or the pet an idea is about comes along when it names no one else', () => {
  it.each([
    ["Who took the cookies from Grandma Rosa's jar? Little Ezra wants to find out", 'Grandma Rosa'],
    ["Kaito works late shifts at his uncle's ramen shop and gets to know the regulars", 'uncle'],
    ["Ximena's grandmother joins her dance crew and gets more followers than her", 'grandmother'],
    ['Rahul takes a month off work to look after his ageing father', 'father'],
    [
      "Siobhan's red wellies have gone missing from the back door! Granny helps her look.",
      'Granny',
    ],
    [
      'Grace’s family adopts a rescue greyhound called Flash and he is scared of everything',
      'Flash',
    ],
    ['Kwame is its librarian and his only crew is a robot called Lint', 'Lint'],
    ['my brother ate a magic jellybean and now he is tiny, my name is Daniyal', 'brother'],
    [
      'Nasrin has to choose between the big party and helping her little brother with his science project',
      'brother',
    ],
    // Whose place the hero is at, typed with no apostrophe, or read by the tagger as "is".
    ['first sleepover at abuelas house, my girl valentina is 5 and a bit nervous', 'Abuela'],
    ['sleepover at jaddahs flat up in the tower block, Layla cant sleep', 'Jaddah'],
    // What a child calls a relative, in lower case, before what they do.
    ['dadi tells Kabir a story about the night the monsoon came early', 'Dadi'],
    ['anika cant play in the netball match but dadi says she can still help the team', 'Dadi'],
    // The hero's own pet, named with an "'s"; one who hides a thing is not hidden.
    ["kai's cat can talk but only in rhymes and only to him", 'cat'],
    [
      "Dina's teta hid a tiny key in a jar of olive oil and Dina has to work out what it opens",
      'teta',
    ],
    // One of the family who does something to the hero is there; the culprit's means is no one.
    [
      'teen boy Arjun gets dragged by his nani to her birdwatching club, someone cheated in the rare bird count with a stuffed owl',
      'nani',
    ],
    // A grandfather as Australian and New Zealand children call him.
    ['kai and his pop go camping in the bush and hear a kookaburra laughing at nite', 'pop'],
  ])('%s', (prompt, companion) => {
    expect(companionsOf(prompt)).toEqual([companion]);
  });

  it.each([
    // A thing of a relative's is not the relative ("his uncle's old bicycle"); a place of theirs is.
    "Ravi fixes a go-kart out of his uncle's old bicycle and wins the race",
    // The one the story looks for does not go along.
    "All the clocks in Ashford stopped the night Ellie's brother disappeared",
    // Whose friend the hero wants to become, and who the story is read to, are in no part of it.
    'a new girl at school doesnt speak english yet and Finn really wants to be her friend',
    'a cozy story I can read to my partner about an old couple who run a bookshop',
    // What the hero is, and what was done before the story, bring no one.
    'a tired dad called Reggie falls asleep on the night bus',
    'my teddy is missing!! Kofi looks everywhere and mummy washed him',
    // The pet that hides is looked for, not brought along.
    "Amina's kitten hides at bedtime and amina looks in the bath",
  ])('takes no one along from "%s"', (prompt) => {
    expect(companionsOf(prompt)).toEqual([]);
  });

  it.each<[string, AgeId, GenreSlug, RegExp]>([
    [
      "Ximena's grandmother joins her dance crew and gets more followers than her",
      'teen',
      'silly',
      /\bgrandmother\b/,
    ],
    [
      'Rahul takes a month off work to look after his ageing father and learns to slow down',
      'adult',
      'values',
      /\bfather\b/,
    ],
    [
      "Who took the cookies from Grandma Rosa's jar? Little Ezra wants to find out, and it was the cat all along.",
      '4-6',
      'mystery',
      /\bGrandma Rosa\b/,
    ],
  ])('keeps them in four of six parts, with no invented friend: %s', (prompt, age, genre, who) => {
    const parts = tellWholeStory(prompt, age, genre);
    expect(parts.filter((part) => who.test(part)).length).toBeGreaterThanOrEqual(4);
    const story = parts.join(' ').toLowerCase();
    expect(INVENTED.filter((companion) => story.includes(companion))).toEqual([]);
  });
});

describe('the people a hero meets on the way are strangers, never a best friend from nowhere', () => {
  it('tells no "best friend" the idea did not name', () => {
    const beings = [
      ...Object.values(SETTING_WORDS).flatMap((words) => words.beings),
      ...Object.values(YOUNG_SETTING_WORDS).flatMap((words) => words?.beings ?? []),
    ].map((being) => being.object);
    expect(
      beings.filter((being) => INVENTED.some((companion) => being.endsWith(companion))),
    ).toEqual([]);
  });
});

describe("a grandparent, a parent or a yak in the family's own word comes along", () => {
  it.each([
    ['Siobhan and her grandda take the fishing boat out to an island', 'grandda'],
    ['how do bakers make bread rise? Mehmet helps his baba in the bakery before school', 'baba'],
    ['Kamau goes on safari with his shosho and they lose the map', 'shosho'],
    ['Pasang and his yak climb the tallest mountain in nepal', 'yak'],
    ['Noa lights the candles with her savta in jerusalem', 'savta'],
    ['Priya and her amma make a kite for the festival', 'amma'],
    ['how does a lighthouse work and why does it flash? with ellie and her grampa', 'grampa'],
    ['farid and his baba have to climb up to the mountain hut before the storm', 'baba'],
  ])('%s', (prompt, companion) => {
    expect(companionsOf(prompt)).toEqual([companion]);
  });

  it('keeps a baba who helps in the bakery beside the hero in four of six parts', () => {
    const parts = tellWholeStory(
      'how do bakers make bread rise? Mehmet helps his baba in the bakery before school',
      '7-9',
      'educational',
    );
    expect(parts.filter((part) => /\bbaba\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/talking notebook/);
  });
});

describe('a relative typed in lower case beside the hero, with no "her" or "his"', () => {
  it.each([
    ['freddie and grandad build a snowman', 'Freddie', 'Grandad'],
    ['hosea and gran on the island ferry when the fog rolls in', 'Hosea', 'Gran'],
    ['Priya and mum bake a cake for the fete', 'Priya', 'Mum'],
  ])('%s', (prompt, hero, companion) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(companionsOf(prompt)).toEqual([companion]);
  });

  it('reads no companion from a thing beside a relative, nor makes "she" a hero', () => {
    expect(companionsOf('cookies and milk for nana')).toEqual([]);
    expect(understandIdea('she and gran go fishing').heroName).not.toBe('She');
  });
});

describe('a companion described by what they cannot do', () => {
  it('is told with "can\'t" as one word, never a double space', () => {
    const idea = understandIdea(
      'bedtime story about a sleepy dinosaur at the museum and his mouse friend who cant find their bed',
    );
    expect(idea.companions[0]?.clause).toBe("who can't find their bed");
  });
});

describe("the family's pet, named in a later clause", () => {
  it('comes along with a named hero: "while our cat supervises"', () => {
    expect(companionsOf('Maya bakes a cake for grandma while our cat supervises')).toEqual(['cat']);
  });

  it('is still the hero where the idea names no one else: "our cat wants to be a chef"', () => {
    expect(companionsOf('our cat wants to be a chef')).toEqual([]);
    expect(understandIdea('our dog Biscuit wants to fly').heroName).toBe('Biscuit');
  });
});

describe('a companion the idea names twice, or describes with both of them', () => {
  it('is one grandma, never "her grandma and her grandma"', () => {
    const prompt =
      'a girl in kingston called Shanice, her grandma runs a hair salon and someone keeps sliding notes under the door at night. she and her grandma work out who';
    expect(companionsOf(prompt)).toEqual(['grandma']);
    expect(tellWholeStory(prompt, 'teen', 'mystery').join(' ')).not.toMatch(
      /Grandma and Grandma|grandma and her grandma/i,
    );
  });

  it('tells no clause cut short or told of both: "her baby goat", never "who lose a shoe at the"', () => {
    const prompt = 'a story about awa and her baby goat who lose a shoe at the harvest festival';
    expect(understandIdea(prompt).companions[0]?.clause ?? null).toBeNull();
    expect(tellWholeStory(prompt, '4-6', 'adventure').join(' ')).not.toMatch(
      /at the came|who lose/,
    );
  });
});

describe("a companion's name typed in lower case after what they are", () => {
  it.each([
    ['rosa and her best friend lupe at the library sleepover', 'Lupe'],
    ['astrid and her sister ingrid ski across the glacier to the research hut', 'Ingrid'],
    // The pair's verb, which the tagger reads as a noun, is not part of the dog's name.
    ['tomas and his dog sherlock look for the fluffy white rabbit', 'Sherlock'],
  ])('%s', (prompt, companion) => {
    expect(companionsOf(prompt)).toEqual([companion]);
  });

  it("reads no name from a thing of the pet's", () => {
    expect(companionsOf('mia and her dog biscuit tin')).not.toContain('Biscuit tin');
  });
});

describe('the one the hero looks for is wanted, never a companion', () => {
  it.each([
    'a story about a little lamb called bobo who cant find his mum cos its lambing season',
    'Bobo the lamb has lost his mum',
  ])('%s', (prompt) => {
    const idea = understandIdea(prompt);
    expect(companionsOf(prompt)).toEqual([]);
    expect(idea.want).toMatchObject({ verb: 'find', noun: 'mum' });
    // "because it's lambing season" gives a reason; it names no culprit.
    expect(idea.reveal).toBeNull();
  });

  it("tells the one looked for as the hero's own", () => {
    const told = tellWholeStory('Lena has lost her little brother at the fair', '7-9', 'adventure');
    expect(told[0]).toMatch(/to find her little brother/);
    expect(told.join(' ')).not.toMatch(/the little brother/);
  });
});

describe('whose boat or hives the hero goes out on, and who the hero goes with, come along', () => {
  it.each([
    ["how do bees make honey? tell it with Nomvula visiting her uncle's beehives", 'uncle'],
    ['how do bees make honey? Wanjiru visits her shoshos beehives in the hills', 'shosho'],
    ["Kai sails his grandfather's old boat along the coast of Vietnam", 'grandfather'],
    ['adventure for adults, a cartographer mapping an uncharted river with her old rival', 'rival'],
    [
      'how does a rainbow happen? auntie wambui explains it to her nephews after the rain',
      'nephews',
    ],
    [
      'whats actually inside a black hole? story with an astronaut called Mireille and her AI co-pilot',
      'co-pilot',
    ],
  ])('%s', (prompt, companion) => {
    expect(companionsOf(prompt)).toEqual([companion]);
  });

  it.each([
    "Kofi finds his grandad's old bicycle in the shed",
    'gabriel drives across patagonia with his fathers ashes',
    'two rival teen bakers share a food truck for the summer',
  ])('a thing of theirs, or a rival kind of thing, brings no one: %s', (prompt) => {
    expect(companionsOf(prompt)).toEqual([]);
  });

  it('tells the co-pilot ready in a sentence that fits a person', () => {
    const told = tellWholeStory(
      'cargo ship captain okonkwo and his co-pilot ruth pick up a distress signal',
      'adult',
      'sci-fi',
    );
    expect(told.join(' ')).toMatch(/Ruth/);
    expect(told.join(' ')).not.toMatch(/Ruth beeped/);
  });
});

describe('the narrator’s child who wants or loves something is who the story is for', () => {
  it.each([
    'the scenery for the school play keeps getting wrecked and Giulia has to find out who, my daughter wants lots of clues and a twist',
    'a girl called Elif cant sleep in her new bedroom because it is too quiet and my daughter loves owls',
  ])('%s', (prompt) => {
    expect(companionsOf(prompt)).not.toContain('daughter');
  });

  it('lets the pet the idea names come along instead', () => {
    expect(
      companionsOf(
        'ok so my son wants an epic one: theres a kingdom under the mountain, a dwarf girl called Sigrid, her pet raven, an evil queen who stole the sun stone',
      ),
    ).toEqual(['raven']);
  });
});

describe("the family's pets at work beside a hero named by what he is to the teller", () => {
  // "my husband Ahmed": the husband is the hero himself, so the pets were never looked for, and
  // a very polite pig and a goose in wellies were invented instead.
  it.each([
    [
      'write something silly about my husband Ahmed trying to build flat-pack furniture while our three cats help',
      'cats',
    ],
    [
      'write a ridiculous story about my husband Gianni trying to build flat pack furniture while our cat supervises',
      'cat',
    ],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).companions.map((companion) => companion.kind)).toEqual([kind]);
    const parts = tellWholeStory(prompt, 'adult', 'silly');
    expect(
      parts.filter((part) => new RegExp(`\\b${kind}\\b`).test(part)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/polite pig|goose in wellies/);
  });
});

describe('after "my son Rafi", the family the idea is about still comes along', () => {
  it.each([
    [
      'my son Rafi wants a story about a pancake race in grandads kitchen, grandad flips them SO high',
      'Grandad',
    ],
    [
      'my daughter Valentina wants a story where her and her abuela make tamales for christmas',
      'abuela',
    ],
  ])('%s', (prompt, companion) => {
    expect(companionsOf(prompt)).toEqual([companion]);
    expect(tellWholeStory(prompt, '4-6', 'silly').join(' ')).toContain(companion);
  });

  it('never brings along the one the hero finds his way back to', () => {
    expect(
      companionsOf(
        'my son Yaw (4) got lost in the shopping centre, can you make a story where he is brave and finds his way back to mummy',
      ),
    ).toEqual([]);
  });

  it('takes no place named before a comma for a friend', () => {
    expect(
      companionsOf(
        'how do bees make honey? my dad Seamus keeps hives in Kerry, make him the main character',
      ),
    ).not.toContain('Kerry');
  });
});

describe('what a child calls a relative, alone, is met by that name', () => {
  it('meets "his grandad", then calls him Grandad, never "His Grandad"', () => {
    const told = tellWholeStory(
      'freddie and grandad have to find out who keeps taking the carrots',
      '4-6',
      'mystery',
    ).join(' ');
    expect(told).toMatch(/\bHis grandad\b/);
    expect(told).toMatch(/\bGrandad\b/);
    expect(told).not.toMatch(/\b(His|Her|his|her) Grandad\b/);
  });

  it('keeps "her Grandpa Miguel" with his name', () => {
    expect(
      tellWholeStory('Mia and Grandpa Miguel go fishing', '4-6', 'adventure').join(' '),
    ).toMatch(/Grandpa Miguel/);
  });
});

describe('one relative, named twice', () => {
  it('is met once: "her grandma and grandmas fat old cat" is never "Grandma and Grandma"', () => {
    const told = tellWholeStory(
      'bedtime story pls for Linh (4). Linh and her grandma and grandmas fat old cat Mochi sit by the window and watch the little boats come home',
      '4-6',
      'bedtime',
    ).join(' ');
    expect(told).toMatch(/grandma/i);
    expect(told).not.toMatch(/Grandma and Grandma|grandma and her grandma/i);
  });
});
