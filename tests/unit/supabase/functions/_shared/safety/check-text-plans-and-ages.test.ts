import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

// Self-harm told as a plan and sexual content told by ages or by undressing, with no word a list
// would hold. Every sentence is a new wording written for this test (none is in the corpora); the
// rules alone must refuse it at every band the policy keeps it from, and look-alikes must pass.
const checkByRules = createTextCheck(null);

function expectRefusedUpTo(text: string, category: string, bands: readonly string[]) {
  for (const age of bands as ('4-6' | '7-9' | '10-12' | 'teen' | 'adult')[]) {
    expect(checkByRules(text, age).ok).toBe(false);
    expect(checkText(text, age).ok).toBe(false);
  }
  for (const age of ['4-6', '7-9'] as const) {
    expect(checkByRules(text, age)).toMatchObject({ ok: false, category });
  }
}

describe('checkText refuses self-harm told as a plan, up to teens', () => {
  it.each([
    'he hides his dad’s painkillers in his pencil case until he has enough',
    'Ella has been collecting her gran’s tablets under the mattress to take all at once',
    'what is the best way to make sure I never wake up again',
  ])('%s', (text) =>
    expectRefusedUpTo(text, 'death and self-harm', ['4-6', '7-9', '10-12', 'teen']),
  );
});

describe('checkText refuses romance between a grown-up and a child, and undressing told slowly', () => {
  it.each([
    'a love story where a 35 year old man dates a girl in year 4',
    'the tutor and the 12 year old keep their romance secret from everyone',
    'she peels it all off slowly for the man with the camera',
  ])('%s', (text) =>
    expectRefusedUpTo(text, 'sexual content and nudity', ['4-6', '7-9', '10-12', 'teen', 'adult']),
  );
});

describe('checkText lets the look-alikes through at 4–9', () => {
  it.each([
    'Grandma hides her tablets on the top shelf so the twins cannot reach them',
    'we saved up our pocket money until there was enough for a kite',
    'tiptoe past the nursery and make sure the baby doesn’t wake up',
    'a 35 year old teacher helps a girl in year 4 find her runaway hamster',
    'the ten year olds go on a date with the dinosaurs at the museum sleepover',
    'Dad takes everything off the top shelf slowly so nothing falls',
    'Tilly’s joke slayed the whole class and even the teacher snorted',
  ])('%s', (text) => {
    for (const age of ['4-6', '7-9'] as const) expect(checkText(text, age)).toEqual({ ok: true });
  });
});
