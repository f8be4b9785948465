// Which readers each harm model judges, and what it learns to refuse for them. The young readers'
// model refuses every harm the corpora hold; the older readers' model reads only what the policy still
// refuses at 10–12 and for teens in any wording (self-harm, sexual content, hate), and learns the
// harm kept only from younger readers (a sword fight, a death in a story) as allowed.
import type { AgeId } from '../age-bands.ts';

export interface HarmModelReaders {
  bands: readonly AgeId[];
  /** The corpus categories it learns to refuse; null for every one. */
  refuses: readonly string[] | null;
}

export const YOUNG_READERS: HarmModelReaders = { bands: ['4-6', '7-9'], refuses: null };

export const OLDER_READERS: HarmModelReaders = {
  bands: ['10-12', 'teen'],
  refuses: ['self-harm', 'sexual', 'hate'],
};
