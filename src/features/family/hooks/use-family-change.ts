import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyScope } from '../data/family-query-keys';

/**
 * A change on /family (a child added, renamed or removed, a request answered, the PIN set): it
 * resolves once the page's lists have been read again, and throws the server's message.
 */
export function useFamilyChange<Input>(
  userId: string,
  change: (input: Input) => Promise<void>,
): { run: (input: Input) => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyScope(userId) }),
  });
  return { run: mutateAsync, pending: isPending };
}
