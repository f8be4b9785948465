import { describe, expect, it } from 'vitest';
import { agreementSlips } from '../../../bench/storyteller-agreement.ts';

const subjects = (text: string, names?: ReadonlySet<string>) =>
  agreementSlips(text, names).map((slip) => `${slip.subject} / ${slip.verb}`);

describe('the grammar bench’s subject–verb check', () => {
  it('still catches a verb that disagrees with its subject', () => {
    expect(subjects('One morning the garden gnomes was waiting.')).toEqual([
      'the garden gnomes / was waiting',
    ]);
    expect(subjects('But the stars was very near.')).toEqual(['the stars / was very']);
    expect(subjects('One morning all the cookies was gone from the bake sale.')).toEqual([
      'the cookies / was gone',
    ]);
    expect(subjects('Kofi and Elena was thinking.')).toEqual(['Kofi and Elena / was thinking']);
    expect(subjects('There was the twins next door.')).toEqual(['the twins / was']);
    expect(subjects('The cat were asleep.')).toEqual(['The cat / were']);
    // Plurals of an "-a" noun the tagger reads as one thing.
    expect(subjects('So the llamas was a little closer now.')).toEqual(['the llamas / was']);
    expect(subjects('The llamas were near. The gas was leaking.')).toEqual([]);
    expect(subjects('The box of cookies were on the table.')).toEqual([
      'The box of cookies / were',
    ]);
  });

  it('takes the noun after “to face” as its object, never the subject: “the courage … was”', () => {
    expect(subjects('Now the courage to face big waves was very close.')).toEqual([]);
    expect(subjects('Now the plans to face big waves was very close.')).toEqual([
      'the plans / was very',
    ]);
  });

  it('finds the subject after the verb when a place comes first, and catches a slip there', () => {
    expect(subjects('On the shelf was the jars.')).toEqual(['the jars / was']);
    expect(subjects('Behind her was the sea caves.')).toEqual(['the sea caves / was']);
    expect(subjects('Under the bridge, the trolls was waiting.')).toEqual([
      'the trolls / was waiting',
    ]);
    for (const inverted of [
      'Under the bridge sat the trolls.',
      'On the shelf were the jars.',
      'Behind her were the sea caves.',
      'Behind him were the beds.',
      'Not far away was the map room.',
    ])
      expect(subjects(inverted)).toEqual([]);
  });

  it('takes the noun before a preposition as the head: “the goose in wellies was glad”', () => {
    expect(subjects('Afterwards the goose in wellies was glad they had stopped.')).toEqual([]);
    expect(subjects('The goose in wellies were glad.')).toEqual(['The goose / were']);
    expect(subjects('The labels on every jar was wrong.')).toEqual(['The labels / was']);
  });

  it('reads a verb that shows no number as none: infinitives, bare infinitives, nested clauses', () => {
    for (const sentence of [
      'Next time, he would know just what to do.',
      'The younger child promised to help him do well at the school.',
      'He only wanted to do well at the school.',
      'Wobbles did not know which was the real one.',
      'Asking questions and testing ideas is how people find out how the world works.',
      'Yusuf knelt down and noticed tufts of orange fur, and that was the first clue.',
      'There was also the visitors’ book, and it might hold an answer.',
      'The police station was difficult, but she did not give up.',
      'But the friendly voice telling stories was very near.',
    ])
      expect(subjects(sentence)).toEqual([]);
  });

  it('reads a given name as one person whatever its spelling', () => {
    expect(subjects('Wobbles was glad.', new Set(['Wobbles']))).toEqual([]);
  });
});
