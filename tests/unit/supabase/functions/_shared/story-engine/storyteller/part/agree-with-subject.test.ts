// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  agreePredicate,
  agreeingForm,
  markAgreement,
} from '@shared/story-engine/storyteller/part/agree-with-subject.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

describe('agree-with-subject: a verb agrees with the noun phrase the story actually uses', () => {
  it('gives two companions, a plural noun and "you" the plural verb', () => {
    expect(agreeingForm('was', 'Kit and Ola')).toBe('were');
    expect(agreeingForm('was', 'the garden gnomes')).toBe('were');
    expect(agreeingForm('is', 'all the cookies')).toBe('are');
    expect(agreeingForm('was', 'you')).toBe('were');
    expect(agreeingForm('was', 'the puppy')).toBe('was');
    expect(agreeingForm('has', 'Grandpa Miguel')).toBe('has');
  });

  it('agrees with the head of a long noun phrase, not its last noun', () => {
    expect(agreeingForm('was', 'the keys to the shed')).toBe('were');
    expect(agreeingForm('was', 'the cookies from the school bake sale')).toBe('were');
    expect(agreeingForm('was', 'the box of crayons')).toBe('was');
    expect(agreeingForm('was', 'the map of the islands')).toBe('was');
    expect(agreeingForm('was', 'the courage to face big waves')).toBe('was');
    // The head follows the owner: "the club's keys" are keys.
    expect(agreeingForm('was', "the village cricket club's pavilion keys")).toBe('were');
    expect(agreeingForm('was', "Grandpa's old boat")).toBe('was');
  });

  it('never tells "the club’s pavilion keys was gone"', () => {
    const story = tellStoryAlongChoices({
      age: 'adult',
      genre: 'mystery',
      parts: 6,
      request: {
        prompt:
          "The village cricket club's pavilion keys keep going missing, and Detective Inspector Amos Mensah is bored enough to take the case.",
        story_id: '00000000-0000-4000-8000-000000000000',
      },
    })
      .map((segment) => segment.segment_text)
      .join(' ');
    expect(story).toMatch(/pavilion keys were gone/);
    expect(story).toMatch(/keys were back where they belonged/);
    expect(story).not.toMatch(/keys was\b|where it belonged/);
  });

  it('gives a name that ends like a plural the singular verb', () => {
    expect(agreeingForm('was', 'Emrys')).toBe('was');
    expect(agreeingForm('was', 'Emrys and Dai')).toBe('were');
  });

  it('speaks for the companions as "we" when there are two of them', () => {
    expect(agreeingForm('i', 'Kit and Ola')).toBe('we');
    expect(agreeingForm('i', 'her puppy')).toBe('I');
    expect(agreeingForm('is', 'I')).toBe('am');
  });

  it('marks a verb after a token for agreement, unless the token follows a preposition', () => {
    expect(markAgreement('{H} wondered what {comp} was thinking.')).toBe(
      '{H} wondered what {comp} {was:comp} thinking.',
    );
    expect(markAgreement('{H} was still near {location}.')).toBe(
      '{H} {was:H} still near {location}.',
    );
    expect(markAgreement('Everyone near {place} was upset.')).toBe(
      'Everyone near {place} was upset.',
    );
  });

  it('never tells "Kit and Ola was"', () => {
    const story = tellWholeStory(
      'the trophy cabinet gets broken into on the night of the science fair. Nadia and her friends Kit and Ola investigate',
      '10-12',
      'mystery',
    ).join(' ');
    expect(story).toMatch(/Kit and Ola/);
    expect(story).not.toMatch(/Kit and Ola (was|is|has)\b/);
    expect(story).not.toMatch(/"I was \w+ too," Kit and Ola/);
  });
});

describe('agreePredicate: a reason written for one culprit, told of another, agrees with it', () => {
  it.each([
    [
      'the goat',
      'wanted a snack and then were too shy to say so',
      'wanted a snack and then was too shy to say so',
    ],
    [
      'the Okafor triplets',
      'was hungry and has a sweet tooth',
      'were hungry and have a sweet tooth',
    ],
    [
      'Mrs Albescu',
      'thought it had been thrown out and is sorry',
      'thought it had been thrown out and is sorry',
    ],
  ])('%s %s', (subject, predicate, told) => {
    expect(agreePredicate(predicate, subject)).toBe(told);
  });
});

describe('a noun phrase with a clause of its own', () => {
  it('agrees with its head, never with the clause’s last word', () => {
    expect(agreeingForm('was', "the pumpkins that had been Rashid's school")).toBe('were');
    expect(agreeingForm('was', 'the giant pickle that had been the teachers')).toBe('was');
    expect(agreeingForm('is', 'the dragon who loved dumplings')).toBe('is');
  });

  it('is told in few words once a sentence would overrun the band', () => {
    const told = tellWholeStory(
      "What if ALL the footballs at Rashid's school turned into pumpkins the morning of the big match",
      '7-9',
      'silly',
    ).join(' ');
    expect(told).toMatch(/the way to the pumpkins\./);
    expect(told).not.toMatch(/pumpkins that had been Rashid's school was/);
  });
});
