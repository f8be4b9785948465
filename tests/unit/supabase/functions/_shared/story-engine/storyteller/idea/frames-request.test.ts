// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('what the idea asks of the teller, and what a thing does, are not the hero’s deed', () => {
  it.each([
    [
      'Something to hum at bedtime: a tram rattling through old Lisbon, and a driver named Rui greeting the last passengers',
      'Rui',
      'greet',
    ],
    [
      'Something to read aloud to a sleepy grown-up: a barge drifting down the canal, and a lock keeper named Wim feeding the swans',
      'Wim',
      'feed',
    ],
  ])('“%s”: %s wants to %s', (prompt, hero, verb) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(hero);
    expect(idea.want?.verb).toBe(verb);
  });
});
