// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { wantOf } from '../../../../../../../support/idea-first-part.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a goal that takes something somewhere is a journey, not a search', () => {
  it.each([
    [
      'Ines and her cousin Teo walk the cliff path to return a lost camera to its owner in Whitby',
      /^return the lost camera to owner in Whitby$/,
    ],
    ['take the birthday cake across the bridge to uncle Femi', /^take the birthday cake to/],
    [
      'a little mouse carries a warm scarf over the snowy hill to her friend the vole',
      /^carry the warm scarf to/,
    ],
    [
      'Kwame has to deliver the last parcel to the lighthouse keeper',
      /^deliver the last parcel to/,
    ],
  ])('%s', (prompt, want) => {
    expect(wantOf(prompt)).toMatch(want);
    const idea = understandIdea(prompt);
    // Whoever it is taken to is no culprit, and the one who takes it steals nothing.
    expect(idea.reveal).toBeNull();
    expect(idea.culprit).toBeNull();
    const story = tellWholeStory(prompt, '7-9', 'adventure').join('\n');
    expect(story).not.toMatch(/\bfind (the|a) (lost camera|birthday cake|warm scarf|last parcel)/);
    expect(story).not.toMatch(/\bthe (its|her) /);
  });

  it('the one taking it is the hero, not whose thing it is', () => {
    const idea = understandIdea("take gran's soup through the woods to her");
    expect(idea.heroName).toBeNull();
    expect(wantOf("take gran's soup through the woods to her")).toBe(
      "take the soup to gran's house",
    );
  });

  it('a thing stolen and brought back is still a search for the thief', () => {
    const prompt = 'someone stole the mayor’s hat and Lottie must take it back to the town hall';
    expect(understandIdea(prompt).culprit).not.toBeNull();
  });

  it.each([
    [
      'Tobi and his aunt take the night bus to the city to see the fireworks',
      'see fireworks',
      'city',
    ],
    [
      'Greta catches the ferry to the island to find the old windmill',
      'find old windmill',
      'island',
    ],
    [
      'Ollie and his mum take the cable car over the glacier to find the snow leopard',
      'find snow leopard',
      'glacier',
    ],
  ])('a journey whose goal comes after the means wants the goal: %s', (prompt, want, place) => {
    const idea = understandIdea(prompt);
    expect(wantOf(prompt)).toBe(want);
    expect(idea.place).toBe(place);
    // The one who comes along takes nothing from anyone.
    expect(idea.culprit).toBeNull();
  });
});
