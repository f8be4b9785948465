import type { ChildProfilesRow } from '@shared/database.ts';

/** A child profile as /family shows and edits it. */
export type ChildProfile = Pick<
  ChildProfilesRow,
  'id' | 'display_name' | 'avatar' | 'reading_band' | 'ai_allowed'
>;
