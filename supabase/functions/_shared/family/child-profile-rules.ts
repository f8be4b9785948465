// What a child profile may hold and what a parent PIN looks like, for /family, the family function
// and the database's checks (supabase/migrations/…_family_profiles.sql lists the same values).
import type { AgeId } from '../age-ids.ts';

export const CHILD_AVATARS = [
  'fox',
  'owl',
  'bear',
  'rabbit',
  'cat',
  'dragon',
  'whale',
  'robot',
] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];

/** A child's reading band: the app's bands up to 10-12 (teen and adult are for grown-ups). */
export const CHILD_READING_BANDS = ['4-6', '7-9', '10-12'] as const satisfies readonly AgeId[];
export type ChildReadingBand = (typeof CHILD_READING_BANDS)[number];

export const CHILD_NAME_MAX_LENGTH = 30;

/** Four to six digits. */
export const PARENT_PIN_PATTERN = /^\d{4,6}$/;
/** Wrong tries in a row that lock the PIN (the database counts them: claim_parent_pin_try). */
export const PARENT_PIN_TRIES = 5;

/** How each avatar is drawn: an emoji, read out by its name. */
export const CHILD_AVATAR_EMOJI: Record<ChildAvatar, string> = {
  fox: '🦊',
  owl: '🦉',
  bear: '🐻',
  rabbit: '🐰',
  cat: '🐱',
  dragon: '🐉',
  whale: '🐳',
  robot: '🤖',
};
