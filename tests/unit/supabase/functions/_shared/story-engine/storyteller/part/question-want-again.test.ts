// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GENRE_SLUGS } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const times = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('a question the hero wants answered is asked in full once, then named shortly', () => {
  it('says "who had painted the statues blue at night" at most twice in a story', () => {
    for (const age of ['10-12', 'teen', 'adult'] as const)
      for (const genre of GENRE_SLUGS) {
        const told = tellWholeStory(
          'Someone keeps painting the statues blue at night and Inspector Hale wants to catch them',
          age,
          genre,
        ).join(' ');
        expect(
          times(told, 'who had painted the statues blue'),
          `${age} ${genre}`,
        ).toBeLessThanOrEqual(2);
      }
  });

  it('still names the question the first time, and what it is about after', () => {
    const parts = tellWholeStory(
      'Why do leaves change colour in autumn? Nia wants to know',
      'adult',
      'educational',
    );
    const told = parts.join(' ');
    expect(times(told, 'why leaves change colour in autumn')).toBeGreaterThanOrEqual(1);
    expect(times(told, 'why leaves change colour in autumn')).toBeLessThanOrEqual(2);
  });
});
