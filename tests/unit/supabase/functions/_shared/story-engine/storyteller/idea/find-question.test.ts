// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a question asked with “did” or “does” is found out with its own verb', () => {
  it.each([
    [
      'Why did the rival island houses stop speaking to each other?',
      'why the rival island houses stopped speaking to each other',
    ],
    ['Why did the garden gnomes move in the night?', 'why the garden gnomes moved in the night'],
    ['how does the old windmill keep turning with no wind?', 'how the old windmill keeps turning'],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });

  it('never gives a plural noun a verb’s ending in the story', () => {
    const told = tellWholeStory(
      'Why did the rival island houses stop speaking to each other?',
      '10-12',
      'mystery',
    ).join('\n');
    expect(told).toContain('houses');
    expect(told).not.toMatch(/housese[ds]|housesing/);
  });
});

describe('what a hero investigates is found out, and what befalls a thing is never a deed', () => {
  it.each([
    [
      'on the moon base, officer lumi, investigates why the water tanks are emptying',
      'why the water tanks are emptying',
    ],
    ['Tariq investigates why the pond frogs keep vanishing', 'why the pond frogs keep vanishing'],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });

  it('never sets the hero "to die" anything', () => {
    const told = tellWholeStory(
      'a scientist on a space station studies why the sunflowers are dying, the culprit is a robot',
      '10-12',
      'sci-fi',
    ).join('\n');
    expect(told).not.toMatch(/\bto die\b|\bcould die\b|\bdie the\b/i);
  });
});

describe('a “why” that ends the idea asks about what the idea said just before it', () => {
  it.each([
    [
      'in an underwater city the oxygen keeps running low and Marisol wants to find out why',
      'why the oxygen keeps running low',
    ],
    [
      'the church bells ring at midnight and nobody knows why',
      'why the church bells ring at midnight',
    ],
    [
      'every morning the hens lay blue eggs, and Priya wants to know why',
      'why the hens lay blue eggs',
    ],
    [
      'the lights in the old mill keep flickering so Tom and his dog set out to discover why',
      'why the lights in the old mill keep flickering',
    ],
    [
      'A bakery in Leeds where the loaves rise all by themselves, and the baker Ines wants to know why.',
      'why the loaves rise all by themselves',
    ],
    [
      'the class hamster keeps escaping and coming back, Jonah wants to know why',
      'why the class hamster keeps escaping and coming back',
    ],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });

  it('asks nothing of an idea that says nothing before “why”, nor of the hero’s own mood', () => {
    expect(understandIdea('Leo wants to find out why').want?.thing ?? '').not.toMatch(/^why/);
    expect(understandIdea('Sam is sad and does not know why').want?.thing ?? '').not.toMatch(
      /^why/,
    );
  });

  it('leaves someone unnamed who did it to the mystery of who did it', () => {
    expect(
      understandIdea(
        'someone keeps swapping the sugar for salt at the bakery and Dimitri wants to know why',
      ).want?.thing,
    ).toMatch(/^who /);
  });

  it('tells the hero setting out to find out the idea’s own question in part 1', () => {
    const [first] = tellWholeStory(
      'in an underwater city the oxygen keeps running low and Marisol wants to find out why',
      '10-12',
      'mystery',
    );
    expect(first).toContain('find out why the oxygen keeps running low');
    expect(first).not.toMatch(/trophy/);
  });
});

describe('a question asked with "is" or "are" is found out in the order a statement takes', () => {
  it.each([
    [
      'why is the moon a different shape every night',
      'why the moon is a different shape every night',
    ],
    ['Why is the sky blue?', 'why the sky is blue'],
    ['Amir wonders why is it dark at night', 'why it is dark at night'],
    ['why are there stars', 'why there are stars'],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });
});

describe('what nobody knows the reason for is the cause the idea gives', () => {
  it('the generator humming, never why the hero is called back, and never "the gulnara"', () => {
    const prompt =
      'a retired engineer, Gulnara, is called back to a space station because its generator has started humming a Kazakh folk song and nobody knows why';
    const idea = understandIdea(prompt);
    expect(idea.want?.thing).toBe('why the generator has started humming a Kazakh folk song');
    expect(tellWholeStory(prompt, 'adult', 'sci-fi').join('\n')).not.toMatch(/\bgulnara\b/);
  });
});

describe('a question word that ends its clause asks about what came before it', () => {
  it.each([
    [
      'the lighthouse lamp keeps going out every night and nobody knows why, Farida the lighthouse keepers daughter wants to find out',
      'why the lighthouse lamp keeps going out every night',
    ],
    [
      'the lamp keeps going out and nobody knows why. Farida wants to find out',
      'why the lamp keeps going out',
    ],
  ])('%s', (prompt, thing) => {
    expect(understandIdea(prompt).want?.thing).toBe(thing);
  });
});

describe('a question typed after a comma is what the hero finds out', () => {
  it.each([
    [
      'Hana takes her bunny Mochi to the vet for a check up, what does the vet do?',
      'what the vet does',
    ],
    [
      'For my Year 6 class: how does the heart pump blood? with a pupil called Thandiwe',
      'how the heart pumps blood',
    ],
  ])('%s', (prompt, question) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', thing: question });
  });

  it('leaves a question about how the hero copes to the story', () => {
    const idea = understandIdea(
      "Eitan makes the swim team but his best friend doesn't, how does he handle it",
    );
    expect(idea.want?.verb).not.toBe('find out');
  });
});
