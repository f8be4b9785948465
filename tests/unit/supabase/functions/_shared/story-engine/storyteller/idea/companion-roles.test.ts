// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

const companionsOf = (prompt: string) =>
  understandIdea(prompt).companions.map(({ name, kind }) => ({ name, kind }));

describe('a companion of the hero wherever the idea names them', () => {
  it.each([
    // A relative who acts away from the hero's "and": the deed is theirs, not the hero's want.
    ['a mouse named Tibby is lonely in the barn until her granny knits her a scarf', 'granny'],
    ['a young knight named Osric trains hard because his mentor tests him at dawn', 'mentor'],
    // A pet or a helper in a relative clause: "whose".
    ['a girl inventor whose pocket robot runs away at the county fair', 'pocket robot'],
  ])('%s', (prompt, kind) => {
    expect(companionsOf(prompt)).toContainEqual({ name: null, kind });
  });

  it('gives the companion their own deed, never the hero', () => {
    const idea = understandIdea(
      'a hedgehog named Prickle cannot sleep so his grandpa reads him a story',
    );
    expect(idea.heroName).toBe('Prickle');
    expect(idea.want?.verb).not.toBe('read');
  });

  it('takes an animal met with "with" or beside the first one as a companion', () => {
    expect(companionsOf('a lost lamb has to cross the valley with a goose')).toEqual([
      { name: null, kind: 'goose' },
    ]);
    expect(companionsOf('a fable about a badger and a hare who open a bakery')).toEqual([
      { name: null, kind: 'hare' },
    ]);
  });

  it('brings in the one named beside the narrator, and leaves the narrator to be named', () => {
    const idea = understandIdea('Uncle Tevita and I build a raft for the lagoon race');
    expect(idea.heroName).toBeNull();
    expect(idea.companions.map(({ name }) => name)).toEqual(['Uncle Tevita']);
  });

  it('takes the others of a group the hero belongs to as companions', () => {
    expect(companionsOf('a gang of cousins find a secret door behind the fridge')).toEqual([
      { name: null, kind: 'cousins' },
    ]);
  });

  it('takes the one met before a named hero as a companion', () => {
    const idea = understandIdea(
      'A grumpy ferryman and a curious girl named Wen cross the misty river',
    );
    expect(idea.heroName).toBe('Wen');
    expect(idea.companions.map(({ kind }) => kind)).toEqual(['ferryman']);
  });

  it('reads a verb the tagger took for a noun after a companion as what they do', () => {
    const idea = understandIdea('Tane and his aunty sail to the far reef to find a pearl');
    expect(companionsOf('Tane and his aunty sail to the far reef to find a pearl')).toEqual([
      { name: null, kind: 'aunty' },
    ]);
    expect(idea.want).toMatchObject({ verb: 'find', thing: 'pearl' });
  });

  it('keeps a number and a described body part in the companion, and a hyphenated word whole', () => {
    expect(companionsOf('Noa and her one eyed cat pirate explore the harbour')[0]?.kind).toBe(
      'cat',
    );
    expect(understandIdea('a middle-aged baker named Ines opens a shop').heroTraits).toEqual([
      'middle-aged',
    ]);
  });

  it('never takes a thing of a relative for the relative', () => {
    expect(
      companionsOf("Ravi fixes a go-kart out of his uncle's old bicycle and wins the race"),
    ).toEqual([]);
  });
});
