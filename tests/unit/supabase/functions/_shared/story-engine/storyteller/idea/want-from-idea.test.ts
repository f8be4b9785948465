// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe("the hero's want read from the idea's situation, as a verb phrase", () => {
  it.each([
    // Shut in somewhere: the way out.
    ['Ruth and her cousin Dov get shut inside the museum after closing time', 'find way out'],
    ['the twins are trapped in the lift of an old hotel', 'find way out'],
    // Left somewhere far: the way home.
    ['Kemal gets stranded on a tiny island after the ferry sinks', 'find way home'],
    ['a penguin named Poppet is lost in the big city', 'find way home'],
    // A fear: the courage to face it, never the feared thing as something to find.
    ['a little lighthouse that is afraid of the fog', 'find courage to face the fog'],
    ['a kitten named Moss is scared of the dark', 'find courage to face the dark'],
    // A gerund with its object keeps a named place with its own article.
    ['an old sailor named Bram and his cat Smudge sailing the Pacific', 'sail Pacific'],
    // "have a …" is a want; "has to" only leads to one.
    ['Anouk and her toy bear Pim have a picnic on the roof', 'have picnic'],
    ['Teo has to deliver the last letter before the snow', 'deliver last letter'],
    // A particle before the object belongs to the verb; the object's last noun is its head.
    [
      'Lucas and Grandpa Miguel fix up an old sailing boat over the summer',
      'fix up old sailing boat',
    ],
    // Where the hero goes, with the idea's own words.
    ['Aunt Rosa and her parrot Pepe sail to a faraway island', 'sail to faraway island'],
    // A named place keeps its capitals.
    [
      'Iona and her brother Callum sail to the Orkney Islands on their own',
      'sail to Orkney Islands',
    ],
    // A name and a companion named together keep the idea's verb, not a noun the tagger guessed.
    ['Ama and Auntie Ngozi cook jollof rice for the party', 'cook jollof rice'],
    // What vanished is the mystery's object, whoever it belonged to.
    [
      "a mystery on the ferry where a passenger's violin vanishes; Hugo and his stepsister Clem investigate",
      "find the passenger's violin",
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it("keeps where the hero is caught as the story's place", () => {
    expect(
      understandIdea('Ruth and her cousin Dov get shut inside the museum after closing time').place,
    ).toBe('museum');
    expect(understandIdea('Kemal gets stranded on a tiny island after the ferry sinks').place).toBe(
      'tiny island',
    );
  });

  it('keeps a place name without an article, and a common place with one', () => {
    expect(understandIdea('a goat named Heidi climbs a mountain in Norway').place).toBe('Norway');
    expect(understandIdea('a goat named Heidi climbs up to the windy hut').place).toBe('windy hut');
  });

  it('never takes a place name for the hero', () => {
    expect(
      understandIdea('an explorer alone on Titan who hears music in the ice').heroName,
    ).toBeNull();
    expect(understandIdea('All the bells in Dunmore rang at midnight').heroName).toBeNull();
  });

  it('takes the name the idea opens with as the hero, over one named later', () => {
    expect(
      understandIdea('Anahera just started at a new school, and a girl named Tess sits with her')
        .heroName,
    ).toBe('Anahera');
  });

  it('reads the hero after the words asking for a story', () => {
    expect(understandIdea('my son wants a story about a walrus who cannot swim').heroKind).toBe(
      'walrus',
    );
    expect(understandIdea('a funny story about a lollipop lady who can fly').heroKind).toBe(
      'lollipop lady',
    );
  });
});

describe('a thing gone missing is what the hero finds, never the hero', () => {
  it.each([
    ['every crayon in the classroom has gone missing and Ines wants them back', 'find crayon'],
    ['the marbles from the toy box went missing so Kofi and his gran search', 'find marbles'],
    ['Oskar looks everywhere because his kite is missing', 'find kite'],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });
});

describe('a name typed in lower case after "called" or "named"', () => {
  it.each([
    ['a hedgehog called bramble who wants to learn to swim', 'Bramble'],
    ['once there was a robot named kip who lost his bolt', 'Kip'],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName?.toLowerCase()).toBe(hero.toLowerCase());
  });

  it('is not read from a verb\'s particle: "a dog called out to the moon"', () => {
    expect(understandIdea('a dog called out to the moon').heroName).toBeNull();
  });
});

describe('what someone believes is no deed they want to do', () => {
  it.each([
    'my little sister thinks the washing machine is a monster that eats socks',
    'Tom thinks his teacher is a robot',
  ])('%s', (prompt) => {
    expect(wantOf(prompt) ?? '').not.toMatch(/^think/);
  });
});

describe('where someone lives and when something was are no thing a hero wants', () => {
  it('"old Mr Haddad next door" is someone, not a door; "the sixties" is a time, not a place', () => {
    const neighbour = understandIdea(
      'Sami helps old Mr Haddad next door fix his broken radio so he can listen to the football again',
    );
    expect(neighbour.want?.noun).not.toBe('door');
    const launch = tellWholeStory(
      'Zhanel finds out her apa trained as a cosmonaut back in the sixties and the two of them plan one last launch together',
      'teen',
      'sci-fi',
    ).join('\n');
    expect(launch).not.toMatch(/\bnear the sixties\b/i);
  });
});

describe('what is wanted ends where an owner opens what is said of it', () => {
  it.each([
    [
      'two best friends Noa and Keoni paddle their canoe up the jungle river to find the secret waterfall their grandpa always talks about',
      'secret waterfall',
    ],
    [
      'a road trip across Mexico with Ximena and her grandma to find the village their family came from',
      'village',
    ],
  ])('%s', (prompt, thing) => {
    expect(understandIdea(prompt).want?.thing).toBe(thing);
  });
});

describe('a participle after an article describes someone, and is no deed to want', () => {
  it.each([
    [
      'Oluwaseun is a widowed fisherman on the lagoon who starts catching bottles with letters from his late wife inside',
      'catch',
    ],
    ['An exiled prince and his sword-sister fight to win back the mountain throne', 'win back'],
    [
      'An exiled princess, Nasrin, and a disgraced knight must carry the last seed of the world tree across a frozen empire',
      'carry',
    ],
  ])('%s', (prompt, verb) => {
    expect(understandIdea(prompt).want?.verb).toBe(verb);
  });
});

describe('the time a hero spends is how, the doing is what they want', () => {
  it.each([
    [
      'retired engineer Agostino spends his evenings restoring an old model railway in the attic',
      'restore',
      'old model railway',
    ],
    [
      'Losa and two friends on bikes spend one summer chasing a rumour of a shipwreck off the coast of Samoa',
      'chase',
      'rumour',
    ],
  ])('%s', (prompt, verb, thing) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb, thing });
  });
});

describe('a contest the idea names and no deed of the hero’s', () => {
  it.each([
    [
      'my son Rafi wants a story about a pancake race in grandads kitchen, grandad flips them SO high',
      'pancake race',
    ],
    [
      'Cinderella but the glass slipper is a sneaker and the ball is a basketball tournament',
      'basketball tournament',
    ],
    [
      'my little brother Ollie accidentally signs our dog up for the school spelling bee',
      'school spelling bee',
    ],
  ])('%s: the hero sets out to win it', (prompt, contest) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'win', thing: contest });
  });

  it('tells the race as what is won, never the kitchen it is run in', () => {
    const told = tellWholeStory(
      'my son Rafi wants a story about a pancake race in grandads kitchen',
      '4-6',
      'silly',
    ).join(' ');
    expect(told).toMatch(/win the (pancake )?race/);
    expect(told).not.toMatch(/do well at the kitchen/);
  });
});
