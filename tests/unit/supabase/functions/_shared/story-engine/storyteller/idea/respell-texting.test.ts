// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { respellTexting } from '@shared/story-engine/storyteller/idea/respell-texting.ts';
import { textingSpellings } from '@shared/story-engine/storyteller/idea/texting-spellings.ts';
import { mendTypedWords } from '@shared/story-engine/storyteller/idea/mend-typed-words.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

// The spellings read by the words around them, each tested on its own below.
const IN_CONTEXT = new Set(['n', 'r', 'ur', 'yr']);

describe('respell-texting: a child’s texting spellings written as the words they stand for', () => {
  it('writes every listed spelling as its word, between two words of a sentence', () => {
    for (const [typed, word] of Object.entries(textingSpellings)) {
      if (IN_CONTEXT.has(typed)) continue;
      expect(respellTexting(`a story ${typed} about it`)).toBe(`a story ${word} about it`);
      expect(respellTexting(`${typed}, said Mo`)).toBe(`${word}, said Mo`);
    }
  });

  it('mends the spellings of a typed idea and keeps everything between them', () => {
    expect(
      respellTexting('someone eats the hamsters food at nite and its not fair cos he gets hungry'),
    ).toBe('someone eats the hamsters food at night and its not fair because he gets hungry');
    expect(respellTexting('wat if sum1 took the cake b4 the party 2moro?? gr8 story pls')).toBe(
      'what if someone took the cake before the party tomorrow?? great story please',
    );
  });

  it('brings "his older bro" and "my lil sis" along as a brother and a sister', () => {
    const parts = tellWholeStory(
      'gabriel and his older bro go on a road trip across brazil in their dads old van',
      '10-12',
      'adventure',
    );
    expect(parts.filter((part) => /\bbrother\b/.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts.join(' ')).not.toMatch(/\bbro\b/);
    expect(tellWholeStory('me and my lil sis build a fort', '4-6', 'adventure')[0]).toMatch(
      /\bsister\b/,
    );
  });

  it('writes "Id like" with its apostrophe, but keeps an id card', () => {
    expect(respellTexting('Id like a gentle story about Marta')).toBe(
      "I'd like a gentle story about Marta",
    );
    expect(respellTexting('a girl finds her lost id card')).toBe('a girl finds her lost id card');
  });

  it('tells "Id like a story about Marta" about Marta, never a hero called Id', () => {
    const opening = tellWholeStory(
      'Id like a gentle bedtime story for grown ups about an old woman named Marta mending fishing nets',
      'adult',
      'bedtime',
    )[0] as string;
    expect(opening).toMatch(/\bMarta\b/);
    expect(opening).not.toMatch(/\bId\b/);
  });

  it('keeps a capital where the child typed one', () => {
    expect(respellTexting('Pls write one about a dragon. Cos dragons are cool')).toBe(
      'Please write one about a dragon. Because dragons are cool',
    );
    expect(respellTexting('U know wat? Luv this')).toBe('You know what? Love this');
  });

  it('reads “ur” as “your” before what is owned and “you’re” before anything else', () => {
    expect(respellTexting('what if ur grandma was a skater')).toBe(
      'what if your grandma was a skater',
    );
    expect(respellTexting('take ur best friend and ur dog')).toBe(
      'take your best friend and your dog',
    );
    expect(respellTexting('ur the best and ur so funny')).toBe(
      "you're the best and you're so funny",
    );
    expect(respellTexting('if ur going to the park, ur not late')).toBe(
      "if you're going to the park, you're not late",
    );
  });

  it('reads “r” as “are” only after the one who is, and “n” as “and” only between two words', () => {
    expect(respellTexting('u r my hero and they r late')).toBe('you are my hero and they are late');
    expect(respellTexting('fish n chips and rock n roll')).toBe('fish and chips and rock and roll');
    // A letter of its own, an initial, and a word with a mark inside stay as typed.
    for (const text of [
      'a word that starts with r',
      'the letter n',
      'Amy R and her cat',
      'a U-turn by the shop',
      "rock'n'roll all night",
    ])
      expect(respellTexting(text)).toBe(text);
  });

  it('reads “yr” as a year after a number and as “your” anywhere else', () => {
    expect(respellTexting('for my 11 yr old and my 4 yrs old')).toBe(
      'for my 11 year old and my 4 years old',
    );
    expect(respellTexting('yr mum n dad')).toBe('your mum and dad');
  });

  it('leaves English words that hold a spelling, and spellings typed in capitals', () => {
    for (const text of [
      'the cosy night and the nitty gritty',
      'a cud chewing cow and a thru-hike',
      'UR and PLS on a sign',
      'the constructor of the toString machine',
      'a curious girl named Wen and her dog Luv',
    ])
      expect(respellTexting(text)).toBe(text);
  });

  it('is how the idea is read: the spelling never reaches the story', () => {
    expect(mendTypedWords('ur dog is gonna be gr8 2moro')).toBe(
      'your dog is going to be great tomorrow',
    );
    const story = tellWholeStory(
      'ok so someone keeps stealing the class hamsters food at nite and its not fair cos he gets hungry and Priya wants to find out who it is',
      '7-9',
      'mystery',
    ).join(' ');
    expect(story).not.toMatch(/\b(nite|cos|ok so)\b/);
    const bedtime = tellWholeStory(
      'can u make a bedtime story pls about ur teddy Bo who luvs the moon',
      '4-6',
      'bedtime',
    ).join(' ');
    expect(bedtime).not.toMatch(/\b(u|ur|pls|luvs?)\b/i);
    expect(bedtime).toMatch(/\bBo\b/);
  });
});
