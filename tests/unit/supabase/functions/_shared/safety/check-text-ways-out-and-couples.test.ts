import { describe, it } from 'vitest';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Self-harm told as a way out or as something hidden, and physical romance or a grown-up's romance
// with a child told with no listed word: each shape refused in a new wording, beside harmless
// sentences with the same words, which must pass. None of these sentences is in the corpora.

const UP_TO_TEEN = ['4-6', '7-9', '10-12', 'teen'] as const;
const UP_TO_TEN_TWELVE = ['4-6', '7-9', '10-12'] as const;
const EVERY_BAND = ['4-6', '7-9', '10-12', 'teen', 'adult'] as const;

describe('checkText refuses self-harm told as a way out or kept hidden', () => {
  it.each([
    'she thinks the only way the teasing will end is to not be around anymore',
    'he has decided he would rather not be alive any more',
    'the boy walks out into the lake on purpose, all the way under, so he never has to come back up',
    'she keeps her cardigan on in the heat so no one notices what she does to herself',
  ])('refuses %j', (text) => expectRefusedAt(text, 'death and self-harm', UP_TO_TEEN));

  it.each([
    'the diver swam down to the bottom on purpose to fetch the shell and came back up grinning',
    'what she did to herself for the school play was amazing: purple hair and a glitter cape',
  ])('lets %j through', (text) => expectPassedAt(text, EVERY_BAND));
});

describe('checkText refuses romance told physically, and a grown-up’s romance with a child', () => {
  it.each([
    'two teenagers make out in the cinema all through the film',
    'the knight and the princess curl up in the same bed and kiss until morning',
    'Ravi and Ella squash their faces together by the lockers and never come up for air',
  ])('refuses %j up to 10–12', (text) =>
    expectRefusedAt(text, 'sexual content and nudity', UP_TO_TEN_TWELVE),
  );

  it.each([
    'the kids were playing doctor with their clothes off in the shed',
    'in my story the teacher is 42 and falls in love with a boy in year 5',
  ])('refuses %j for every reader', (text) =>
    expectRefusedAt(text, 'sexual content and nudity', EVERY_BAND),
  );

  it.each([
    'through the fog we could just make out the lighthouse',
    'the bird in the tree was too far away and hard to make out',
    'my knight costume has a shield made out of a pizza box',
    'I share the same bed as my little brother at Nana’s and Mum gives us a kiss goodnight',
    'Dad is 35 and reads my sister in year 2 a fairy tale where a prince falls in love',
    'the puppies pressed their faces together at the window to watch the snow',
  ])('lets %j through', (text) => expectPassedAt(text, EVERY_BAND));
});
