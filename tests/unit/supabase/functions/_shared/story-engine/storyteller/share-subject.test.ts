// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shareSubject } from '@shared/story-engine/storyteller/share-subject.ts';

const kai = { name: 'Kai', pronoun: 'she' };

describe('two deeds of the hero told with one subject', () => {
  it('tells the second deed as a participle or a second verb, from the library’s forms', () => {
    expect(shareSubject('Kai paused.', 'She studied the map.', kai, true)).toBe(
      ', studying the map.',
    );
    expect(shareSubject('Kai paused.', 'She drew a sketch of the map.', kai, false)).toBe(
      ' and drew a sketch of the map.',
    );
    expect(shareSubject('She paused.', 'Kai took the key.', kai, true)).toBe(', taking the key.');
  });

  it('keeps the subject where the deed is not the hero’s, or its verb is no plain past', () => {
    expect(shareSubject('Zara paused.', 'She studied the map.', kai, true)).toBeNull();
    expect(shareSubject('Kai paused.', 'Zara studied the map.', kai, true)).toBeNull();
    expect(shareSubject('Kai paused.', 'She was still near the gate.', kai, true)).toBeNull();
    expect(shareSubject('Kai paused.', 'She could hear the sea.', kai, true)).toBeNull();
    expect(shareSubject('Kai paused.', 'She slowly turned round.', kai, true)).toBeNull();
  });

  it('adds no second phrase to a clause that has one: never "…, one question at a time and explained…"', () => {
    expect(
      shareSubject(
        'Kai asked carefully, one question at a time.',
        'She explained why.',
        kai,
        false,
      ),
    ).toBeNull();
    expect(shareSubject('Kai paused.', 'She said, "Wait."', kai, true)).toBeNull();
  });
});
