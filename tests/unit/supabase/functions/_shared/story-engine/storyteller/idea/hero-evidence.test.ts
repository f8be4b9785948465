// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('the hero is the name the idea says most surely is theirs', () => {
  it.each([
    // A kin word whose thing a deed was done to never leads over the narrator's own named toy.
    [
      'who hid nanas knitting? my toy rabbit Mrs Whiskers and her pal Pogo go looking',
      'Mrs Whiskers',
      'Pogo',
    ],
    ['who broke grandpas glasses? my robot Zed and his pal Bolt find out', 'Zed', 'Bolt'],
    ['who nicked aunties hat? my puppy Sergeant Sniff is on the case', 'Sergeant Sniff', null],
    // A people, a body or a place in capitals is never the one named as someone.
    ['a shy Scottish piper, Ailsa, loses her bagpipes before the parade', 'Ailsa', null],
    [
      'How the Roman aqueducts were built, told by a young water carrier named Lucius',
      'Lucius',
      null,
    ],
    [
      'the Royal Society of Owls is very strict, and a little owl named Hoo wants to join',
      'Hoo',
      null,
    ],
    // Set beside what someone is, named as one, or at a place doing something there.
    ['Gwenllian, last princess of Gwynedd, has to wake the red dragon', 'Gwenllian', null],
    ['a woman named Guadalupe who finally learns to swim at the local pool', 'Guadalupe', null],
    [
      'something chill to fall asleep to. Callum on a night train through the highlands watching the snow',
      'Callum',
      null,
    ],
    [
      'Bolt the robot teaching assistant at our school starts making mistakes on purpose',
      'Bolt',
      null,
    ],
    // "suspect number one" is what the head girl is; the one who knows is the hero.
    [
      'the school ring is gone and the head girl is suspect number one. Esperanza knows she didnt do it',
      'Esperanza',
      null,
    ],
    // Whose thing went missing is not who looks for it.
    ['When Mr Dawes’s prize marrow goes missing, Tilly follows the slug trail', 'Tilly', null],
    ['Auntie Rose’s parrot flew off and Jomo has to get it back', 'Jomo', 'Auntie Rose'],
    // What follows someone's name is a thing of theirs, never a name: "teddy", "bunny".
    [
      'tias bunny went missing from the hutch and she and her friend Ivy follow the trail',
      'Tia',
      'Ivy',
    ],
    // A word the tagger knows for no noun names no one.
    ['Uncle Dev’s van broke down and now the van is a spaceship', 'Uncle Dev', null],
    // Of two named as acting together, the first leads.
    [
      'Prince Omar and Princess Yasmin build a bridge between their kingdoms',
      'Prince Omar',
      'Yasmin',
    ],
  ])('“%s”: %s leads', (prompt, hero, companion) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.companions.map((one) => one.name)).toEqual(companion ? [companion] : []);
  });

  it('never makes the relative whose biscuits were eaten the detective', () => {
    const idea = understandIdea(
      'who ate grannys biscuits?? my teddy Captain Fluff wants to find out with his friend Bun',
    );
    expect(idea.heroName).toBe('Captain Fluff');
    expect(idea.heroKind).toBe('teddy');
    expect(idea.pronoun).toBe('he');
    expect(idea.companions.map((one) => one.name)).toEqual(['Bun']);
  });
});

describe('the one whose companion acts beside them', () => {
  it('leads, not the one whose marrow vanished', () => {
    const idea = understandIdea(
      'cosy mystery: Mrs Pennywhistles prize marrow vanishes the night before the village show, and retired teacher Gwilym and his sheepdog investigate',
    );
    expect(idea.heroName).toBe('Gwilym');
    expect(idea.companions.map((one) => one.kind)).toEqual(['sheepdog']);
  });
});

describe('the narrator leads when they go “me and my …”', () => {
  it.each([
    [
      'me and my cousin Priya build a sandcastle at the beach',
      { name: 'Priya', kind: 'cousin' },
      'build',
    ],
    ['me and my grandpa go fishing for the giant trout', { name: null, kind: 'grandpa' }, 'fish'],
    ['me and my mum bake bread for grandad', { name: null, kind: 'mum' }, 'bake'],
  ])('“%s”: the storyteller names the hero, and theirs comes along', (prompt, companion, verb) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBeNull();
    expect(idea.companions).toHaveLength(1);
    expect(idea.companions[0]).toMatchObject(companion);
    expect(idea.want?.verb).toMatch(new RegExp(`^${verb}\\b`));
  });
});

describe('the one the idea casts as its main character', () => {
  it('leads when the idea asks "could the main character be a girl called Hadiya"', () => {
    const idea = understandIdea(
      'my 14 yr old wants to understand how vaccines actually work, could the main character be a girl called Hadiya volunteering at a small clinic',
    );
    expect(idea.heroName).toBe('Hadiya');
  });

  it('still brings along the robot his only crew is named as', () => {
    const idea = understandIdea('Captain Obi sails alone; his only crew is a robot called Lint');
    expect(idea.heroName).not.toBe('Lint');
  });
});

describe('the one the idea sets a task leads', () => {
  it.each([
    [
      "Ailsa's library book has gone missing, and the librarian Mrs Abara says if it isnt back on the shelf by friday all the stories will get out, so Ailsa has to follow the trail",
      'Ailsa',
    ],
    [
      'silly: Ms Okafor gets turned into a pigeon and Deji has to hide it from the principal',
      'Deji',
    ],
    [
      'Rasha, a refugee from a burned city, and a disgraced knight called Sir Lachlan must cross the salt desert',
      'Rasha',
    ],
  ])('%s', (prompt, hero) => {
    expect(understandIdea(prompt).heroName).toBe(hero);
  });

  it('tells Ailsa’s book as hers, with her name capitalised', () => {
    const told = tellWholeStory(
      "Ailsa's library book has gone missing and the librarian Mrs Abara says it must be back by friday, so Ailsa has to follow the trail",
      '10-12',
      'fantasy-magic',
    ).join(' ');
    expect(told).toMatch(/^Ailsa\b/);
    expect(told).not.toMatch(/ailsa/);
  });
});
