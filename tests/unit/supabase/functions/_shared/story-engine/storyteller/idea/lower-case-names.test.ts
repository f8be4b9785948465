// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { mendTypedWords } from '@shared/story-engine/storyteller/idea/mend-typed-words.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a given name typed in lower case is the hero, told with its capital', () => {
  it.each<[string, AgeId, GenreSlug, string]>([
    // After a title.
    [
      'teen detective arash works out who keeps stealing the lunch money',
      'teen',
      'mystery',
      'Arash',
    ],
    ['princess leila and her horse ride to the mountain of glass', '4-6', 'fantasy-magic', 'Leila'],
    // After a relation: who the story is for is its hero, never the thing they share.
    ['a story for my son tadhg he keeps losing his shoes', '4-6', 'values', 'Tadhg'],
    // Set before what it names.
    [
      'ruairi the fisher boy has to find the golden net before the storm',
      '7-9',
      'adventure',
      'Ruairi',
    ],
    // Opening a clause, with "her" looking back to her.
    [
      'slow gentle story, nasrin looks after her plants on a rainy night',
      '4-6',
      'bedtime',
      'Nasrin',
    ],
    // Beside "her" companion, with a verb the tagger reads as a plural, and who a story is about.
    [
      'someone keeps taking the carrots from grandads allotment, ruby and her bunny want to catch them',
      '7-9',
      'mystery',
      'Ruby',
    ],
    [
      'at holi the colours come alive and anaya chases a pink cloud',
      '4-6',
      'fantasy-magic',
      'Anaya',
    ],
    [
      'a story about kemi saying sorry to her friend after she broke his crayon',
      '4-6',
      'values',
      'Kemi',
    ],
    // Set before what he is, though the tagger reads the name as an order ("jack the boat").
    ['jack the cabin boy investigates who stole the captains parrot', '7-9', 'mystery', 'Jack'],
    // A word no lexicon knows, beside his own baba: the tagger guessed an adjective.
    [
      'farid and his baba have to climb up to the mountain hut before the storm comes',
      '10-12',
      'adventure',
      'Farid',
    ],
    // Opening the idea and acting, a word no lexicon knows, which the tagger calls describing by
    // its ending ("-al", "-ish"); told as "Sam" and "Kai" before.
    [
      'nimal doesnt want to share his blocks with his baby sister Sachini',
      '4-6',
      'values',
      'Nimal',
    ],
    [
      'Hamish accidentally sends the love poem he wrote for his crush to the ENTIRE year group chat. his mum is somehow in the chat',
      'teen',
      'silly',
      'Hamish',
    ],
    // After a title or what a child calls a relative, with the title's capital too.
    ['captain rhys sails to the island to find the lost bell', '7-9', 'adventure', 'Captain Rhys'],
    ['auntie bisi takes the kids to the beach', '4-6', 'adventure', 'Auntie Bisi'],
    ['mr okafor the baker loses his cat', '7-9', 'adventure', 'Mr Okafor'],
    ['grandma rosa bakes bread for the fair', '4-6', 'values', 'Grandma Rosa'],
    // Whose thing it is, with and without the apostrophe.
    ["kwame's kite is stuck in the tallest tree", '4-6', 'adventure', 'Kwame'],
    [
      'magic school where zosias spells keep going wrong, who is stealing them?',
      '10-12',
      'mystery',
      'Zosia',
    ],
  ])('%s', (prompt, age, genre, name) => {
    const parts = tellWholeStory(prompt, age, genre);
    expect(parts[0]).toContain(name);
    const told = parts.join('\n');
    expect(told).not.toMatch(new RegExp(`\\b${name.toLowerCase()}\\b`));
    // "find the kwame's kite", "share for the tadhg": a name takes no article.
    expect(told).not.toMatch(new RegExp(`\\bthe ${name}\\b`, 'i'));
  });

  it("mends a name's possessive: the capital, and the apostrophe where it was left out", () => {
    expect(mendTypedWords("kwame's kite is stuck")).toBe("Kwame's kite is stuck");
    expect(mendTypedWords('magic school where zosias spells keep going wrong')).toBe(
      "magic school where Zosia's spells keep going wrong",
    );
    expect(mendTypedWords('Priyas sarcastic houseplant gives advice')).toBe(
      "Priya's sarcastic houseplant gives advice",
    );
    // A pet's name after "my cat", before what she does.
    expect(mendTypedWords('my cat mochi disappears every night, where does she go')).toBe(
      'my cat Mochi disappears every night, where does she go',
    );
    // Before one of the family, with "who" after: "It was the rosas big sister" no more.
    expect(mendTypedWords('it was rosas big sister who hid them for a joke')).toBe(
      "it was Rosa's big sister who hid them for a joke",
    );
    // A misspelling a child types for "someone" is never a culprit called "the somone".
    expect(mendTypedWords('somone keeps taking the carrots')).toBe(
      'someone keeps taking the carrots',
    );
  });

  it('a child who gives their own name is the hero, never a companion nor a kind called "name"', () => {
    for (const prompt of [
      'my name is amara and i want a story where i fly a kite over the sea',
      'My name is Amara and I want to fly a kite over the sea',
    ]) {
      const parts = tellWholeStory(prompt, '4-6', 'adventure');
      expect(parts[0]).toContain('Amara');
      expect(parts.join(' ')).not.toMatch(/\ba curious name\b|\bAmara came too\b/i);
    }
    expect(mendTypedWords('my name is amara and i like kites')).toBe(
      'my name is Amara and i like kites',
    );
  });

  it('capitalises a place the tagger knows and a name after a relation, wherever they stand', () => {
    expect(mendTypedWords('a trip to norway with my sister sigrid')).toBe(
      'a trip to Norway with my sister Sigrid',
    );
  });
});

