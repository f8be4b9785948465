import { useCallback, useEffect, useRef } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
import { startSessionTracking, useSessionStore, type SessionState } from '@/lib/session';
import {
  adoptOwnerlessStories,
  createAnonymousStoryMigration,
  findAnonymousStories,
  markTabVisitor,
  takeTabOwnerlessStories,
  type AnonymousStoryMigration,
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
import { hasStoriesSinceLastAsked, markAsked, readLastAsked } from '../migration-last-asked';

let migration: Promise<AnonymousStoryMigration> | undefined;
function getMigration(): Promise<AnonymousStoryMigration> {
  migration ??= getSupabaseClient().then((client) => createAnonymousStoryMigration(client));
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
  const storyCount = (await findAnonymousStories()).length;
  useMigrationStore
    .getState()
    .set({ open: true, storyCount, progress: null, result: null, failedCount: 0 });
}

/** Opens the dialog when this device has stories made without an account since it last asked this reader. */
async function offerSinceLastAsked(userId: string): Promise<void> {
  const stories = await findAnonymousStories();
  if (!hasStoriesSinceLastAsked(stories, readLastAsked(userId))) return;
  markAsked(userId, new Date().toISOString());
  await openSaveYourStories();
}

/**
 * Drives the dialog: follows the session whenever it changes (also in a tab that started offline),
 * adopts the stories this tab wrote before the session was known, offers the rest when new since
 * it last asked, runs the migration and its retry, and says how it went.
 */
export function useAnonymousMigration() {
  const state = useMigrationStore();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    let considered: string | null = null;
    const consider = ({ status, user }: SessionState) => {
      if (status === 'signed-out') {
        markTabVisitor();
        considered = null;
      }
      if (status !== 'signed-in' || !user || user.id === considered) return;
      considered = user.id;
      const ownerless = takeTabOwnerlessStories();
      const adopting =
        ownerless.length > 0 ? adoptOwnerlessStories(ownerless, user.id) : Promise.resolve([]);
      clearTimeout(openTimer);
      openTimer = setTimeout(() => {
        void adopting.catch(() => undefined).then(() => offerSinceLastAsked(user.id));
      }, OPEN_AFTER_SIGN_IN_MS);
    };
    startSessionTracking();
    consider(useSessionStore.getState());
    const unsubscribe = useSessionStore.subscribe(consider);
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
        storyCount: (await findAnonymousStories()).length,
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
