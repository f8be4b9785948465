// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APPOINTMENT } from '@shared/story-engine/storyteller/feelings/appointment-shape.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('a child scared of the hairdresser, the dentist or the doctor is brave there', () => {
  it.each([
    [
      'my son Tevita is scared of the hairdresser pls make a story where he is brave and gets a cool haircut',
      '4-6',
      "the hairdresser's",
      /cool new haircut/,
    ],
    [
      'my son Tevita is scared of the hairdresser pls make a story where he is brave and gets a cool haircut',
      '10-12',
      "the hairdresser's",
      /cool new haircut/,
    ],
    ['Amina is scared of going to the dentist', '7-9', "the dentist's", /sticker/],
    ['a story for Jonah who is nervous about his injection', 'teen', "the doctor's", /sticker/],
  ] as const)('%s (%s)', (prompt, age, venue, reward) => {
    const parts = tellWholeStory(prompt, age, 'values');
    const told = parts.join('\n');
    // Met at the visit in part 1, and going home with what it gave at the end.
    expect(parts[0]).toContain(`waiting room at ${venue}`);
    expect(parts[5]).toMatch(reward);
    // Never a stock errand, a new kid, nor the steps of a story about saying how one feels.
    expect(told).not.toMatch(
      /\b(new kid|lighthouse|wallet|treasure|the first sentence|what to say|could not wait to see the haircut)\b/,
    );
  });

  it('reads only a visit a child fears: a haircut someone wants, or a dentist met on the way, is none', () => {
    expect(APPOINTMENT.read('Priya wants a cool haircut for the party')).toBeNull();
    expect(APPOINTMENT.read('a dentist who is scared of teeth')).toBeNull();
    expect(APPOINTMENT.read('Omar is afraid of the dark')).toBeNull();
    expect(APPOINTMENT.read('she is terrified of getting her haircut')).toMatchObject({
      venue: "the hairdresser's",
      scene: 'visit',
    });
  });
});

describe('a child starting at a new school, or making friends there, is new there', () => {
  it.each([
    'Niamh starts at a new school where nobody talks to her and slowly learns how to make a friend',
    'Jasmine just moved from Kingston and wants to make friends at her new school',
  ])('%s', (prompt) => {
    const parts = tellWholeStory(prompt, '7-9', 'values');
    expect(parts[0]).toContain('the new school');
    // Never practising friendship as a skill, nor "make the friends".
    expect(parts.join('\n')).not.toMatch(
      /\b(learn to make a friend|make the friends|the first go)\b/,
    );
  });
});