describe('a word that is also a name stays a word where its place says word', () => {
  it.each([
    'will you tell a story where we mark the map with a rose',
    'a sunny day at the beach and may the best sandcastle win',
    'hope grows in the garden when the bill comes',
    'a ballerina dances with grace',
    // "friend group" is a kind of group; "detective story" a kind of story.
    'my friend group starts a band',
    'teen detective story: a phone goes missing at school',
    // "her" looks back to Astrid, not to the kayak.
    'kayak trip down a river with Astrid and her brother',
    // "move" is her grandmother's deed; a hyphen joins "dragon-riding".
    'helping her grandmother move, her name is Bea',
    'rival dragon-riding houses across the steppe, with his dragon',
    // Who a story is about is someone only where they do something.
    'a story about space for my son, he loves rockets',
    'a story about friendship and sharing',
  ])('%s', (prompt) => {
    expect(mendTypedWords(prompt)).toBe(prompt);
  });
});

describe('a name no lexicon knows, typed in lower case, is the hero where only a name fits', () => {
  it.each<[string, AgeId, GenreSlug, string]>([
    // After a parent's word for their child.
    [
      'how do bees make honey? my boy ravi wants to find out at his dadis allotment',
      '4-6',
      'educational',
      'Ravi',
    ],
    ['our youngest iolo cant sleep cos the wind is loud', '4-6', 'bedtime', 'Iolo'],
    [
      'my 14 yr old nkosana wants to quit the football team after missing a penalty',
      'teen',
      'values',
      'Nkosana',
    ],
    // Told by the one it is about.
    [
      'epic fantasy where im tevita, a young navigator who has to sail between the islands',
      'teen',
      'epic-fantasy',
      'Tevita',
    ],
    ['me (inti) and my sister quilla get lost hiking in the andes', '10-12', 'adventure', 'Inti'],
    // Beside their own kin.
    [
      'the dinosaur skeleton comes alive at midnight and only kojo and his cousin see it',
      '7-9',
      'fantasy-magic',
      'Kojo',
    ],
    // Opening a clause and acting, never a plural spelled by ear ("Rhies").
    [
      'a dragon egg hatches and siriporn has to carry the baby back to its mother',
      '7-9',
      'epic-fantasy',
      'Siriporn',
    ],
    [
      'rhys has to carry the last ember of the dragon fire over the hills',
      '10-12',
      'epic-fantasy',
      'Rhys',
    ],
    // After the job that opens the idea.
    ['chef bongani has a food truck that only sells upside down pizzas', '7-9', 'silly', 'Bongani'],
  ])('%s', (prompt, age, genre, name) => {
    const parts = tellWholeStory(prompt, age, genre);
    expect(parts[0]).toContain(name);
    expect(parts.join('\n')).not.toMatch(new RegExp(`\\b${name.toLowerCase()}\\b`));
  });

  it('the one in brackets after "me" leads, and the friend named after goes along', () => {
    const idea = understandIdea(
      'me (sofia) and my best mate finn get stuck in a time loop on the last day of school',
    );
    expect(idea.heroName).toBe('Sofia');
    expect(idea.companions.map((companion) => companion.name)).toContain('Finn');
    // A name the tagger reads as a verb is no deed; the friend lost with him is no thing to find.
    const lost = understandIdea(
      'me (dev) and my best mate callum get lost on a hiking trip in the rockies',
    );
    expect(lost.heroName).toBe('Dev');
    expect(lost.companions.map((companion) => companion.name)).toEqual(['Callum']);
    expect(lost.want?.thing).toBe('way home');
  });

  it('what a child calls their own comes along, and a pet called by a lower-case name is named', () => {
    const boat = understandIdea(
      'me and grandad on a boat looking for a mermaid. my name is rhys and im 5',
    );
    expect(boat.heroName).toBe('Rhys');
    expect(boat.companions.map((companion) => companion.kind)).toContain('grandad');
    expect(
      understandIdea('Amara has a bunny called flopsy').companions.map((one) => one.name),
    ).toEqual(['Flopsy']);
  });

  it('a word the lexicon does not know is still a thing where a thing fits', () => {
    expect(understandIdea('a penguin who lives near the lighthouse wants a friend').heroName).toBe(
      null,
    );
    expect(understandIdea('the allotment floods and Nia saves the seedlings').heroName).toBe('Nia');
    expect(mendTypedWords('rhys must carry the ember')).toBe('Rhys must carry the ember');
    expect(mendTypedWords('my name is rhys and im 5')).toBe("my name is Rhys and i'm 5");
    expect(mendTypedWords('the ponys are hungry')).toBe('the ponies are hungry');
    expect(mendTypedWords('my friend group starts a band')).toBe('my friend group starts a band');
    expect(mendTypedWords('For my Year 6 class: how does the heart pump blood?')).toBe(
      'For my Year 6 class: how does the heart pump blood?',
    );
  });
});

