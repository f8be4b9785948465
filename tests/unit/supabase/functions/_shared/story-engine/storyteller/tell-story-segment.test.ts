// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_IDS, parseStoryRequest, type StoryRequestInput } from '@shared/story-engine/index.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';
import { checkText } from '@shared/safety/index.ts';
import { agreementSlips } from '../../../../../../../bench/storyteller-agreement.ts';
import { determinerSlips } from '../../../../../../../bench/storyteller-grammar-checks.ts';
import { protagonistOf } from '../../../../../../../bench/storyteller-text.ts';

function tell(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request, checkText);
}

/** Six parts along the first choice, the way a reader meets them. */
function tellStory(input: Omit<StoryRequestInput, 'history' | 'choice' | 'path' | 'finish'>) {
  const parts: string[] = [];
  const path: string[] = [];
  let choice = '';
  for (let part = 0; part < 6; part += 1) {
    const segment = tell({
      ...input,
      history: parts.slice(-4),
      choice,
      path: [...path],
      finish: part === 5,
    } as StoryRequestInput);
    parts.push(segment.segment_text);
    if (choice) path.push(choice);
    choice = segment.choices[part % 3] ?? '';
  }
  return parts;
}

const base: Pick<StoryRequestInput, 'characters' | 'options'> = {
  characters: [],
  options: { length: 'standard', person: 'third', style: 'storybook' },
};

describe('tellStorySegment: English a parent can read aloud', () => {
  it('keeps the idea’s own determiner and makes the verb agree: “all the cookies were gone”', () => {
    for (const age of AGE_IDS) {
      const text = tellStory({
        ...base,
        age,
        genre: 'mystery',
        prompt:
          'Somebody took all the cookies from the school bake sale and Detective Ravi must find them',
        story_id: '00000000-0000-4000-8000-000000000029',
      }).join(' ');
      expect(text).not.toMatch(/\bthe all\b/i);
      expect(text).not.toMatch(/\bcookies (was|is|has)\b/);
      expect(determinerSlips(text)).toEqual([]);
      expect(agreementSlips(text)).toEqual([]);
    }
  });

  it('makes the verb agree with a plural want: “the garden gnomes were close”', () => {
    for (const age of AGE_IDS) {
      const text = tellStory({
        ...base,
        age,
        genre: 'adventure',
        prompt: 'Kofi wants to find the missing garden gnomes',
        story_id: '00000000-0000-4000-8000-000000000030',
      }).join(' ');
      expect(text).not.toMatch(/\bgnomes (was|is|has)\b/);
      expect(agreementSlips(text)).toEqual([]);
    }
  });

  it('writes a storyteller-given name with its capital wherever it stands', () => {
    for (const age of AGE_IDS) {
      const parts = tellStory({
        ...base,
        age,
        genre: 'silly',
        prompt: 'a tiny boat that wants to sail',
        story_id: '00000000-0000-4000-8000-000000000031',
      });
      // The name told most often: a story may open "Nobody near the park expected…".
      const hero = protagonistOf(parts.join(' ')) ?? '';
      expect(hero).toMatch(/^[A-Z][a-z]+$/);
      for (const part of parts) expect(part).not.toMatch(new RegExp(`\\b${hero.toLowerCase()}\\b`));
    }
  });

  it('tells no stock phrase twice and repeats no five-word phrase more than three times', () => {
    for (const age of AGE_IDS) {
      const parts = tellStory({
        ...base,
        age,
        genre: 'fantasy-magic',
        prompt: 'A brave girl named Zora looks for her lost kite on a windy hill',
        story_id: '00000000-0000-4000-8000-000000000032',
      });
      const counts = new Map<string, number>();
      for (const sentence of parts
        .join(' ')
        .toLowerCase()
        .split(/[.!?"]+/)) {
        const words = sentence.match(/[a-z’']+/g) ?? [];
        for (let start = 0; start + 5 <= words.length; start += 1) {
          const phrase = words.slice(start, start + 5);
          if (phrase.some((word) => /^(zora|kite|lost|windy|hill|brave|girl)$/.test(word)))
            continue;
          counts.set(phrase.join(' '), (counts.get(phrase.join(' ')) ?? 0) + 1);
        }
      }
      expect([...counts].filter(([, count]) => count > 3)).toEqual([]);
      expect(parts.join(' ')).not.toMatch(
        /deliberate calm|acutely conscious|hesitation and resolve|meanwhile|even as/,
      );
    }
  });

  it('leaves out filler that belongs to no beat and never strives again after the ending', () => {
    for (const age of AGE_IDS) {
      const parts = tellStory({
        ...base,
        age,
        genre: 'adventure',
        prompt: 'Milo the puppy has lost his favourite red ball in the park',
        story_id: '00000000-0000-4000-8000-000000000033',
      });
      const text = parts.join(' ');
      expect(text).not.toMatch(/rose and fell|The light changed over|there was \w+ \w+ing again/);
      expect(parts[5]).not.toMatch(/would not give up|counted every step|kept going back to/);
    }
  });
});

describe('tellStorySegment: a part tells what follows the chosen choice', () => {
  /** The second part, after the reader chose to ask the old fisherman. */
  const afterAsking = (age: StoryRequestInput['age']) => {
    const request = {
      ...base,
      age,
      genre: 'adventure' as const,
      prompt: 'Tamsin and her goat Clover sail to a little island to find a lost bell',
      story_id: '00000000-0000-4000-8000-000000000031',
    };
    const first = tell({ ...request, history: [], path: [], choice: '' });
    return tell({
      ...request,
      history: [first.segment_text],
      path: [],
      choice: 'Ask the old fisherman',
    }).segment_text;
  };

  it.each(['4-6', '10-12'] as const)(
    'asking someone brings an answer, not thanks for being asked (%s)',
    (age) => {
      const text = afterAsking(age);
      expect(text).toContain('asked the old fisherman');
      expect(text).not.toMatch(/so (glad|grateful)/);
      // The one asked is named once; then the answer moves the hero on.
      expect(text.split(/old fisherman/i).length - 1).toBe(1);
    },
  );

  it('tells the youngest the companion’s reaction and what lies ahead', () => {
    const text = afterAsking('4-6');
    expect(text).toMatch(/\bClover\b/);
    expect(text).toMatch(/\b(Just ahead|Next to them) (was|were)\b/);
  });
});
