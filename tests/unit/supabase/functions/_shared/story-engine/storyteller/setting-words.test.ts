// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SUSPECTS } from '@shared/story-engine/storyteller/setting-words.ts';

// Verbs whose form says one or many: a reason told with them agrees with one culprit only.
const NUMBERED = /\b(was|were|is|are|has|have|does|do|\w+s)\b(?= (to|a|an|the|it|anything)\b)/;

describe('why a suspect did it', () => {
  it('is told in verbs with no number, so any culprit can take it', () => {
    for (const suspect of SUSPECTS) {
      expect(suspect.why).not.toMatch(/\b(was|were|is|are|has|have|does)\b/);
      expect(suspect.why).not.toMatch(NUMBERED);
    }
  });
});
