import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '@/ui';
import { deleteCharacter } from '../data/delete-character';
import { charactersQueryKey } from '../data/list-characters';

/** Deletes a character and reads the list again; a failure is shown as a toast. */
export function useDeleteCharacter(userId: string): (id: string) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: deleteCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey(userId) }),
    onError: showErrorToast,
  });
  return mutate;
}
