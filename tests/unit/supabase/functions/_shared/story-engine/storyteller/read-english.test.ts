// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  definite,
  isPlural,
  toGerund,
  toInfinitive,
  toParticiple,
  toPastTense,
  toSingular,
  toSuperlative,
  withArticle,
} from '@shared/story-engine/storyteller/read-english.ts';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { readOwnChoice } from '@shared/story-engine/storyteller/follow-path.ts';

describe('read-english: the storyteller’s inflection comes from the English library', () => {
  it('keeps a bare verb as it is: “hug” and “cross” are no past tenses (“hig”, “cros”)', () => {
    expect(toInfinitive('hug')).toBe('hug');
    expect(toInfinitive('cross')).toBe('cross');
    expect(toInfinitive('explore')).toBe('explore');
    expect(toInfinitive('question')).toBe('question');
  });

  it('reads the infinitive of a past tense, a gerund and a present tense', () => {
    expect(toInfinitive('crossed')).toBe('cross');
    expect(toInfinitive('exploring')).toBe('explore');
    expect(toInfinitive('hugs')).toBe('hug');
  });

  it('narrates a reader’s own choice in a real past tense', () => {
    expect(readOwnChoice('Hug the shy teddy').past).toBe('hugged');
    expect(readOwnChoice('Cross the swaying bridge').past).toBe('crossed');
    expect(readOwnChoice('Explore the old shipwreck').past).toBe('explored');
    expect(toPastTense('study')).toBe('studied');
  });

  it('tells a past tense the library’s endings would leave bare: “He rowed”, never “He row”', () => {
    expect(toPastTense('row')).toBe('rowed');
    expect(toPastTense('wade')).toBe('waded');
    expect(toParticiple('row')).toBe('rowed');
    expect(readOwnChoice('Row to the rocky island').past).toBe('rowed');
    // Irregular forms and verbs whose past is their own form stay the library's.
    expect(['swim', 'steal', 'put', 'spread', 'burst'].map(toPastTense)).toEqual([
      'swam',
      'stole',
      'put',
      'spread',
      'burst',
    ]);
    expect(['hug', 'tidy', 'travel'].map(toPastTense)).toEqual(['hugged', 'tidied', 'travelled']);
    expect(['row', 'hug', 'bake'].map(toGerund)).toEqual(['rowing', 'hugging', 'baking']);
  });

  it('never inflects a form twice: “ringing” is told “rang”, never “ringingged”', () => {
    const told = ['ringing', 'swimming', 'jumping', 'hugging', 'exploring', 'keeping'];
    expect(told.map(toPastTense)).toEqual(['rang', 'swam', 'jumped', 'hugged', 'explored', 'kept']);
    expect(told.map(toGerund)).toEqual(told);
    expect(['jumped', 'explored', 'hugged', 'tidied'].map(toPastTense)).toEqual([
      'jumped',
      'explored',
      'hugged',
      'tidied',
    ]);
    expect(['ringing', 'jumped', 'taking'].map(toParticiple)).toEqual(['rung', 'jumped', 'taken']);
    // Verbs that only look inflected are verbs of their own.
    expect(['need', 'bring', 'sing', 'seed'].map(toPastTense)).toEqual([
      'needed',
      'brought',
      'sang',
      'seeded',
    ]);
  });

  it('tells a verb’s “-s” form from its verb: “houses” is “housed”, never “housesed”', () => {
    expect(['houses', 'boxes', 'watches', 'flies'].map(toPastTense)).toEqual([
      'housed',
      'boxed',
      'watched',
      'flew',
    ]);
    expect(['houses', 'fixes'].map(toGerund)).toEqual(['housing', 'fixing']);
    // A verb that only ends in "s" is a verb of its own.
    expect(['kiss', 'cross', 'guess', 'focus'].map(toPastTense)).toEqual([
      'kissed',
      'crossed',
      'guessed',
      'focused',
    ]);
  });

  it('reads an irregular past as its verb: “who had drawn a mustache”, never “drewed”', () => {
    const told = ['drew', 'stole', 'broke', 'threw', 'wrote', 'took', 'began', 'dug'];
    expect(told.map(toParticiple)).toEqual([
      'drawn',
      'stolen',
      'broken',
      'thrown',
      'written',
      'taken',
      'begun',
      'dug',
    ]);
    expect(told.map(toPastTense)).toEqual(told);
    expect(['drew', 'stole', 'swam'].map(toGerund)).toEqual(['drawing', 'stealing', 'swimming']);
    expect(['drawn', 'stolen', 'broken'].map(toPastTense)).toEqual(['drew', 'stole', 'broke']);
    // A verb whose own past is irregular stays itself: "lay the table" → "laid".
    expect(['lay', 'read', 'wed'].map(toPastTense)).toEqual(['laid', 'read', 'wed']);
  });

  it('takes a word ending in “-a” for a Latin plural only where the lexicon says so', () => {
    expect(toSingular('babcia')).toBe('babcia');
    expect(toSingular('teta')).toBe('teta');
    expect(toSingular('quota')).toBe('quota');
    expect(toSingular('criteria')).toBe('criterion');
    expect(toSingular('media')).toBe('medium');
    expect(toSingular('puppies')).toBe('puppy');
    const idea = understandIdea('my son oliwer and his babcia go down the river looking for ducks');
    expect(idea.companions.map((companion) => companion.kind)).toEqual(['babcia']);
  });

  it('makes superlatives a reader knows: “trickiest”, “most challenging”, never “formidableest”', () => {
    expect(toSuperlative('hard')).toBe('hardest');
    expect(toSuperlative('difficult')).toBe('most difficult');
    expect(toSuperlative('challenging')).toBe('most challenging');
    expect(toSuperlative('formidable')).toBe('most formidable');
  });

  it('inflects a short adjective the lexicon lacks: “trickiest”, “darkest”, never “most tricky”', () => {
    expect(toSuperlative('tricky')).toBe('trickiest');
    expect(toSuperlative('dark')).toBe('darkest');
    expect(toSuperlative('pretty')).toBe('prettiest');
  });

  it('reads the number of the noun phrase the story uses', () => {
    expect(isPlural('the garden gnomes')).toBe(true);
    expect(isPlural('all the cookies')).toBe(true);
    expect(isPlural('the twins next door')).toBe(true);
    expect(isPlural('the kite and the ball')).toBe(true);
    expect(isPlural('the golden trophy')).toBe(false);
    expect(isPlural('the box of cookies')).toBe(false);
    // The head follows the owner: the club owns the keys, and Grandma one house.
    expect(isPlural("the village cricket club's pavilion keys")).toBe(true);
    expect(isPlural("her grandma's house")).toBe(false);
    // The tagger reads these plurals of an "-a" noun as one thing: "So the llamas was …".
    expect(isPlural('the escaped llamas')).toBe(true);
    expect(isPlural('two pandas')).toBe(true);
    expect(isPlural('the gas')).toBe(false);
    expect(isPlural('the canvas')).toBe(false);
    expect(isPlural('Inspector Ignacia Rojas')).toBe(false);
    expect(isPlural('Her best friend Tomas')).toBe(false);
  });

  it('gives a phrase “the” only where it has no determiner of its own', () => {
    expect(definite('a clever fox')).toBe('the clever fox');
    expect(definite('an old map')).toBe('the old map');
    expect(definite('all the cookies')).toBe('all the cookies');
    expect(definite('her puppy')).toBe('her puppy');
    expect(definite('lost kite')).toBe('the lost kite');
    expect(definite('Biscuit')).toBe('Biscuit');
    // "it washes EVERYTHING": a word that is its own whole phrase takes none.
    expect(definite('everything')).toBe('everything');
    expect(definite('someone')).toBe('someone');
  });

  it('chooses “a” or “an” by the sound of the next word', () => {
    expect(withArticle('eager kid')).toBe('an eager kid');
    expect(withArticle('unicorn')).toBe('a unicorn');
    expect(withArticle('hour')).toBe('an hour');
  });
});
