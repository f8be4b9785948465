import { useQuery } from '@tanstack/react-query';
import type { Character } from '../data/character-data';
import { listCharactersQueryOptions } from '../data/list-characters';

const NONE: Character[] = [];

/** The signed-in user's saved characters, for the story wizard; none for visitors or offline. */
export function useSavedCharacters(userId: string | null): Character[] {
  const { data } = useQuery({
    ...listCharactersQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });
  return (userId && data) || NONE;
}
