// "The library's storybook lost all its pictures. Can Nia find them?": the pictures are what the
// hero looks for, so the story never ends "It was the pictures" nor sets out to find who they are.
import { toSingular } from './read-english.ts';
import type { StoryIdea } from './understand-idea.ts';

const headOf = (phrase: string) => toSingular(phrase.toLowerCase().split(/\s+/).pop() ?? '');

/** The idea as the story tells it: a thing the hero finds or returns is never who did it. */
export function lostThingNeverCulprit(idea: StoryIdea): StoryIdea {
  const { reveal, want } = idea;
  // "(spoiler it was the nisse)" read as one to be is no lost thing: who did it stays told.
  if (!reveal || !want || want.question || !want.noun || want.verb === 'be') return idea;
  const lost = headOf(want.noun);
  return headOf(reveal.who) === lost && lost !== '' ? { ...idea, reveal: null } : idea;
}
