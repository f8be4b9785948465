// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { firstPart, wantOf } from '../../../../../../../support/idea-first-part.ts';

describe("the want is the goal the idea's verb names, even a word the tagger does not know", () => {
  it.each([
    // The tagger guesses these rare nouns are adjectives; after "the" and before "from", a noun.
    [
      'the last of the sky pirates, Odile, must win back the trident from a storm giant',
      'win back trident',
    ],
    [
      'a shepherd boy named Tavi has to recover the talisman from the goblin king',
      'recover talisman',
    ],
    // A decade or a count after the article is part of the object, not where it ends.
    ['Marta and her grandad Pino restore a 1950s motorbike in his shed', 'restore motorbike'],
    [
      'the young queen Ottilie must unite the four feuding tribes before winter',
      'unite feuding tribes',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
    // A want the idea gives is told in the first part, never one the storyteller made up.
    expect(firstPart('teen', 'epic-fantasy', prompt)).toContain(want.split(' ').slice(-1)[0]);
  });

  it('a plural thing before the verb that tells it vanished is the thing lost', () => {
    const prompt =
      'The harbour bell rang twice on the night two rowing boats disappeared. Ines wants answers.';
    expect(wantOf(prompt)).toBe('find rowing boats');
    const part = firstPart('teen', 'mystery', prompt);
    expect(part).toContain('boats');
    expect(part).not.toMatch(/the rowing (was|were) gone/);
  });

  it.each([
    // A verb that forms a passive stays a verb: the recipe is stolen, not "gets".
    [
      "Tobi and his cousin Ama open a detective agency when the café's cake recipe gets stolen",
      'recipe',
    ],
    ["Jonas's lunchbox gets eaten by a greedy seagull", 'lunchbox'],
  ])('%s', (prompt, noun) => {
    expect(understandIdea(prompt).want?.noun).toBe(noun);
    expect(understandIdea(prompt).heroKind ?? '').not.toMatch(/gets/);
  });
});
