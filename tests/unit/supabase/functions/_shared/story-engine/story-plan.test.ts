// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GENRE_SLUGS,
  parseStoryRequest,
  type StoryRequestInput,
} from '@shared/story-engine/index.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';
import { checkText } from '@shared/safety/index.ts';

function tell(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request, checkText);
}

const base: StoryRequestInput = {
  age: '7-9',
  genre: 'adventure',
  prompt: 'A brave girl named Zora looks for her lost kite on a windy hill',
};
const lastWord = (choice: string) => choice.toLowerCase().split(' ').pop() ?? '';

describe('the storyteller’s plan', () => {
  it('honours the chosen approach: the next part tells of that choice’s object, not a sibling’s', () => {
    const opening = tell(base);
    const continuations = opening.choices.map(
      (choice) => tell({ ...base, history: [opening.segment_text], choice }).segment_text,
    );
    continuations.forEach((text, index) => {
      expect(text.toLowerCase()).toContain(lastWord(opening.choices[index] ?? ''));
      opening.choices.forEach((sibling, other) => {
        if (other !== index) expect(text.toLowerCase()).not.toContain(lastWord(sibling));
      });
    });
    expect(new Set(continuations).size).toBe(3);
  });

  it('carries a branch’s state into later parts: a helper met stays with the hero', () => {
    const opening = tell(base);
    const kind = opening.choices[2] ?? '';
    const second = tell({ ...base, history: [opening.segment_text], choice: kind });
    const third = tell({
      ...base,
      history: [opening.segment_text, second.segment_text],
      path: [kind],
      choice: second.choices[1] ?? '',
    });
    expect(third.segment_text.toLowerCase()).toContain(lastWord(kind));
  });

  it.each(GENRE_SLUGS)(
    'follows the %s plot from opening to an ending that mentions the want',
    (genre) => {
      const history: string[] = [];
      const path: string[] = [];
      let choice = '';
      let ending = '';
      for (let part = 0; part < 5; part += 1) {
        const segment = tell({
          ...base,
          genre,
          history: history.slice(-4),
          path,
          choice,
          finish: part === 4,
        });
        expect(segment.segment_text).toContain('Zora');
        history.push(segment.segment_text);
        if (choice) path.push(choice);
        choice = segment.choices[part % 3] ?? '';
        ending = segment.segment_text;
        expect(segment.is_end).toBe(part === 4);
      }
      expect(ending).toContain('kite');
      const sentences = history.join(' ').split(/(?<=[.!?])\s+/);
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );

  it('tells a typed choice by its verb and object only once the safety rules pass it', () => {
    const opening = tell(base);
    const own = tell({
      ...base,
      history: [opening.segment_text],
      choice: 'Climb the old lighthouse',
    });
    expect(own.segment_text).toMatch(/climbed the old lighthouse/);
    const refused = tell({
      ...base,
      age: '4-6',
      history: [opening.segment_text],
      choice: 'Stab the troll with a knife',
    });
    expect(refused.segment_text).not.toMatch(/stab|troll|knife/i);
    expect(refused.segment_text).toContain('Zora');
  });

  it('ends a mystery by naming who did it and the clue that showed it from the start', () => {
    const input = { ...base, genre: 'mystery' as const };
    const opening = tell(input).segment_text;
    const ending = tell({ ...input, history: [opening], finish: true }).segment_text;
    const culprit = /(?:It was|answer was) ([^.!"]+?)[.!"]/.exec(ending)?.[1];
    expect(culprit).toBeTruthy();
    const clue =
      /(?:clue had been|\.) ([a-z ]+?)(?:, right from| had shown it)/i
        .exec(ending)?.[1]
        ?.trim()
        .toLowerCase() ?? '';
    expect(clue.length).toBeGreaterThan(3);
    expect(opening.toLowerCase()).toContain(clue.replace(/^(the|a) /, ''));
  });
});

describe('the idea and the reader’s own opening', () => {
  it('keeps the idea’s place when the idea has no full stop before the opening', () => {
    const opening = tell({
      ...base,
      prompt: 'Mira finds a glowing map in the desert canyon',
      starting_point: 'An old map falls out of a book',
    });
    expect(opening.segment_text.toLowerCase()).toContain('desert canyon');
    expect(opening.segment_text).toMatch(/^An old map falls out of a book\. /);
  });
});
