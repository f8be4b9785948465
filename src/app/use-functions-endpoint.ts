import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useSession } from '@/lib/session';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { getSupabaseConnection, type SupabaseConnection } from '@/lib/supabase-client';
import { readVisitorId, syncStatusStore } from '@/offline';

/** Where story generation runs and whether the device can reach it right now. */
export function useFunctionsEndpoint(): { endpoint: FunctionsEndpoint | null; online: boolean } {
  const session = useSession();
  const network = useStore(syncStatusStore, (state) => state.network);
  const [connection, setConnection] = useState<SupabaseConnection | null>(null);
  useEffect(() => {
    void getSupabaseConnection()
      .then(setConnection)
      .catch(() => setConnection(null));
  }, []);
  const accessToken = session.accessToken ?? undefined;
  const endpoint = connection
    ? {
        supabaseUrl: connection.supabaseUrl,
        anonKey: connection.supabaseAnonKey,
        accessToken,
        visitorId: accessToken ? undefined : readVisitorId(),
        features: connection.features,
      }
    : null;
  return { endpoint, online: network !== 'offline' };
}
