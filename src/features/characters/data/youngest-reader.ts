import type { AgeId } from '@shared/age-bands.ts';

/**
 * The reader a saved character is judged for. A saved character can join any story, a 4–6 one
 * included, and nothing records which readers a family's stories are for, so the strictest band holds.
 */
export const YOUNGEST_READER: AgeId = '4-6';
