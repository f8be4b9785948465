// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('the place the idea names is where the story happens', () => {
  it.each([
    // "aboard" and "under" name a place as surely as "in" or "at".
    [
      'A quiet mystery aboard a sleeper train to Kraków: a ruby ring goes missing and Ola must find it',
      'sleeper train',
    ],
    ['a seal pup who sings to his mum under the southern stars', 'southern stars'],
    // A colon ends the place; "to find" says what for, not where.
    ['Mystery set in Galway: Nora’s cat is missing', 'Galway'],
    ['Otto has to go to find the golden acorn in the beech wood', 'beech wood'],
    ['Detective Bea is on the case at the seaside fair', 'seaside fair'],
    // The part of a place named first ("the back of", "the top of") is that place.
    ['Nell finds a door at the back of the museum that only opens on snowy days', 'museum'],
    ['two friends follow a map to the top of Puffin Hill', 'Puffin Hill'],
    // Where the story is read, and to whom, is no place in it.
    [
      'a gentle one to read to my mum in the care home, an old fisherman named Hemi mending his nets on the harbour wall',
      'harbour wall',
    ],
    [
      'a gentle bedtime story I can read to my grandkids about an old lighthouse keeper called Bertil at the lighthouse',
      'lighthouse',
    ],
    // One of the family is no name: the place stays the hero's ("near mum's bakery" is no English).
    [
      "Ruby helps in her mum's bakery on Saturdays and the wedding cake goes wrong",
      "her mum's bakery",
    ],
    [
      'a girl named noor cant stop thinking about her exams, rainy night at her jaddahs house',
      "her jaddah's house",
    ],
  ])('“%s”: %s', (prompt, place) => {
    expect(understandIdea(prompt).place).toBe(place);
  });

  it('reads a place crossed as the story’s place, and what the idea asks for as no deed of the hero’s', () => {
    const idea = understandIdea(
      'Something to read quietly at bedtime: a night ferry crossing the Baltic Sea, and a cook named Lotta',
    );
    expect(idea.heroName).toBe('Lotta');
    expect(idea.place).toBe('the Baltic Sea');
    expect(idea.want?.thing ?? '').not.toMatch(/\bquietly\b/);
  });

  it('reads every word of a place’s name as the place, never as the hero', () => {
    const idea = understandIdea(
      'who took the paper lanterns in Hội An? a quiet mystery with a sleepy ferryman named Tuan',
    );
    expect(idea.heroName).toBe('Tuan');
    expect(idea.place).toBe('Hội An');
  });

  it.each([
    // Someone a deed is done to is nowhere to be.
    'Lena says sorry to her best friend Mo after the sleepover',
    'a tortoise who talks to the ducks every morning',
    'Femke gets compared to her clever older sister all the time',
  ])('“%s”: no one is read as the place', (prompt) => {
    const idea = understandIdea(prompt);
    expect(idea.place).toBeNull();
  });

  it('reads whose song it is apart from where: the pup is the hero, mum comes along', () => {
    const idea = understandIdea('a seal pup who sings to his mum under the southern stars');
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).toBe('seal pup');
    expect(idea.companions.map((one) => one.kind)).toEqual(['mum']);
  });

  it('reads a place crossed as no companion, and the one named after it as the hero', () => {
    const idea = understandIdea(
      'a slow story about a night bus crossing the Welsh hills, and a driver named Gethin',
    );
    expect(idea.heroName).toBe('Gethin');
    expect(idea.companions).toEqual([]);
  });

  it('opens a story aboard a polar research base there, not at a harbour', () => {
    const parts = tellWholeStory(
      'A locked-room mystery aboard a polar research base: the only snowmobile key has vanished, and Dr. Ortiz must find it before the blizzard',
      'adult',
      'mystery',
    );
    expect(parts[0]).toMatch(/\bpolar research base\b/);
    expect(parts.join(' ')).not.toMatch(/\bharbour\b/);
    expect(parts[0]).toMatch(/\bDr Ortiz\b/);
  });
});

