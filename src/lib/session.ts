import type { Session, User } from '@supabase/auth-js';
import { useEffect } from 'react';
import { create } from 'zustand';
import { yieldToBrowser } from './start-up/yield-to-browser';
import type { StoryCanvasClient } from './supabase-client';
import { whenDataLayerDue } from './when-data-layer-due';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
}

export const useSessionStore = create<SessionState>()(() => ({
  status: 'loading',
  user: null,
  accessToken: null,
}));

/** supabase-js's own key when the client cannot be made yet: sb-<first host label>-auth-token. */
const STORED_SESSION_KEY = /^sb-.+-auth-token$/;

function readStoredSession(key: string): Session | null {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const candidate = stored as Partial<Session>;
    return candidate.user?.id && candidate.access_token ? (stored as Session) : null;
  } catch {
    return null;
  }
}

function findStoredSession(): Session | null {
  const storage = globalThis.localStorage;
  if (!storage) return null;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const session = key && STORED_SESSION_KEY.test(key) ? readStoredSession(key) : null;
    if (session) return session;
  }
  return null;
}

function showSession(session: Session | null): void {
  const status = session ? 'signed-in' : 'signed-out';
  const accessToken = session?.access_token ?? null;
  const current = useSessionStore.getState();
  // auth-js confirming the stored sign-in shown at start is no news: every part of the page that
  // reads the session would render again for nothing.
  if (
    current.status === status &&
    current.accessToken === accessToken &&
    current.user?.id === session?.user.id &&
    current.user?.email === session?.user.email &&
    // A changed profile (name, avatar) keeps the access token but moves updated_at.
    current.user?.updated_at === session?.user.updated_at
  )
    return;
  useSessionStore.setState({ status, user: session?.user ?? null, accessToken });
}

/**
 * supabase-js answers "no session" when a stored session has expired and the refresh could not
 * reach the server, but it keeps the session for later: that is an offline start, not a sign-out.
 * It removes the stored session itself when the server refuses it.
 */
function showKeptSession(client: StoryCanvasClient): void {
  // auth-js declares storageKey protected, yet it is the one key the session is stored under.
  const storageKey = (client.auth as unknown as { storageKey?: string }).storageKey;
  showSession(storageKey ? readStoredSession(storageKey) : findStoredSession());
}

let started = false;
let following = false;

function followClient(client: StoryCanvasClient): void {
  if (following) return;
  following = true;
  let latestEvent = 0;
  client.auth.onAuthStateChange((event, session) => {
    latestEvent += 1;
    const thisEvent = latestEvent;
    const show = () => {
      // A later answer (a sign-in right after start) has already been shown.
      if (thisEvent !== latestEvent) return;
      if (session || event === 'SIGNED_OUT') showSession(session);
      else showKeptSession(client);
    };
    // The first answer comes while auth-js starts: the page's parts that read the session render
    // it in a task of their own, not at the end of auth-js's start-up work.
    if (event === 'INITIAL_SESSION') void yieldToBrowser().then(show);
    else show();
  });
  // The token may have expired while offline: asking for the session refreshes it once the server answers.
  globalThis.addEventListener?.('online', () => {
    void client.auth.getSession().then(({ data }) => {
      if (data.session) showSession(data.session);
    });
  });
}

async function connect(): Promise<void> {
  try {
    // The client (auth-js) is part of the data layer, so it is not in the first page's code.
    const { getSupabaseClient } = await import('./supabase-client');
    const client = await getSupabaseClient();
    await yieldToBrowser();
    followClient(client);
  } catch {
    // No configuration known yet (never online with this version): the stored sign-in still says who
    // the reader is, and the client follows as soon as the network brings the configuration.
    if (useSessionStore.getState().status === 'loading') showSession(findStoredSession());
    globalThis.addEventListener?.('online', () => void connect(), { once: true });
  }
}

let connecting: Promise<void> | undefined;

function connectOnce(): Promise<void> {
  connecting ??= connect();
  return connecting;
}

/**
 * Follows supabase-js's auth state: the stored sign-in first, loading when there is none until the
 * first session check ends, then signed in or out. A start with no network never reads as a sign-out.
 */
export function startSessionTracking(): void {
  if (started) return;
  started = true;
  // The stored sign-in is known at once, without the network or the client: the reader's writes
  // are owned from the first one, and supabase-js corrects it if the server refuses the session.
  const stored = findStoredSession();
  if (stored) showSession(stored);
  // supabase-js is part of the data layer: it loads after the first paint, unless a guard asks first.
  void whenDataLayerDue().then(connectOnce);
}

/** The page's session for any feature: who is signed in, if anyone. */
export function useSession(): SessionState {
  useEffect(startSessionTracking, []);
  return useSessionStore();
}

/** The session once the first check has finished, for route guards that run before rendering. */
export function readSettledSession(): Promise<SessionState> {
  startSessionTracking();
  void connectOnce();
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
