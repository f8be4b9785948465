import { describe, expect, it } from 'vitest';
import { writerCaption } from '@/lib/writer-caption';

describe('writerCaption', () => {
  it('names the AI service, the device model or the storyteller, and nothing for a part kept before', () => {
    expect(writerCaption({ written_by: 'ai', writer_model: 'gpt-4o-mini' })).toBe(
      'The AI service (gpt-4o-mini) wrote this part.',
    );
    expect(writerCaption({ written_by: 'device', writer_model: null })).toBe(
      "This device's model wrote this part.",
    );
    expect(writerCaption({ written_by: null, writer_model: null })).toBeNull();
  });

  it('gives a part the person edited to its author, naming no model', () => {
    expect(writerCaption({ written_by: 'author', writer_model: null })).toBe(
      "The story's author wrote this part.",
    );
    expect(writerCaption({ written_by: 'author', writer_model: 'gpt-4o-mini' })).toBe(
      "The story's author wrote this part.",
    );
  });
});
