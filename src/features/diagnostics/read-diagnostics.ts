import { getDb } from '@/offline/db';
import { getSupabaseConnection } from '@/lib/supabase-client';
import { config } from '@/lib/config';

export interface DiagnosticsReport {
  environment: { label: string; value: string }[];
  storage: string;
  serviceWorker: string;
  indexedDb: string;
  online: string;
}

/** Shows enough of a secret to recognise it, never enough to use it. */
export function maskSecret(value: string | undefined): string {
  if (!value) return 'not set';
  return value.length <= 10 ? '••••' : `${value.slice(0, 6)}…${value.slice(-4)} (${value.length} characters)`;
}

async function describeStorage(): Promise<string> {
  if (!navigator.storage?.estimate) return 'Storage estimates are not available in this browser';
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const persisted = navigator.storage.persisted ? await navigator.storage.persisted() : false;
  return `${(usage / 1024 / 1024).toFixed(1)} MB used of ${(quota / 1024 / 1024).toFixed(0)} MB; ${persisted ? 'persistent' : 'may be cleared by the browser under pressure'}`;
}

async function describeServiceWorker(): Promise<string> {
  if (!('serviceWorker' in navigator)) return 'Service workers are not supported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'Not registered (development build or first visit)';
  const state = registration.active ? 'active' : registration.installing ? 'installing' : 'waiting';
  return `${state}${navigator.serviceWorker.controller ? ', controlling this page' : ', not yet controlling this page'}${registration.waiting ? '; an update is waiting' : ''}`;
}

async function describeIndexedDb(): Promise<string> {
  try {
    const db = getDb();
    const [stories, segments, operations] = await Promise.all([db.stories.count(), db.story_segments.count(), db.operation_queue.count()]);
    return `Available: ${stories} stories, ${segments} segments, ${operations} queued operations on this device`;
  } catch (error) {
    return error instanceof Error ? error.message : 'IndexedDB is not supported in this browser';
  }
}

export async function readDiagnostics(): Promise<DiagnosticsReport> {
  const connection = await getSupabaseConnection().catch((error: unknown) => ({ supabaseUrl: `unavailable (${error instanceof Error ? error.message : 'error'})`, supabaseAnonKey: '' }));
  const [storage, serviceWorker, indexedDb] = await Promise.all([describeStorage(), describeServiceWorker(), describeIndexedDb()]);
  return {
    environment: [
      { label: 'Mode', value: config.MODE },
      { label: 'Backend URL', value: connection.supabaseUrl },
      { label: 'Public API key', value: maskSecret(connection.supabaseAnonKey) },
      { label: 'Build-time backend', value: config.VITE_SUPABASE_URL ? 'set' : 'not set (read from /api/config)' },
      { label: 'User agent', value: navigator.userAgent },
    ],
    storage,
    serviceWorker,
    indexedDb,
    online: navigator.onLine ? 'The browser reports a network connection' : 'The browser reports no network connection',
  };
}
