import type { Session } from '@supabase/supabase-js';
import { STORAGE_KEYS } from '@/offline';

/** A sign-in is identified by its user and last_sign_in_at, so a reload or token refresh is not a new one. */
function signInKey(session: Session): string {
  return `${session.user.id}:${session.user.last_sign_in_at ?? ''}`;
}

export function wasSignInPrompted(session: Session): boolean {
  try {
    return (
      globalThis.localStorage?.getItem(STORAGE_KEYS.migrationPromptedSignIn) === signInKey(session)
    );
  } catch {
    return false;
  }
}

export function markSignInPrompted(session: Session): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.migrationPromptedSignIn, signInKey(session));
  } catch {
    // Without storage the dialog may open again on the next sign-in event; nothing is lost.
  }
}
