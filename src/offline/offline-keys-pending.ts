export const STORAGE_KEYS = {
  anonymousStoryIds: 'anonymous_story_ids',
  anonymousStoryMetadata: 'anonymous_story_metadata',
  syncCheckpoints: 'storycanvas_sync_checkpoints',
  migrationPromptedSignIn: 'storycanvas_migration_prompted_sign_in',
} as const;
