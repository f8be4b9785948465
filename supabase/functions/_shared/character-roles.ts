// The roles a character can play, as user_characters.role allows them; written once for the characters page,
// the story wizard, the story request schema and the database types.
export const CHARACTER_ROLES = ['protagonist', 'sidekick', 'companion', 'custom'] as const;
export type CharacterRole = (typeof CHARACTER_ROLES)[number];
