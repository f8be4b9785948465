// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import {
  AGE_BANDS,
  AGE_IDS,
  GENRE_SLUGS,
  parseStoryRequest,
  type StoryRequestInput,
} from '@shared/story-engine/index.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';
import { checkSegment, checkText } from '@shared/safety/index.ts';

function tell(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request, checkText);
}

function gradeOf(text: string): number {
  const sentences = text.split(/(?<=[.!?]["”’]?)\s+/).filter(Boolean);
  const words = text.match(/[A-Za-z’']+/g) ?? [];
  return fleschKincaid({
    sentence: sentences.length,
    word: words.length,
    syllable: words.reduce((sum, word) => sum + syllable(word), 0),
  });
}

/** Tells a whole story: opening, three continuations following the first choice, and the ending. */
function tellWholeStory(input: StoryRequestInput) {
  const history: string[] = [];
  const segments = [];
  let choice = '';
  for (let index = 0; index < 5; index += 1) {
    const segment = tell({ ...input, history: history.slice(-4), choice, finish: index === 4 });
    segments.push(segment);
    history.push(segment.segment_text);
    choice = segment.choices[0] ?? '';
  }
  return segments;
}

describe('tellStorySegment (the built-in storyteller)', () => {
  const base: StoryRequestInput = {
    age: '7-9',
    genre: 'adventure',
    prompt: 'A boy who finds a map in his attic',
  };

  it('tells the same segment for the same request', () => {
    expect(tell(base)).toEqual(tell(base));
  });

  it('tells different openings for different prompts and genres', () => {
    const texts = new Set([
      tell(base).segment_text,
      tell({ ...base, prompt: 'Twin sisters who swap places for a day' }).segment_text,
      tell({ ...base, genre: 'sci-fi' }).segment_text,
    ]);
    expect(texts.size).toBe(3);
  });

  it('offers exactly three distinct choices until the end, none at the end', () => {
    const story = tellWholeStory(base);
    for (const segment of story.slice(0, 4)) {
      expect(segment.is_end).toBe(false);
      expect(new Set(segment.choices).size).toBe(3);
      for (const choice of segment.choices)
        expect(choice.split(' ').length).toBeLessThanOrEqual(12);
    }
    expect(story[4]).toMatchObject({ is_end: true, choices: [] });
  });

  it('keeps the picked hero and sidekick through to an ending that resolves the want', () => {
    const story = tellWholeStory({
      ...base,
      characters: [
        { name: 'Pip', role: 'protagonist' },
        { name: 'Juniper', role: 'sidekick' },
      ],
    });
    for (const segment of story) expect(segment.segment_text).toContain('Pip');
    expect(story.map((segment) => segment.segment_text).join(' ')).toContain('Juniper');
    expect(story[4]?.segment_text).toContain('map');
  });

  it('starts from the chosen starting point and narrates the reader’s own choice and its consequence first', () => {
    const opening = tell({
      ...base,
      starting_point: 'The river carried a bottle with a message inside.',
    });
    expect(
      opening.segment_text.startsWith('The river carried a bottle with a message inside.'),
    ).toBe(true);
    const next = tell({
      ...base,
      history: [opening.segment_text],
      choice: 'Open the bottle very carefully',
    });
    expect(next.segment_text).toMatch(/^\w+ opened the bottle very carefully\./);
    expect(
      next.segment_text
        .split(/(?<=[.!?])\s+/)
        .slice(1, 3)
        .join(' '),
    ).toContain('bottle');
    expect(next.choices).not.toContain('Open the bottle very carefully');
  });

  it('keeps a kind of hero that ends in s: a princess is no “princes”', () => {
    const opening = tell({
      ...base,
      genre: 'fantasy-magic',
      prompt: 'A princess named Lila lives in a castle and wants a magic wand',
    });
    expect(opening.segment_text).toMatch(/\bprincess\b/);
    expect(opening.segment_text).not.toMatch(/\bprinces\b/);
    expect(opening.image_prompt).toContain('Lila the princess');
  });

  it('writes in the first and second person when asked', () => {
    expect(tell({ ...base, options: { person: 'first' } }).segment_text).toMatch(/\bI\b/);
    const second = tell({ ...base, options: { person: 'second' } }).segment_text;
    expect(second).toMatch(/\b[Yy]ou\b/);
    expect(second).not.toMatch(/\bYou was\b/);
  });

  it.each(AGE_IDS)('stays inside the safety rules of age %s in every genre', (age) => {
    for (const genre of GENRE_SLUGS)
      for (const segment of tellWholeStory({ age, genre, prompt: 'A friendly lighthouse keeper' }))
        expect(checkSegment(segment, age)).toEqual({ ok: true });
  });

  /** Grades of every part of whole stories in every genre, over ideas whose names and nouns differ in length. */
  function gradesFor(age: StoryRequestInput['age']): number[] {
    const ideas = [
      'A friendly lighthouse keeper named Odile wants to fix the broken lamp',
      'An old sailor named Marguerite sails in search of a hidden island',
      'Why do leaves change colour in autumn? Nia wants to know',
      'Someone stole the golden trophy from the school hall and Detective Ada must find it',
    ];
    return ideas.flatMap((prompt, index) =>
      GENRE_SLUGS.flatMap((genre) =>
        tellWholeStory({
          age,
          genre,
          prompt,
          story_id: `00000000-0000-4000-8000-00000000000${index}`,
        }).map((segment) => gradeOf(segment.segment_text)),
      ),
    );
  }

  const meanOf = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;

  it('reads at grade 2.5 or below on average for ages 4–6, and 3.5 or below for nine parts in ten', () => {
    const grades = gradesFor('4-6').sort((a, b) => a - b);
    expect(meanOf(grades)).toBeLessThanOrEqual(2.5);
    expect(grades[Math.floor(0.9 * grades.length)]).toBeLessThanOrEqual(3.5);
  });

  it('reads harder band by band: five reading levels, each mean within its band’s grade', () => {
    const means = AGE_IDS.map((age) => {
      const grades = GENRE_SLUGS.flatMap((genre) =>
        tellWholeStory({
          age,
          genre,
          prompt: 'A friendly lighthouse keeper named Odile wants to fix the broken lamp',
        }).map((segment) => gradeOf(segment.segment_text)),
      );
      const mean = grades.reduce((sum, grade) => sum + grade, 0) / grades.length;
      expect(mean).toBeLessThanOrEqual(AGE_BANDS[age].maxGrade);
      return mean;
    });
    for (let index = 1; index < means.length; index += 1)
      expect(means[index]).toBeGreaterThan(means[index - 1] as number);
  });

  it('writes longer segments for older readers and for the long setting', () => {
    const words = (input: StoryRequestInput) => tell(input).segment_text.split(/\s+/).length;
    expect(words({ ...base, age: 'adult' })).toBeGreaterThan(words({ ...base, age: '4-6' }));
    expect(words({ ...base, options: { length: 'long' } })).toBeGreaterThanOrEqual(
      words({ ...base, options: { length: 'short' } }),
    );
  });
});
