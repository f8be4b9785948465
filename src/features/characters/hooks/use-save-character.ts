import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CharacterDraft } from '../data/character-data';
import { charactersQueryKey } from '../data/list-characters';
import { saveCharacter } from '../data/save-character';

interface CharacterSave {
  draft: CharacterDraft;
  /** The character changed; a new one is created without it. */
  id?: string;
}

/** Saves a character; it resolves once the list (here and in the wizard) has been read again. */
export function useSaveCharacter(userId: string): (save: CharacterSave) => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ draft, id }: CharacterSave) => saveCharacter(userId, draft, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey(userId) }),
  });
  return mutateAsync;
}
