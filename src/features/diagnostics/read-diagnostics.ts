import { countLocalRecords } from '@/offline';
import { getSupabaseConnection } from '@/lib/supabase-client';
import { config } from '@/lib/config';

export type DiagnosticsSection = 'environment' | 'device' | 'health' | 'email' | 'images';

export interface DiagnosticsRow {
  label: string;
  value: string;
}

/** Shows enough of a secret to recognise it, never enough to use it. */
export function maskSecret(value: string | undefined): string {
  if (!value) return 'not set';
  return value.length <= 10
    ? '••••'
    : `${value.slice(0, 6)}…${value.slice(-4)} (${value.length} characters)`;
}

async function readConnection() {
  return getSupabaseConnection().catch((error: unknown) => ({
    supabaseUrl: `unavailable (${error instanceof Error ? error.message : 'error'})`,
    supabaseAnonKey: '',
  }));
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
    const { stories, segments, operations } = await countLocalRecords();
    return `Available: ${stories} stories, ${segments} segments, ${operations} queued operations on this device`;
  } catch (error) {
    return error instanceof Error ? error.message : 'IndexedDB is not supported in this browser';
  }
}

async function readEnvironment(): Promise<DiagnosticsRow[]> {
  const connection = await readConnection();
  return [
    { label: 'Mode', value: config.MODE },
    { label: 'Backend URL', value: connection.supabaseUrl },
    { label: 'Public API key', value: maskSecret(connection.supabaseAnonKey) },
    {
      label: 'Build-time backend',
      value: config.VITE_SUPABASE_URL ? 'set' : 'not set (read from /api/config)',
    },
    { label: 'User agent', value: navigator.userAgent },
  ];
}

async function readDevice(): Promise<DiagnosticsRow[]> {
  const [storage, serviceWorker, indexedDb] = await Promise.all([
    describeStorage(),
    describeServiceWorker(),
    describeIndexedDb(),
  ]);
  return [
    {
      label: 'Network',
      value: navigator.onLine
        ? 'The browser reports a network connection'
        : 'The browser reports no network connection',
    },
    { label: 'Service worker', value: serviceWorker },
    { label: 'Storage', value: storage },
    { label: 'IndexedDB', value: indexedDb },
  ];
}

async function readHealth(): Promise<DiagnosticsRow[]> {
  const started = performance.now();
  try {
    const response = await fetch('/api/health-check', { cache: 'no-store' });
    const body = (await response.json().catch(() => ({}))) as { status?: string };
    const took = Math.round(performance.now() - started);
    return [
      {
        label: 'Health check',
        value: `${response.status} ${body.status ?? ''} in ${took} ms`.replace('  ', ' '),
      },
    ];
  } catch (error) {
    return [
      {
        label: 'Health check',
        value: `failed: ${error instanceof Error ? error.message : 'unknown error'}`,
      },
    ];
  }
}

async function readEmail(): Promise<DiagnosticsRow[]> {
  const connection = await readConnection();
  const rows: DiagnosticsRow[] = [];
  try {
    const response = await fetch(`${connection.supabaseUrl}/auth/v1/settings`, {
      headers: { apikey: connection.supabaseAnonKey },
    });
    const settings = (await response.json()) as {
      external?: { email?: boolean };
      mailer_autoconfirm?: boolean;
      disable_signup?: boolean;
    };
    rows.push({ label: 'Email sign-in', value: settings.external?.email ? 'enabled' : 'disabled' });
    rows.push({
      label: 'New accounts',
      value: settings.disable_signup ? 'sign-up is closed' : 'sign-up is open',
    });
    rows.push({
      label: 'Confirmation email',
      value: settings.mailer_autoconfirm
        ? 'not needed: new accounts are confirmed at once'
        : 'sent on sign-up; the account works after the link is opened',
    });
  } catch (error) {
    rows.push({
      label: 'Auth settings',
      value: `unavailable (${error instanceof Error ? error.message : 'error'})`,
    });
  }
  if (new URL(connection.supabaseUrl, location.href).origin === location.origin) {
    const outbox = await fetch('/_dev/mail', { cache: 'no-store' }).catch(() => null);
    const mails = outbox?.ok ? ((await outbox.json()) as unknown[]) : null;
    rows.push({
      label: 'Local outbox',
      value: mails
        ? `${mails.length} messages at /_dev/mail (the local stack keeps emails here instead of sending them)`
        : 'not available on this backend',
    });
  }
  return rows;
}

async function readImages(): Promise<DiagnosticsRow[]> {
  const canvas = document.createElement('canvas');
  const webp = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  const cacheNames = 'caches' in window ? await caches.keys() : [];
  return [
    {
      label: 'Picture formats',
      value: `SVG yes; WebP ${webp ? 'yes' : 'no'}; decoding off the main thread ${'createImageBitmap' in window ? 'yes' : 'no'}`,
    },
    {
      label: 'Offline picture cache',
      value: cacheNames.length
        ? `caches: ${cacheNames.join(', ')}`
        : 'no caches yet (the service worker fills them as pictures are seen)',
    },
  ];
}

const READERS: Record<DiagnosticsSection, () => Promise<DiagnosticsRow[]>> = {
  environment: readEnvironment,
  device: readDevice,
  health: readHealth,
  email: readEmail,
  images: readImages,
};

/** Reads only the sections a page shows, so a page never calls what it does not display. */
export async function readDiagnostics(
  sections: readonly DiagnosticsSection[],
): Promise<DiagnosticsRow[]> {
  const parts = await Promise.all(sections.map((section) => READERS[section]()));
  return parts.flat();
}
