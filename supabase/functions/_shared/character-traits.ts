// One traits rule for every character editor (the characters page, the story wizard) and the story request:
// traits are typed comma separated, blanks dropped, and a sixth is refused with a message, never dropped.
export const MAX_CHARACTER_TRAITS = 5;
export const TOO_MANY_TRAITS_MESSAGE = `A character can have at most ${MAX_CHARACTER_TRAITS} traits.`;

export type TraitsReading = { ok: true; traits: string[] } | { ok: false; message: string };

export function readTraits(typed: string): TraitsReading {
  const traits = typed
    .split(',')
    .map((trait) => trait.trim())
    .filter(Boolean);
  return traits.length > MAX_CHARACTER_TRAITS
    ? { ok: false, message: TOO_MANY_TRAITS_MESSAGE }
    : { ok: true, traits };
}
