// @vitest-environment node
// Our own storyteller is never refused by our own gate: whole stories told for every band and
// genre from the storyteller's idea corpus, and stories told from the storyteller's own words
// alone (the fallback when a typed idea is retold badly), every part, choice and picture prompt.
import { describe, expect, it } from 'vitest';
import { checkSegment } from '@shared/safety/index.ts';
import {
  AGE_IDS,
  GENRE_SLUGS,
  type AgeId,
  type GenreSlug,
  type StoryRequestInput,
} from '@shared/story-engine/index.ts';
import { STORY_IDEAS } from '../../../../../corpora/storyteller/index.ts';
import { segmentTexts, tellSeededStory } from '../../../../../support/tell-story-along-choices.ts';

/** The refused parts of one story of five parts told along its choices, as "age genre part: text". */
function refusedParts(
  age: AgeId,
  genre: GenreSlug,
  input: Partial<StoryRequestInput>,
  seed: number,
) {
  return tellSeededStory(age, genre, input, seed).flatMap((segment, part) =>
    checkSegment(segment, age).ok
      ? []
      : [`${age} ${genre} ${part}: ${segmentTexts(segment).join(' | ')}`],
  );
}

describe("the storyteller's parts pass the safety gate", () => {
  it.each(AGE_IDS)(
    'for %s, over every genre and the idea corpus',
    (age) => {
      const refused = GENRE_SLUGS.flatMap((genre, genreIndex) =>
        [0, 1].flatMap((k) => {
          const idea = STORY_IDEAS[(genreIndex * 2 + k) % STORY_IDEAS.length];
          return refusedParts(
            age,
            genre,
            { prompt: idea?.prompt ?? '', characters: idea?.characters ?? [] },
            genreIndex * 2 + k,
          );
        }),
      );
      expect(refused).toEqual([]);
    },
    60_000,
  );

  it.each(AGE_IDS)(
    'for %s, told from its own words with no idea typed',
    (age) => {
      const refused = GENRE_SLUGS.flatMap((genre, genreIndex) =>
        [0, 1, 2].flatMap((k) => refusedParts(age, genre, {}, genreIndex * 3 + k)),
      );
      expect(refused).toEqual([]);
    },
    60_000,
  );
});
