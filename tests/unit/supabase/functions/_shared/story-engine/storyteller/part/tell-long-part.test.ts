// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/age-bands.ts';
import { EPISODES } from '@shared/story-engine/storyteller/episode-phrases.ts';
import { LONG_EPISODE_STEPS } from '@shared/story-engine/storyteller/long-episode-phrases.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

const IDEA = 'A knight named Elric seeks the lost crown of the mountain kings';

function tell(age: AgeId, length: 'standard' | 'long'): string[] {
  return tellStoryAlongChoices({
    age,
    genre: 'adventure',
    parts: 6,
    request: {
      prompt: IDEA,
      options: { length, person: 'third', style: 'storybook' },
      story_id: '00000000-0000-4000-8000-000000000291',
    },
  }).map((segment) => segment.segment_text);
}

/** A wording's longest run of fixed words between its story tokens. */
function opening(wording: string): string {
  return wording
    .split(/\{[^}]*\}|\[[^\]]*\]/)
    .map((piece) => piece.replace(/^[\s,.;:"]+|[\s,.;:"]+$/g, '').toLowerCase())
    .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '');
}

// The clauses that tell the chosen choice's episode: how it went, what went wrong, what it changed,
// the place as it left it, the companion's words, what lies ahead.
const BEAT_OPENINGS = [
  ...Object.values(EPISODES).flatMap((episode) => Object.values(episode).flat()),
  ...LONG_EPISODE_STEPS.flatMap((step) => [...step.middle, ...step.opening]),
]
  .map(opening)
  .filter((fixed, index, all) => fixed.split(' ').length >= 3 && all.indexOf(fixed) === index);

function beatClauses(part: string): number {
  const lower = part.toLowerCase();
  return BEAT_OPENINGS.filter((start) => lower.includes(start)).length;
}

const words = (parts: readonly string[]) =>
  parts.slice(0, 5).reduce((sum, part) => sum + part.split(/\s+/).length, 0);

describe('a long part tells more of its episode than a standard one', () => {
  for (const age of ['teen', 'adult'] as const) {
    it(`at ${age}, a long part has more clauses telling the chosen choice's episode, and more words`, () => {
      const standard = tell(age, 'standard');
      const long = tell(age, 'long');
      const told = (parts: readonly string[]) =>
        parts.slice(1, 5).reduce((sum, part) => sum + beatClauses(part), 0);
      // At least one more clause of the episode in each of parts 2–5.
      expect(told(long), long.join('\n')).toBeGreaterThanOrEqual(told(standard) + 4);
      expect(words(long) / words(standard)).toBeGreaterThanOrEqual(1.25);
    });
  }

  it("tells each of a long step's wordings at most once in a story", () => {
    for (const age of ['10-12', 'teen', 'adult'] as const) {
      const told = tell(age, 'long').join(' ').toLowerCase();
      for (const wording of LONG_EPISODE_STEPS.flatMap((step) => [
        ...step.middle,
        ...step.opening,
      ])) {
        const fixed = opening(wording);
        if (fixed.split(' ').length < 3) continue;
        expect(told.split(fixed).length - 1, wording).toBeLessThanOrEqual(1);
      }
    }
  });
});
