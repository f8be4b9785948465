import type { CharacterRole } from '@shared/character-roles.ts';

export { CHARACTER_ROLES, type CharacterRole } from '@shared/character-roles.ts';

export interface Character {
  id: string;
  name: string;
  role: CharacterRole;
  description: string;
  traits: string[];
}

export interface CharacterDraft {
  name: string;
  role: CharacterRole;
  description: string;
  traits: string[];
}
