// One traits rule for every character editor (the characters page, the story wizard) and the story request:
// traits are typed comma separated, blanks dropped, and a sixth or an over-long one is refused with a
// message, never dropped or cut.
export const MAX_CHARACTER_TRAITS = 5;
export const MAX_TRAIT_LENGTH = 40;
export const TOO_MANY_TRAITS_MESSAGE = `A character can have at most ${MAX_CHARACTER_TRAITS} traits.`;
export const TRAIT_TOO_LONG_MESSAGE = `Each trait can be at most ${MAX_TRAIT_LENGTH} characters.`;

export type TraitsReading = { ok: true; traits: string[] } | { ok: false; message: string };

export function readTraits(typed: string): TraitsReading {
  const traits = typed
    .split(',')
    .map((trait) => trait.trim())
    .filter(Boolean);
  if (traits.length > MAX_CHARACTER_TRAITS) return { ok: false, message: TOO_MANY_TRAITS_MESSAGE };
  if (traits.some((trait) => trait.length > MAX_TRAIT_LENGTH))
    return { ok: false, message: TRAIT_TOO_LONG_MESSAGE };
  return { ok: true, traits };
}
