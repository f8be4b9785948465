// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('what the hero makes that then does something of its own goes along', () => {
  it('keeps the robot the hero built from the first part, and asks why it does what it does', () => {
    const prompt =
      'Amara builds a robot out of an old vacuum cleaner and it starts beaming songs to the Moon';
    const idea = understandIdea(prompt);
    expect(idea.companions.map((companion) => companion.kind)).toEqual(['robot']);
    expect(idea.want).toMatchObject({
      verb: 'find out',
      thing: 'why the robot was beaming songs to the Moon',
    });
    const parts = tellWholeStory(prompt, '10-12', 'sci-fi');
    expect(parts[0]).toMatch(/\bher robot\b/i);
    expect(parts.filter((part) => /\brobot\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    // Never a stock goal to build what she has already built, nor an invented robot beside hers.
    expect(parts.join(' ')).not.toMatch(/\bbuild the robot\b|\bhelpful robot\b/i);
  });

  it('leaves a made thing that is no one as the thing to make', () => {
    const idea = understandIdea('Kofi builds a jetpack that only goes sideways');
    expect(idea.companions).toEqual([]);
    expect(idea.want).toMatchObject({ verb: 'build' });
  });
});
