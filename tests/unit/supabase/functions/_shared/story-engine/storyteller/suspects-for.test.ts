// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { suspectsFor } from '@shared/story-engine/storyteller/suspects-for.ts';
import { SCHOOL } from '@shared/story-engine/storyteller/places-indoors.ts';

describe('who a mystery could pin it on', () => {
  it('is never a companion going along, the answer the idea gives, nor the lost thing', () => {
    const idea = understandIdea(
      'the class hamster escaped and Priya and the twins have to find him. it was the caretaker who left the cage open',
    );
    const suspects = suspectsFor(idea, SCHOOL.suspects).map((one) => one.who);
    expect(suspects.length).toBeGreaterThanOrEqual(3);
    expect(suspects.join(' | ')).not.toMatch(/\b(twins|caretaker|hamster)\b/);
  });

  it("keeps the place's own suspects when the idea names none of them", () => {
    const idea = understandIdea('who took the cookies from the school bake sale?');
    expect(suspectsFor(idea, SCHOOL.suspects)).toEqual(SCHOOL.suspects);
  });
});
