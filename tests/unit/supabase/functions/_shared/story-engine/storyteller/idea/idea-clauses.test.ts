// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';

describe("the idea's clauses: what is lost, who did it and who leads", () => {
  it.each([
    // A loss told in a clause of its own, after a colon or beside another verb.
    [
      'Harbour festival: a silver bell goes missing, and Leo and his sister Mia investigate',
      'find silver bell',
    ],
    ['a trumpet goes missing at the school concert and Leo looks everywhere', 'find trumpet'],
    // What something lacks is lost, not the thing that lacks it.
    ['the birthday party is missing all the balloons', 'find balloons'],
    // Lost by the hero, whatever they went there to do.
    ['Ben and his cousin go fishing at the lake and lose their rod in the reeds', 'find rod'],
    // The hero who gets lost wants the way home, never "the lost walking".
    ['Rosa and her dog get lost walking in the Alps', 'find way home'],
    // An unknown doer's deed is what the hero finds out about, never what the hero does.
    [
      'Omar has to find out who has been painting the fence at night',
      'find out who had painted the fence at night',
    ],
    // Digging into something is finding out the truth about it.
    [
      'Lena and her friend Sol dig into an old secret in their village',
      'find out the truth about the secret',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it('reads the answer after a guess, and no culprit from a time or a feeling', () => {
    expect(
      understandIdea("Kit thinks it was the fox but really it was the neighbour's goat").reveal
        ?.who,
    ).toBe("the neighbour's goat");
    expect(understandIdea('Nell and her friend Ash must find out before Friday').reveal).toBeNull();
    expect(understandIdea("Jun learns it's fine to make mistakes").reveal).toBeNull();
  });

  it('takes a name that looks plural for one hero, and a place name for no one', () => {
    expect(understandIdea('Emrys and his owl fly to the old castle').heroName).toBe('Emrys');
    const cape = understandIdea('a trip around Cape Cod with a boy named Finn and his dog Rolo');
    expect(cape.heroName).toBe('Finn');
    expect(cape.place).toBe('Cape Cod');
  });
});
