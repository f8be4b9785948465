// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildStoryMessages,
  parseStoryRequest,
  type StoryRequestInput,
} from '@shared/story-engine/index.ts';

function messagesFor(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  const [system, user] = buildStoryMessages(parsed.request);
  return { system: system?.content ?? '', user: user?.content ?? '' };
}

describe('buildStoryMessages', () => {
  it('gives a 4–6 reader short sentences, simple words and strict safety rules', () => {
    const { system } = messagesFor({ age: '4-6', genre: 'bedtime' });
    expect(system).toContain('Keep sentences under 10 words');
    expect(system).toContain('very simple, concrete words');
    expect(system).toContain('no harm done to a person or an animal');
    expect(system).toContain('no self-harm and suicide in any wording');
    expect(system).toContain('no scary monsters');
    expect(system).toContain('Content rating: gentle');
  });

  it('lets an adult story be literary and drops the child-only rules', () => {
    const { system } = messagesFor({
      age: 'adult',
      genre: 'mystery',
      options: { rating: 'intense' },
    });
    expect(system).toContain('Keep sentences under 32 words');
    expect(system).not.toContain('no violence');
    expect(system).toContain('no sexual content');
    expect(system).toContain('Content rating: intense');
  });

  it('never lets a young reader get a stronger rating than the age allows', () => {
    const { system } = messagesFor({
      age: '7-9',
      genre: 'adventure',
      options: { rating: 'intense' },
    });
    expect(system).toContain('Content rating: mild');
  });

  it('carries genre guidance, characters with traits, continuity and the reader’s choice', () => {
    const { system, user } = messagesFor({
      age: '10-12',
      genre: 'sci-fi',
      prompt: 'A robot that is afraid of the dark',
      characters: [
        {
          name: 'Bolt',
          role: 'protagonist',
          description: 'a small repair robot',
          traits: ['anxious', 'clever'],
        },
      ],
      history: ['Bolt woke up in the dark hangar.'],
      choice: 'Turn on the emergency lights',
    });
    expect(system).toContain('Science Fiction & Space');
    expect(user).toContain('- Bolt (protagonist) — a small repair robot; traits: anxious, clever');
    expect(user).toContain('[1] Bolt woke up in the dark hangar.');
    expect(user).toContain('The reader chose: Turn on the emergency lights');
    expect(system).toContain('exactly three short, distinct choices');
  });

  it('asks for an ending that resolves the story when finishing', () => {
    const { system, user } = messagesFor({
      age: 'teen',
      genre: 'values',
      finish: true,
      history: ['A'],
    });
    expect(system).toContain('Write the ENDING');
    expect(system).toContain('is_end true');
    expect(user).toContain('Write the ending now.');
  });
});
