// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const cast = (prompt: string) =>
  understandIdea(prompt).companions.map((companion) => companion.name ?? companion.kind);

describe('who comes along, as families name them', () => {
  it('of a list of names, the first leads and the others come along', () => {
    const idea = understandIdea('Rahel, Tomas and Ada search the attic for the lost map');
    expect(idea.heroName).toBe('Rahel');
    expect(cast('Rahel, Tomas and Ada search the attic for the lost map')).toEqual([
      'Tomas',
      'Ada',
    ]);
  });

  it.each([
    // The members of a group come along, not the group's word.
    ['a pirate queen and her gang of parrots sail to the reef', ['parrots']],
    // One named with "and" who acts with the hero is someone, whatever they are.
    ['a hedgehog and a caterpillar build a leaf boat', ['caterpillar']],
    // A friend told by what they are, or by a name typed small.
    ['Omar and his friend the old tortoise race to the river', ['tortoise']],
    ['Kit goes to the fair with his pal biscuit', ['Biscuit']],
    // A number of someones.
    ['camping by the lake with four cousins, hunting for frogs', ['cousins']],
    // The hero's own, brought "with her", and a pet whose kind the tagger took for a verb.
    ['someone keeps moving the gnomes and Rosa solves it with her pet raven', ['pet raven']],
    ["a story where Ravi's iguana Spike keeps eating the curtains", ['Spike']],
    // One other person the idea shows acting comes along with a named hero.
    ['Noa is new in class and nobody talks to her until Ruben does', ['Ruben']],
  ])('%s', (prompt, companions) => {
    expect(cast(prompt)).toEqual(companions);
  });

  it('a place or a people written with a capital never comes along', () => {
    expect(cast('Anaya is new in Leeds and does not speak English yet')).toEqual([]);
  });

  it('the one named acting comes along in most parts of the story, and no friend is invented', () => {
    const story = tellWholeStory(
      'Noa is new in class and nobody talks to her until Ruben does',
      '7-9',
      'values',
    );
    expect(story.filter((part) => /\bRuben\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('what a robot is there to do is no name of its own', () => {
  it('brings “her robot carer” as her robot, and “her robot zed” by name', () => {
    const carer = understandIdea(
      'an old man and his robot carer go on one last road trip along the coast',
    ).companions;
    expect(carer.map((companion) => companion.name ?? companion.kind)).toEqual(['robot']);
    const named = understandIdea('mia and her robot zed go to the park').companions;
    expect(named.map((companion) => companion.name)).toEqual(['Zed']);
    const story = tellWholeStory(
      'an old man and his robot carer go on one last road trip along the coast',
      'adult',
      'values',
    ).join(' ');
    expect(story).not.toMatch(/\bCarer\b/);
  });
});

describe('one met on the way, by what they do, comes along', () => {
  it.each([
    ['Mei spends a week with a wildlife vet in Wales to save a baby otter', 'wildlife vet'],
    ['a shepherd girl, Li Na, leads the flock with a grumpy old knight and a goat', 'knight'],
    ['a lonely lighthouse keeper, Tomasz, trades stories with a selkie every winter', 'selkie'],
  ])('%s', (prompt, kind) => {
    expect(understandIdea(prompt).companions.map((companion) => companion.kind)).toContain(kind);
  });

  it('brings “the lifeguard Jo” the hero shadows from the first part to the last', () => {
    const prompt = 'Rashed is 15 and shadowing the lifeguard Jo when a boy drifts out to sea';
    expect(understandIdea(prompt).companions).toMatchObject([{ name: 'Jo', kind: 'lifeguard' }]);
    const told = tellWholeStory(prompt, 'teen', 'adventure');
    expect(told[0]).toMatch(/the lifeguard Jo/);
    expect(told.filter((part) => /\bJo\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});
