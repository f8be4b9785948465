import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyScope } from '../data/family-query-keys';

/**
 * A change on /family (a child added, renamed or removed, a request answered, the PIN set): it
 * resolves once the page's lists have been read again, and throws the server's message. A change
 * that waits on the device ('queued') reads nothing again: offline, that read would only fail.
 */
export function useFamilyChange<Input, Output = void>(
  userId: string,
  change: (input: Input) => Promise<Output>,
): { run: (input: Input) => Promise<Output>; pending: boolean } {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: change,
    // Offline too: the PIN is checked on the device and an answer waits there, instead of the
    // mutation pausing until the network returns.
    networkMode: 'always',
    onSuccess: (result) =>
      result === 'queued'
        ? undefined
        : queryClient.invalidateQueries({ queryKey: familyScope(userId) }),
  });
  return { run: mutateAsync, pending: isPending };
}
