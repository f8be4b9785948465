// Expectations on the safety gate for one sentence at some bands: the rules alone must judge it as
// the policy does, and so must the whole gate with its harm models.
import { expect } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { createTextCheck } from '@shared/safety/check-text.ts';

export type Age = '4-6' | '7-9' | '10-12' | 'teen' | 'adult';

const checkByRules = createTextCheck(null);

export function expectPassedAt(text: string, bands: readonly Age[]) {
  for (const age of bands) {
    expect(checkByRules(text, age)).toEqual({ ok: true });
    expect(checkText(text, age)).toEqual({ ok: true });
  }
}

export function expectRefusedAt(text: string, category: string | RegExp, bands: readonly Age[]) {
  const named = typeof category === 'string' ? category : expect.stringMatching(category);
  for (const age of bands) {
    expect(checkByRules(text, age)).toMatchObject({ ok: false, category: named });
    expect(checkText(text, age).ok).toBe(false);
  }
}
