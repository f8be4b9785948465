// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a "what if" idea is the story’s premise, never a question to find out "what if"', () => {
  it.each([
    // What the hero's own could do, the hero wants to do.
    ["what if Sunita's yawns could send the whole of Mumbai to sleep", 'send whole of Mumbai'],
    ["what if Tomi's hiccups could blow up all of the balloons", 'blow up all of the balloons'],
    // What someone else could do, the hero helps them do.
    ['what if my tortoise could skateboard', 'help tortoise skateboard'],
    ['what if the school bus could swim', 'help school bus swim'],
    // What happens, the hero finds out why.
    [
      'what if every bus in Leeds flew to the moon',
      'find out why every bus in Leeds flew to the moon',
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toBe(want);
  });

  it('the narrator’s own who could do it is a companion-to-be, not what the hero is', () => {
    expect(understandIdea('what if my goldfish could talk').heroKind).not.toBe('goldfish');
  });

  it('never tells a hero setting off "to find out what if"', () => {
    const story = tellWholeStory(
      "what if Kemi's giggles could lift the whole of Lagos into the sky",
      '10-12',
      'silly',
    ).join(' ');
    expect(story).not.toMatch(/what if/i);
    expect(story).toMatch(/Kemi/);
    expect(story).toMatch(/Lagos/);
  });
});
