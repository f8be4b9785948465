// How long a character's name and description may be, for every character editor, the story
// request and the user_characters table's checks (which hold the same numbers).
export const MAX_CHARACTER_NAME_LENGTH = 50;
export const MAX_CHARACTER_DESCRIPTION_LENGTH = 500;
