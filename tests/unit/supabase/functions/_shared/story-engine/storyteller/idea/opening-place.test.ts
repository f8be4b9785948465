// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/understand-idea.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('an idea that opens on where it happens, with no comma before the hero', () => {
  it.each([
    [
      'At the chess tournament Sanduni realises her best friend Nyasha is cheating. Does she tell??',
      'Sanduni',
      'chess tournament',
    ],
    [
      'At the cricket match Bilal drops the easiest catch EVER and everyone groans. Now he wants to quit the team.',
      'Bilal',
      'cricket match',
    ],
  ])('%s', (prompt, hero, place) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.heroKind).toBeNull();
    expect(idea.place).toBe(place);
    const [first = ''] = tellWholeStory(prompt, '10-12', 'values');
    expect(first).not.toMatch(/\ba \w+ (tournament|match)\b(?! who lived)|tournament Sanduni/);
    expect(first).not.toMatch(/\b(curious|determined|brave|kind) (tournament|match)\b/);
  });

  it('tells a game at a table somewhere other than a football pitch', () => {
    const story = tellWholeStory(
      'At the chess tournament someone swapped the kings on table 3 for chocolate ones and Deniz got the blame',
      '10-12',
      'mystery',
    ).join(' ');
    expect(story).not.toMatch(/\b(goalmouth|white lines on the grass|floodlights|the pitch)\b/);
  });
});

describe('a feast is when the story happens, never where, nor what its hero is', () => {
  it('“at eid Yasmin gets a magic lantern”', () => {
    const idea = understandIdea(
      'at eid Yasmin gets a magic lantern from her jaddah that shows her the past',
    );
    expect(idea.heroKind).not.toBe('eid');
    expect(
      tellWholeStory('at eid Yasmin gets a magic lantern', '7-9', 'fantasy-magic')[0],
    ).not.toMatch(/\b(an? \w+ eid|near the eid)\b/);
  });

  it('“going to his uncle Pats farm for lambing at easter”: the farm is where', () => {
    expect(
      understandIdea(
        'my son Rory is going to his uncle Pats farm for lambing at easter and hes nervous of the big sheep',
      ).place,
    ).not.toBe('easter');
  });
});
