// The reading bands' ids on their own: a web page reading an age from its address needs these, not
// the bands' writing rules (age-bands.ts), which would otherwise come with the page's first code.

export const AGE_IDS = ['4-6', '7-9', '10-12', 'teen', 'adult'] as const;
export type AgeId = (typeof AGE_IDS)[number];

export function isAgeId(value: unknown): value is AgeId {
  return typeof value === 'string' && (AGE_IDS as readonly string[]).includes(value);
}