describe('where a thing is worn is a body, never the story’s place', () => {
  it.each([
    ['dad put his socks on his ears and the cat laughed', 'ears'],
    ['grandpa lost his glasses on his head', 'head'],
    ['a puppy with a hat on its tail goes to the beach', 'tail'],
  ])('“%s” is never set at the %s', (prompt, part) => {
    expect(understandIdea(prompt).place ?? '').not.toMatch(new RegExp(`\\b${part}\\b`));
    expect(tellWholeStory(prompt, '4-6', 'silly')[0]).not.toMatch(
      new RegExp(`\\bnear the ${part}\\b`),
    );
  });
});

describe('a day, a ferry and a time in the idea', () => {
  it('reads "on saturday" as when, and the music room as where', () => {
    const prompt =
      "Tariq's violin recital is on saturday but his sheet music keeps vanishing from the music room";
    expect(understandIdea(prompt).place).toBe('music room');
    expect(tellWholeStory(prompt, '10-12', 'mystery').join(' ')).not.toMatch(/near Saturday/);
  });

  it('tells a ferry crossing at sea, never at the school a retired headteacher left', () => {
    const parts = tellWholeStory(
      'a cosy mystery for grown ups: a ferry crossing to Mull, a missing wedding ring, and a retired headteacher called Morag and her terrier Tam who notice everything',
      'adult',
      'mystery',
    );
    expect(parts[0]).toMatch(/\bferry\b/);
    expect(parts.join(' ')).not.toMatch(/\b(school|staff room|pegs)\b/);
  });

  it('leaves "the night before the final" out of the deed whole, never "on every pair of boots the night"', () => {
    const parts = tellWholeStory(
      'Someone cut the laces on every pair of boots the night before the football final. Kojo is captain and has one day to work out who did it',
      'teen',
      'mystery',
    );
    expect(parts[0]).toMatch(/cut the laces on every pair of boots( in the night)?[.,]/);
    expect(parts.join(' ')).not.toMatch(/boots the night\b/);
  });
});

describe('a place told by its region is a place with its article', () => {
  it.each([
    [
      'a cosy mystery in a Yorkshire village where the vicar’s prize marrow is sabotaged',
      'the Yorkshire village',
    ],
    [
      'in a little welsh village the prize leeks keep getting dug up and Gwen investigates',
      'little Welsh village',
    ],
  ])('“%s”: %s', (prompt, place) => {
    expect(understandIdea(prompt).place).toBe(place);
  });

  it('tells “at the Yorkshire village”, never “at Yorkshire village”', () => {
    const story = tellWholeStory(
      'a cosy mystery in a Yorkshire village where the vicar’s prize marrow is sabotaged; retired teacher Margaret and her spaniel Wellington investigate',
      'adult',
      'mystery',
    ).join(' ');
    expect(story).toContain('the Yorkshire village');
    expect(story).not.toMatch(/(at|near|from) Yorkshire village/);
  });
});

describe('two prepositions in a row', () => {
  it.each([
    [
      'who took the twins’ bikes from outside the library? Ayo and his cousin Tunde investigate',
      'library',
    ],
    [
      'a sleepy hedgehog called pip whose granny tucks him in under a big pile of leaves',
      'big pile',
    ],
  ])('take where from the second: %s', (prompt, place) => {
    expect(understandIdea(prompt).place).toBe(place);
  });

  it('never tells "near the outside the library"', () => {
    const told = tellWholeStory(
      'who took the twins’ bikes from outside the library? Ayo and his cousin Tunde investigate',
      '7-9',
      'mystery',
    ).join(' ');
    expect(told).not.toMatch(/the (outside|under|inside) the/);
  });
});

describe('where the story is read is no place in it', () => {
  it.each([
    'Cosy village mystery for me to read on the train. Retired teacher Ayşe notices the church bells ringing at 3am every night',
    "write something daft to read at my mum's 70th, she's called Hyacinth and she has declared WAR on the squirrels in her garden",
  ])('%s', (prompt) => {
    expect(understandIdea(prompt).place ?? '').not.toMatch(/train|70th/);
  });

  it('keeps where the hero sings', () => {
    expect(
      understandIdea('my niece Thandi wants to be brave enough to sing at the talent show').place,
    ).toBe('talent show');
  });
});
