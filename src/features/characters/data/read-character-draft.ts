import {
  MAX_CHARACTER_DESCRIPTION_LENGTH,
  MAX_CHARACTER_NAME_LENGTH,
} from '@shared/character-fields.ts';
import { readTraits } from '@shared/character-traits.ts';
import type { AgeId } from '@shared/age-bands.ts';
import { readSafetyMessage } from '@/lib/use-safety-message';
import { sanitiseFormValues } from '@/lib/sanitise-input';
import type { CharacterDraft, CharacterRole } from './character-data';

export interface TypedCharacter {
  name: string;
  role: CharacterRole;
  description: string;
  traits: string;
}

export type CharacterField = 'name' | 'description' | 'traits';

/** The label each typed field is named by in the input gate's message. */
export const CHARACTER_FIELD_LABELS: Record<CharacterField, string> = {
  name: 'The character name',
  description: 'The character description',
  traits: 'A character trait',
};

export type CharacterReading =
  | { ok: true; draft: CharacterDraft }
  | { ok: false; errors: Partial<Record<CharacterField, string>> };

/**
 * A character as typed, cleaned (docs/product.md §5) and held to the character rules and the input gate for
 * the reader it may meet; every field that fails says why, in the order the form shows them.
 */
export function readCharacterDraft(typed: TypedCharacter, age: AgeId): CharacterReading {
  const clean = sanitiseFormValues({
    name: typed.name,
    description: typed.description,
    traits: typed.traits,
  });
  const traits = readTraits(clean.traits);
  const errors: Partial<Record<CharacterField, string>> = {};
  const unsafe = (field: CharacterField) =>
    readSafetyMessage(CHARACTER_FIELD_LABELS[field], clean[field], age);

  if (!clean.name) errors.name = 'Give the character a name.';
  else if (clean.name.length > MAX_CHARACTER_NAME_LENGTH)
    errors.name = `Names can be at most ${MAX_CHARACTER_NAME_LENGTH} characters.`;
  else errors.name = unsafe('name') ?? undefined;

  if (clean.description.length > MAX_CHARACTER_DESCRIPTION_LENGTH)
    errors.description = `Descriptions can be at most ${MAX_CHARACTER_DESCRIPTION_LENGTH} characters.`;
  else errors.description = unsafe('description') ?? undefined;

  errors.traits = traits.ok ? (unsafe('traits') ?? undefined) : traits.message;

  const failed = Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as Partial<Record<CharacterField, string>>;
  if (Object.keys(failed).length > 0 || !traits.ok) return { ok: false, errors: failed };
  return {
    ok: true,
    draft: {
      name: clean.name,
      role: typed.role,
      description: clean.description,
      traits: traits.traits,
    },
  };
}
