// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EPISODES } from '@shared/story-engine/storyteller/episode-phrases.ts';
import { GARDEN } from '@shared/story-engine/storyteller/places-in-country.ts';
import { matureWording } from '@shared/story-engine/storyteller/mature-wordings.ts';
import { toGerund } from '@shared/story-engine/storyteller/read-english.ts';
import type { AgeId } from '@shared/age-bands.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

/**
 * The first few words of every wording of an episode step, as a reader of the age hears it: a teen
 * or adult hears the hero's second deed without its subject ("…, choosing the way" or "… and chose
 * the way").
 */
function openings(step: 'how' | 'trouble' | 'overcome', age: AgeId = '7-9'): RegExp {
  const starts = Object.values(EPISODES)
    .flatMap((episode) => episode[step])
    .map((wording) => matureWording(wording, age))
    .flatMap((wording) => {
      const shared = /^\{H\} ([a-z]+) (.*)$/.exec(wording);
      if (!shared) return [wording];
      const [, verb, rest] = shared as unknown as [string, string, string];
      return [wording, `${toGerund(verb)} ${rest}`, `${verb} ${rest}`];
    })
    .map((wording) =>
      wording
        .replace(/\{[^}]+\}|\[[^\]]+\]/g, '\\S+')
        .split(' ')
        .slice(0, 4)
        .join(' ')
        .replace(/[.,]$/, ''),
    )
    .map((start) => start.replace(/[()?]/g, '\\$&'));
  return new RegExp(`(?:^|[.;,] | and )(?:and |then |so )?(?:${starts.join('|')})`, 'i');
}

describe('a part tells what the hero does about the chosen choice', () => {
  const ideas = [
    'A knight named Elric seeks the lost crown of the mountain kings',
    'Zara and her cousin find out who keeps taking the milk bottles from the doorsteps',
  ];

  it('tells how the hero went about it from ages 7–9 up, and what went wrong after it for teens and adults', () => {
    for (const age of ['7-9', 'teen', 'adult'] as const) {
      const parts = tellWholeStory(ideas[0] as string, age, 'adventure').slice(1, 5);
      for (const part of parts) {
        const how = part.search(openings('how', age));
        expect(how, part).toBeGreaterThanOrEqual(0);
        if (age !== '7-9') expect(part.search(openings('trouble', age)), part).toBeGreaterThan(how);
      }
    }
  });

  it('tells the older reader at most two sights of the place in a part', () => {
    const { sights = [], sounds = [], airs = [] } = GARDEN.setting;
    for (const age of ['7-9', 'adult'] as const) {
      const parts = tellWholeStory(
        'Nguyen and his grandma find out who is stealing tomatoes from the allotment',
        age,
        'mystery',
      );
      for (const part of parts) {
        const told = [...sights, ...sounds, ...airs].filter((words) => part.includes(words));
        expect(told.length, part).toBeLessThanOrEqual(2);
      }
    }
  });

  it('tells an episode wording at most twice in a story, never as a refrain', () => {
    for (const age of ['10-12', 'adult'] as const) {
      const told = tellWholeStory(ideas[1] as string, age, 'mystery').join(' ');
      const wordings = Object.values(EPISODES)
        .flatMap((episode) => Object.values(episode).flat())
        .map((wording) => matureWording(wording, age))
        .filter((wording) => !/[{[]/.test(wording));
      for (const wording of wordings) {
        const times = told.toLowerCase().split(wording.toLowerCase().replace(/\.$/, '')).length - 1;
        expect(times, wording).toBeLessThanOrEqual(2);
      }
    }
  });

  it('leaves the youngest their own short part, with no episode', () => {
    const parts = tellWholeStory(ideas[0] as string, '4-6', 'adventure');
    for (const part of parts) expect(part).not.toMatch(openings('trouble'));
  });
});
