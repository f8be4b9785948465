// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('friends who fall out have quarrelled, and nobody is hurt', () => {
  it('never wants to help one of two friends who fall out', () => {
    const idea = understandIdea(
      'two old knights Pietro and Wale fell out years ago over an oath, now the dragon is back',
    );
    expect(idea.want?.verb).not.toBe('help');
  });
});
