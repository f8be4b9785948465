import type { User } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { create } from 'zustand';
import { getSupabaseClient } from './supabase-client';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
}

export const useSessionStore = create<SessionState>()(() => ({ status: 'loading', user: null, accessToken: null }));

let started = false;

/** Follows supabase-js's auth state: loading until the first session check ends, then signed in or out. */
export function startSessionTracking(): void {
  if (started) return;
  started = true;
  void getSupabaseClient()
    .then((client) => {
      client.auth.onAuthStateChange((_event, session) => {
        useSessionStore.setState({ status: session ? 'signed-in' : 'signed-out', user: session?.user ?? null, accessToken: session?.access_token ?? null });
      });
      return client.auth.getSession();
    })
    .then(({ data }) => {
      useSessionStore.setState({ status: data.session ? 'signed-in' : 'signed-out', user: data.session?.user ?? null, accessToken: data.session?.access_token ?? null });
    })
    .catch(() => useSessionStore.setState({ status: 'signed-out', user: null, accessToken: null }));
}

/** The page's session for any feature: who is signed in, if anyone. */
export function useSession(): SessionState {
  useEffect(startSessionTracking, []);
  return useSessionStore();
}

/** The session once the first check has finished, for route guards that run before rendering. */
export function readSettledSession(): Promise<SessionState> {
  startSessionTracking();
  const current = useSessionStore.getState();
  if (current.status !== 'loading') return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve(state);
    });
  });
}
