// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStoryRequest, type AgeId, type GenreSlug } from '@shared/story-engine/index.ts';
import { tellStorySegment, understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { checkText } from '@shared/safety/index.ts';

/** The six parts of a story along its first choice. */
function tellStory(age: AgeId, genre: GenreSlug, prompt: string, id: number) {
  const parts: string[] = [];
  const path: string[] = [];
  let choice = '';
  for (let part = 0; part <= 5; part += 1) {
    const parsed = parseStoryRequest({
      age,
      genre,
      prompt,
      characters: [],
      options: { length: 'standard', person: 'third', style: 'storybook' },
      story_id: `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`,
      history: parts.slice(-4),
      choice,
      path,
      finish: part === 5,
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const segment = tellStorySegment(parsed.request, checkText);
    parts.push(segment.segment_text);
    if (choice) path.push(choice);
    choice = segment.choices[0] ?? '';
  }
  return parts.join('\n');
}

describe('what a question is about is a thing the story can name', () => {
  it.each([
    ['what if all the dinosaurs came back and lived in Dmytro’s backyard', 'dinosaurs'],
    ['what if all the cats in Paris went on strike?', 'cats'],
    ['explain how the immune system works through a story about a castle', 'system'],
    ['why does the old clock tower chime thirteen times on Thursdays?', 'tower'],
    ['Why do cats purr? Anaya and her cat Tiger try to find out.', 'cats'],
    // A question about "we" or "they" is about no thing the story could call "the we".
    ['why do we dream? Hiroshi and his friend Ayaka spend a night in a sleep lab', ''],
    ['Rania travels back to ancient Egypt, finding out how they really built it', ''],
  ])('%s', (prompt, noun) => {
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find out', noun, question: true });
  });

  it.each([
    [
      'teen',
      'educational',
      'why do we dream? Hiroshi and his friend Ayaka spend a night in a sleep lab',
    ],
    ['7-9', 'silly', 'what if all the dinosaurs came back and lived in Dmytro’s backyard'],
    ['10-12', 'educational', 'explain how the immune system works through a story about Ruby'],
  ] as const)('at %s, a %s story never says "the we" or "the all"', (age, genre, prompt) => {
    for (let id = 1; id <= 6; id += 1)
      expect(tellStory(age, genre, prompt, id)).not.toMatch(
        /\bthe (we|they|all)\b|\bthe immune\b(?! system)/i,
      );
  });
});
