// The hero's pronouns: "I" and "you" in the first and second person, else the hero's own.
import type { StoryRequest } from '../../story-request.ts';
import type { StoryWorld } from '../build-story-world.ts';
import type { Voice } from './telling.ts';

export function voiceOf(world: StoryWorld, person: StoryRequest['options']['person']): Voice {
  if (person === 'first') return { subject: 'I', possessive: 'my', object: 'me' };
  if (person === 'second') return { subject: 'you', possessive: 'your', object: 'you' };
  return world.pronoun === 'she'
    ? { subject: 'she', possessive: 'her', object: 'her' }
    : { subject: 'he', possessive: 'his', object: 'him' };
}