describe('a word no list knows, opening its sentence before what it does now, is a name', () => {
  it.each([
    [
      'thanh hacks the old printer in the school computer lab and it starts printing messages from 1987',
      'Thanh',
    ],
    [
      'who is leaving anonymous notes in everyones lockers? ji-woo wants to find out before the school trip',
      'Ji-Woo',
    ],
    ['space story - luka and his dog Pirate fly to mars to find a missing rover', 'Luka'],
    // Before a contraction typed without its apostrophe.
    ['emeka doesnt want to share his new football with the new boy', 'Emeka'],
    ['lily doesnt want to share her new bike with her little brother Sam', 'Lily'],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('leaves a thing that does something as a thing where a name follows', () => {
    const idea = understandIdea(
      'graffiti keeps appearing on the lighthouse in our little welsh town overnight, gwen and her mate dylan want to catch whoever is doing it',
    );
    expect(idea.heroName).not.toBe('Graffiti');
  });
});

describe('a lower-case name set beside its age, what they are, or a story told with them', () => {
  it.each([
    [
      'on the mars colony the oxygen garden keeps dying and priyanka (16) finds out why',
      'Priyanka',
    ],
    ['how do volcanos work? make it a story with santiago going inside one', 'Santiago'],
    ['tenzin a young monk has to carry the sacred bell over the mountains', 'Tenzin'],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('tells the young monk by his name and what he is', () => {
    const told = tellWholeStory(
      'tenzin a young monk has to carry the sacred bell over the mountains',
      '10-12',
      'epic-fantasy',
    );
    expect(told.join(' ')).toMatch(/Tenzin/);
    expect(told.join(' ')).not.toMatch(/a \w+ tenzin/i);
  });

  it('reads a thing set beside a kind of thing as no one', () => {
    expect(understandIdea('a story with rose petals everywhere').heroName).toBeNull();
  });
});

describe('a listed name after a relation is theirs, however the tagger reads what follows', () => {
  it('names the twin', () => {
    const idea = understandIdea(
      'ifeoma and her twin chidi fight over who gets the top bunk and then a big storm comes',
    );
    expect(idea.heroName).toBe('Ifeoma');
    expect(idea.companions.map(({ name }) => name)).toEqual(['Chidi']);
  });
});

describe('one whose age the idea gives, or a story asked for with "pls", leads', () => {
  it.each([
    [
      'Deeqa, 15, lives on a generation ship where Earth is just a bedtime story, until she and her robot dog Kibble find an old map',
      'Deeqa',
    ],
    [
      'bedtime story pls for ayaan (5) who is scared of the dark. he sleeps with his stuffed elephant Haathi',
      'Ayaan',
    ],
    ['bedtime story pls for oskar he is 5 and he LOVES trains', 'Oskar'],
    [
      'one story for all of them pls - Jonah (6) Effie (4) and baby Rue - all the socks run away',
      'Jonah',
    ],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });
});
