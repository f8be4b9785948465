import { useCallback, useEffect, useRef } from 'react';
import type { Session } from '@supabase/supabase-js';
import { getSupabaseClient } from '@/lib/supabase-client';
import {
  AnonymousStoryMigration,
  findAnonymousStories,
  getDb,
  type MigrationProgress,
  type MigrationResult,
} from '@/offline';
import { showToast } from '@/ui/toast/toast-store';
import { useMigrationStore } from '../migration-store';
import {
  CLOSE_AFTER_COMPLETION_MS,
  MIGRATION_TOAST_MS,
  migrationMessages,
  OPEN_AFTER_SIGN_IN_MS,
} from '../migration-messages';
import { markSignInPrompted, wasSignInPrompted } from '../sign-in-prompts';

let migration: Promise<AnonymousStoryMigration> | undefined;
function getMigration(): Promise<AnonymousStoryMigration> {
  migration ??= getSupabaseClient().then((client) => new AnonymousStoryMigration(getDb(), client));
  // Offline the client cannot be configured yet; the next press tries again.
  migration.catch(() => (migration = undefined));
  return migration;
}

function announce(result: MigrationResult): void {
  if (result.migratedCount > 0)
    showToast(migrationMessages.saved(result.migratedCount), {
      variant: 'success',
      durationMs: MIGRATION_TOAST_MS,
    });
  if (result.failedCount > 0 && result.migratedCount > 0) {
    showToast(migrationMessages.partlyFailed(result.failedCount), {
      variant: 'error',
      durationMs: MIGRATION_TOAST_MS,
    });
  } else if (result.failedCount > 0) {
    showToast(migrationMessages.allFailed, { variant: 'error', durationMs: MIGRATION_TOAST_MS });
  }
}

/** Opens the dialog when the visitor has owner-less stories on the device. */
export async function openSaveYourStories(): Promise<void> {
  const storyCount = (await findAnonymousStories(getDb())).length;
  useMigrationStore
    .getState()
    .set({ open: true, storyCount, progress: null, result: null, failedCount: 0 });
}

/** Drives the dialog: opens it once per sign-in, runs the migration and its retry, and says how it went. */
export function useAnonymousMigration() {
  const state = useMigrationStore();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => undefined as void;
    const consider = (session: Session | null) => {
      if (!session || wasSignInPrompted(session)) return;
      clearTimeout(openTimer);
      openTimer = setTimeout(async () => {
        markSignInPrompted(session);
        if ((await findAnonymousStories(getDb())).length > 0) await openSaveYourStories();
      }, OPEN_AFTER_SIGN_IN_MS);
    };
    getSupabaseClient()
      .then((client) => {
        const { data } = client.auth.onAuthStateChange((event, session) => {
          if (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') consider(session);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      // Started offline: there is no sign-in to react to until the app is reloaded online.
      .catch(() => undefined);
    return () => {
      clearTimeout(openTimer);
      clearTimeout(closeTimer.current);
      unsubscribe();
    };
  }, []);

  const run = useCallback(async (retry: boolean) => {
    const { set } = useMigrationStore.getState();
    set({ working: true });
    try {
      const service = await getMigration();
      const onProgress = (progress: MigrationProgress) => set({ progress });
      const result = retry
        ? await service.retryFailed(onProgress)
        : await service.migrate(onProgress);
      set({
        result,
        failedCount: result.failedCount,
        storyCount: (await findAnonymousStories(getDb())).length,
      });
      announce(result);
      // With failures the dialog stays so Retry Failed can be pressed; otherwise it closes 1.5 s later.
      if (result.failedCount === 0)
        closeTimer.current = setTimeout(() => set({ open: false }), CLOSE_AFTER_COMPLETION_MS);
    } catch (error) {
      const message =
        error instanceof Error && error.message === migrationMessages.notSignedIn
          ? error.message
          : retry
            ? migrationMessages.retryCrashed
            : migrationMessages.crashed;
      showToast(message, { variant: 'error', durationMs: MIGRATION_TOAST_MS });
    } finally {
      set({ working: false });
    }
  }, []);

  const skip = useCallback(() => {
    useMigrationStore.getState().set({ open: false });
    showToast(migrationMessages.skipped, { durationMs: MIGRATION_TOAST_MS });
  }, []);

  return { ...state, save: () => run(false), retryFailed: () => run(true), skip };
}
