// @vitest-environment node
// Offline, the storyteller's chunk carries no safety gate. An idea the wizard accepted can still be
// told into a part the gate refuses (one of the storyteller's facts about the human heart names
// blood; "baby teeth fall"), so the browser checks the part with the gate the wizard loaded, as the
// functions do. Ideas as families type them, each told on the browser's real offline path along its
// choices to the ending: no part shown is one the gate refuses.
import { describe, expect, it } from 'vitest';
import { generateSegment, StoryRequestError } from '@/features/create/data/generate-segment';
import { checkSegment } from '@shared/safety/index.ts';
import { AGE_IDS, type AgeId } from '@shared/story-engine/index.ts';
import { TYPED_IDEAS, type StoryIdea } from '../../../../corpora/storyteller/index.ts';

const PARTS = 5;
// Every sixteenth idea: about 170 stories, the whole band of ages and genres, in a unit test's time.
const SAMPLED = TYPED_IDEAS.filter((_, index) => index % 16 === 0);

/** The refused parts of one story told offline, or null when the wizard refused the idea. */
async function refusedParts(idea: StoryIdea, age: AgeId, seed: number): Promise<string[] | null> {
  const told: string[] = [];
  const path: string[] = [];
  const refused: string[] = [];
  let choice = '';
  for (let part = 0; part < PARTS; part += 1) {
    const segment = await generateSegment(
      {
        age,
        genre: idea.genre ?? 'adventure',
        prompt: idea.prompt,
        characters: idea.characters ?? [],
        history: told.slice(-4),
        choice,
        path: [...path],
        finish: part === PARTS - 1,
      },
      { endpoint: null, online: false },
    ).catch((error: unknown) => {
      if (error instanceof StoryRequestError && part === 0) return null;
      throw error;
    });
    if (!segment) return null;
    const verdict = checkSegment(segment, age);
    if (!verdict.ok)
      refused.push(`${age} "${idea.prompt}" part ${part + 1}: ${JSON.stringify(verdict)}`);
    told.push(segment.segment_text);
    if (choice) path.push(choice);
    choice = segment.choices[(seed + part) % 3] ?? segment.choices[0] ?? '';
  }
  return refused;
}

describe('a part told offline from an idea the wizard accepted', () => {
  it.each(AGE_IDS)(
    'is never refused by the gate, for %s',
    async (age) => {
      const ideas = SAMPLED.filter((idea) => (idea.age ?? '7-9') === age);
      const stories = await Promise.all(ideas.map((idea, index) => refusedParts(idea, age, index)));
      const told = stories.filter((refused) => refused !== null);
      expect(told.flat()).toEqual([]);
      // The ideas are harmless ones families typed: the wizard accepts nearly all of them, so the
      // parts checked here are the stories a reader would meet.
      expect(ideas.length).toBeGreaterThan(20);
      expect(told.length).toBeGreaterThanOrEqual(ideas.length * 0.9);
    },
    120_000,
  );
});
