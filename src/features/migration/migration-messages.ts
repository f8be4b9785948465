/** Visible texts of the migration (docs/product.md §2 and §8), word for word. */
export const MIGRATION_TOAST_MS = 5000;
export const CLOSE_AFTER_COMPLETION_MS = 1500;
/** docs/product.md §4: anonymous stories migrate about 1.5 s after sign-in. */
export const OPEN_AFTER_SIGN_IN_MS = 1500;

export const storyWord = (count: number): string => (count === 1 ? 'story' : 'stories');

export const migrationMessages = {
  saved: (count: number) => `${count} ${storyWord(count)} saved to your account!`,
  partlyFailed: (count: number) =>
    `Failed to save ${count} ${storyWord(count)} to your account. Please try again later.`,
  allFailed: 'Failed to save your anonymous stories. Please try again later.',
  notSignedIn: 'You must be signed in to migrate stories',
  crashed: 'Failed to migrate stories. Please try again.',
  retryCrashed: 'Failed to resume migration. Please try again.',
  skipped: 'You can migrate your stories later from the Settings page',
  progress: (completed: number, total: number, failed: number) =>
    `${completed} of ${total} complete (${failed} failed)`,
} as const;
