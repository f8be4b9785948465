// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { mendTypedWords } from '@shared/story-engine/storyteller/idea/mend-typed-words.ts';
import { dropRequestFrame } from '@shared/story-engine/storyteller/idea/drop-request-frame.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a sentence that only asks for the story is no part of it', () => {
  it.each([
    ['something calm before bed. Phoukham rows home along the Mekong', 'Phoukham rows home'],
    ['for my dad who loves cosy crime. a retired fisherman feeds the cats', 'a retired fisherman'],
    [
      'bedtime story for grown ups, slow and gentle. an old lighthouse keeper and his cat',
      'an old',
    ],
    ['silly story for adults pls. retired brothers Seamus and Declan start a war', 'retired'],
  ])('“%s” is told from “%s”', (prompt, opening) => {
    expect(dropRequestFrame(prompt).startsWith(opening)).toBe(true);
  });

  it.each([
    // The one telling is the hero, so the first sentence is part of the story.
    'bedtime story for me, a tired nurse after a night shift. just a quiet hospital garden at dawn',
    // The first sentence tells what happens.
    'a story about a dragon. he is sad',
    'mystery at the aquarium. the seal has lost its ball and Kenji finds it',
    // Nothing follows it.
    'a calm story for bedtime pls',
  ])('“%s” is read whole', (prompt) => {
    expect(dropRequestFrame(prompt)).toBe(prompt);
  });

  it.each<[string, AgeId, GenreSlug, string, string]>([
    [
      'something calm before bed. Phoukham rows home along the Mekong at dusk with her little brother asleep in the boat',
      'teen',
      'bedtime',
      'Phoukham',
      'the bed lay',
    ],
    [
      'bedtime story for grown ups, slow and gentle. an old lighthouse keeper and his cat on the last night before the light goes automatic',
      'adult',
      'bedtime',
      'an old lighthouse keeper',
      'a brave little one',
    ],
    [
      'for my dad who loves cosy crime. a retired fisherman in a little greek harbour village notices someone is feeding all the stray cats at 3am and wants to know who',
      'adult',
      'mystery',
      'a retired fisherman',
      'cosy crime',
    ],
  ])('“%s” (%s, %s) tells of %s, never “%s”', (prompt, age, genre, told, never) => {
    const story = tellWholeStory(prompt, age, genre).join(' ');
    expect(story).toContain(told);
    expect(story).not.toContain(never);
  });
});

describe('who leads where the idea names them in passing', () => {
  it.each([
    // A capital before "and her" is a name, not the texting "wen" for "when".
    [
      'every night the posters outside the old cinema change all by themselves. Wen and her twin brother want to catch whoever is doing it',
      'Wen',
    ],
    // A name no list knows, opening the idea before what only someone does.
    ['jin gets a skateboard that only rolls backwards', 'Jin'],
    // Names set beside the people the idea opens with: the first leads.
    [
      'two brothers from Kigali, Gatete and Mugisha, follow a map their grandfather drew all the way up a volcano',
      'Gatete',
    ],
    ['the twins, Ada and Obi, build a raft', 'Ada'],
    // How small she is comes before her name, with no article.
    ['a bedtime story about little ama and her kitten Pepper who cant sleep', 'Ama'],
    // A capitalised word before a deed the tagger reads as a plural, and before a place.
    ['Phoukham rows home along the Mekong at dusk', 'Phoukham'],
    ['something to help me sleep. Bronwen on a slow canal boat through the countryside', 'Bronwen'],
  ])('“%s” is led by %s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it.each([
    'hippo goes to piano lesson',
    'Unicorn at the swimming pool',
    'graffiti keeps appearing on the lighthouse',
  ])('“%s” names no one', (prompt) => {
    expect(understandIdea(prompt).heroName).toBeNull();
  });

  it('what a grandfather did is no name of his, and the two brothers go together', () => {
    expect(mendTypedWords('a map their grandfather drew all the way up')).toBe(
      'a map their grandfather drew all the way up',
    );
    expect(mendTypedWords('our dog biscuit floats up')).toBe('our dog Biscuit floats up');
    expect(mendTypedWords('my nephew kiran lets go')).toBe('my nephew Kiran lets go');
    const idea = understandIdea(
      'two brothers from Kigali, Gatete and Mugisha, follow a map their grandfather drew all the way up a volcano',
    );
    expect(idea.companions.map((companion) => companion.name)).toContain('Mugisha');
    expect(idea.companions.map((companion) => companion.name)).not.toContain('Gatete');
  });

  it('a scene with no deed and no one in it is led by a hero the storyteller tells', () => {
    const idea = understandIdea(
      'something chill to fall asleep to. a night train through the alps, literally no drama',
    );
    expect(idea.heroKind).toBeNull();
    expect(understandIdea('a pizza that runs away from the pizza shop').heroKind).toBe('pizza');
    expect(understandIdea('a little lamb counting the clouds over the farm').heroKind).toBe('lamb');
  });
});

describe('who is told by kind, and where', () => {
  it('a woman who inherits her babcia’s bakery leads; the babcia is hers', () => {
    const idea = understandIdea(
      'a woman inherits her babcias bakery in Kraków and finds out the bread makes people remember things they had forgotten',
    );
    expect(idea.heroName).toBeNull();
    expect(idea.heroKind).toBe('woman');
    expect(idea.want?.verb).toBe('inherit');
    // "Call her Sigrid" names the girl the idea opens with.
    expect(
      understandIdea('A girl builds a robot to help her grandpa remember things. Call her Sigrid.')
        .heroName,
    ).toBe('Sigrid');
  });

  it.each([
    ['a retired fisherman in Donegal finds a message in a bottle', 'he'],
    ['an old postwoman in the hills delivers one last letter', 'she'],
  ])('“%s” is told as %s', (prompt, pronoun) => {
    expect(understandIdea(prompt).pronoun).toBe(pronoun);
  });

  it.each([
    [
      'a retired fisherman in a little greek harbour village notices someone is feeding all the stray cats at 3am and wants to know who',
      'little Greek harbour village',
    ],
    [
      'A retired Welsh postman, Gwilym, notices that one letter keeps arriving for a house that burned down',
      null,
    ],
  ])('“%s” happens at %s, and a people’s name does no deed', (prompt, place) => {
    const idea = understandIdea(prompt);
    if (place) expect(idea.place).toBe(place);
    else expect(idea.heroKind).toBe('postman');
  });
});

describe('who is at the hero’s side', () => {
  it('is never one the hero calls from afar', () => {
    const idea = understandIdea(
      'a grandmother in a small town near Busan learns to use a smartphone so she can video call her grandson in Canada',
    );
    expect(idea.companions.map((companion) => companion.kind)).not.toContain('grandson');
    expect(
      understandIdea('Mia and her little brother build a den').companions.map(
        (companion) => companion.kind,
      ),
    ).toContain('brother');
  });
});
