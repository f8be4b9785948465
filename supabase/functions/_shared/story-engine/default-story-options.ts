// The options of a story whose author changed none: where the wizard starts, what a stored
// setting without options reads as, and what a story set up on no device is continued with.
// Free of zod, so the wizard can read it before the validation code has loaded.
export const DEFAULT_STORY_OPTIONS = {
  length: 'standard',
  person: 'third',
  style: 'storybook',
  imagesEnabled: true,
} as const;
