// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('the one the idea says is framed, blamed or accused leads the story and is no culprit', () => {
  it.each([
    [
      'a mystery where the science prize gets stolen and Tendai is the one who gets blamed',
      'Tendai',
    ],
    ['the class hamster goes missing and Priya gets framed for it', 'Priya'],
    ['mystery at the swimming gala: everyone blames Ollie when the trophies get smashed', 'Ollie'],
    // The teacher who blames him was the hero before.
    [
      'Someone wrote rude words on the classroom whiteboard and Mrs Kowalska blames Jakub but he DIDNT do it. him and his best friend Oskar find out it was actually the class prefect',
      'Jakub',
    ],
  ])('%s', (prompt, wronged) => {
    const idea = understandIdea(prompt);
    expect(idea.heroName).toBe(wronged);
    expect(idea.reveal).toBeNull();
  });

  it('tells the story of the framed hero, whose ending names someone else', () => {
    const prompt =
      'a mystery where the answers to the spelling test get leaked and Tendai is the one who gets framed';
    const parts = tellWholeStory(prompt, '10-12', 'mystery');
    // Tendai leads from the first sentence: nobody invented stands in for him.
    expect(parts[0]).toMatch(/^[^.]*\bTendai\b/);
    expect(parts[0]).toMatch(/leaked the answers/);
    // The blame is told right after the deed, and lifted at the end.
    expect(parts[0]).toMatch(
      /leaked the answers[^.]*?[.,] [Ww]orse, everyone thought (he|she|Tendai) had done it/,
    );
    expect(parts[5]).toMatch(/Nobody blamed Tendai any more\./);
    const ending = parts[5] ?? '';
    expect(ending).not.toMatch(/(It was|answer was) Tendai\b/);
    expect(ending).not.toMatch(/\bTendai said sorry\b/);
  });

  it('finds out who did a deed told in the passive, where nothing was taken', () => {
    const idea = understandIdea('the exam papers get leaked and Ama is the one who gets framed');
    expect(idea.culprit).toMatchObject({ who: null, verb: 'leak', takes: false });
    expect(idea.want).toMatchObject({ verb: 'find out', thing: 'who had leaked the exam papers' });
  });
});

describe('a hero whose name the idea gives without a pronoun', () => {
  it.each([
    ['a cosy mystery in which retired nurse Margit Olsen looks for the stolen cake', 'she'],
    ['Kwame wants to build the tallest sandcastle on the beach', 'he'],
    ['Ngozi finds a door at the back of the wardrobe', 'she'],
    ['Bartek and the missing football', 'he'],
  ])('%s', (prompt, pronoun) => {
    expect(understandIdea(prompt).pronoun).toBe(pronoun);
  });

  it('takes only one who blames another for no hero: two blamed together are led by the first', () => {
    expect(understandIdea('Tom and Ben get blamed for the mess').heroName).toBe('Tom');
  });

  it('still takes the pronoun the idea gives over what the name suggests', () => {
    expect(understandIdea('Kwame and her robot fix the old lighthouse').pronoun).toBe('she');
  });
});
