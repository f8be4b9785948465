// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/age-bands.ts';
import type { AgeId } from '@shared/story-engine/index.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';
import { factsAbout } from '@shared/story-engine/storyteller/facts/facts-about.ts';
import { BODY_TOPICS } from '@shared/story-engine/storyteller/facts/body-topics.ts';
import { EARTH_TOPICS } from '@shared/story-engine/storyteller/facts/earth-topics.ts';
import { SPACE_TOPICS } from '@shared/story-engine/storyteller/facts/space-topics.ts';
import { LIVING_TOPICS } from '@shared/story-engine/storyteller/facts/living-topics.ts';
import { ENERGY_TOPICS } from '@shared/story-engine/storyteller/facts/energy-topics.ts';

const TOPICS = [
  ...BODY_TOPICS,
  ...EARTH_TOPICS,
  ...SPACE_TOPICS,
  ...LIVING_TOPICS,
  ...ENERGY_TOPICS,
];
const EVERY_FACT = TOPICS.flatMap((topic) => [...topic.young, ...topic.older]);

/** An educational story as a reader meets it, the first choice taken each time. */
function tellEducational(age: AgeId, prompt: string, id = 1) {
  return tellStoryAlongChoices({
    age,
    genre: 'educational',
    parts: 6,
    request: {
      prompt,
      characters: [],
      story_id: `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`,
    },
  })
    .map((segment) => segment.segment_text)
    .join(' ');
}

const factsTold = (story: string) => EVERY_FACT.filter((fact) => story.includes(fact));

describe('an educational story teaches the subject it was asked about', () => {
  it.each(['4-6', '7-9', '10-12', 'teen', 'adult'] as const)(
    'at %s, "how the heart works" tells facts about the heart and no other subject',
    (age) => {
      const story = tellEducational(
        age,
        'how the heart works with Dr. Nguyen and her robot helper Pulse',
      );
      const heart = factsAbout(['heart']);
      const told = factsTold(story);
      expect(told.length).toBeGreaterThanOrEqual(3);
      for (const fact of told) expect([...heart!.young, ...heart!.older]).toContain(fact);
      expect(story).not.toMatch(/Light travels faster/);
    },
  );

  it.each([
    ['why do volcanoes erupt', 'lava'],
    ['learning about the planets with Grandpa', 'Jupiter'],
    ['where does rain come from', 'clouds'],
    ['how bees make honey', 'nectar'],
  ])('"%s" is told with facts about its subject ("%s")', (prompt, word) => {
    const story = tellEducational('7-9', prompt);
    expect(factsTold(story).length).toBeGreaterThanOrEqual(3);
    expect(factsTold(story).some((fact) => fact.includes(word))).toBe(true);
  });

  it('an idea about a subject with no facts of ours tells none rather than another subject’s', () => {
    for (const age of ['7-9', 'teen'] as const) {
      const story = tellEducational(age, 'how do bridges stay up with Auntie Rose');
      expect(factsTold(story)).toEqual([]);
      expect(story).toMatch(/bridges/);
    }
  });

  it('never tells the same fact twice in a story', () => {
    for (let id = 1; id <= 6; id += 1) {
      const told = tellEducational('10-12', 'how do magnets work', id);
      for (const fact of factsTold(told)) expect(told.split(fact).length - 1, fact).toBe(1);
    }
  });

  it('reads the want’s subject before a companion’s name or kind', () => {
    expect(factsAbout(['heart', 'robot', 'helper'])?.words).toContain('heart');
    expect(factsAbout(['robot', 'helper'])).toBeNull();
  });
});

describe('every fact fits a sentence of the bands that read it', () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  it.each(TOPICS.map((topic) => [topic.words[0], topic] as const))('%s', (_, topic) => {
    for (const fact of topic.young)
      expect(words(fact), fact).toBeLessThanOrEqual(AGE_BANDS['4-6'].maxSentenceWords);
    for (const fact of topic.older)
      expect(words(fact), fact).toBeLessThanOrEqual(AGE_BANDS['10-12'].maxSentenceWords);
    expect(topic.young).toHaveLength(4);
    expect(topic.older).toHaveLength(4);
  });
});
