import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { familyScope } from '../data/family-query-keys';
import { sendGrownUpChanges } from '../sync/send-grown-up-changes';

/** Sends the changes a parent made offline at start and whenever the browser comes back online. */
export function useSendGrownUpChanges(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () =>
      void sendGrownUpChanges(userId).then((sent) =>
        sent > 0 ? queryClient.invalidateQueries({ queryKey: familyScope(userId) }) : undefined,
      );
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient, userId]);
}
