/** Thin, testable access to document.cookie: every cookie of the app goes through here. */

export interface StoredCookie {
  name: string;
  value: string;
}

function secureAttribute(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export function listCookies(): StoredCookie[] {
  if (typeof document === 'undefined' || document.cookie === '') return [];
  return document.cookie.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    const rawName = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (rawName === '') return [];
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1).trim();
    try {
      return [{ name: decodeURIComponent(rawName), value: decodeURIComponent(rawValue) }];
    } catch {
      return [{ name: rawName, value: rawValue }];
    }
  });
}

export function readCookie(name: string): string | null {
  return listCookies().find((cookie) => cookie.name === name)?.value ?? null;
}

/** maxAgeSeconds 0 writes a session cookie that ends with the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const lifetime = maxAgeSeconds > 0 ? `; Max-Age=${Math.round(maxAgeSeconds)}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${lifetime}; Path=/; SameSite=Lax${secureAttribute()}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secureAttribute()}`;
}

const PROBE_COOKIE = 'sc_cookie_probe';

/** Cookies work only when the browser allows them and a written cookie can be read back. */
export function checkCookieSupport(): boolean {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return false;
  if (!navigator.cookieEnabled) return false;
  try {
    writeCookie(PROBE_COOKIE, '1', 60);
    const readable = readCookie(PROBE_COOKIE) === '1';
    deleteCookie(PROBE_COOKIE);
    return readable;
  } catch {
    return false;
  }
}

/**
 * The same check without holding the page: through the browser's asynchronous cookie store where
 * it has one. Reading document.cookie right after writing it makes the page wait for the
 * browser's cookie store, which on a busy phone is a long pause.
 */
export async function probeCookieSupport(): Promise<boolean> {
  const store = typeof cookieStore === 'undefined' ? undefined : cookieStore;
  if (!store || typeof navigator === 'undefined') return checkCookieSupport();
  if (!navigator.cookieEnabled) return false;
  try {
    await store.set({
      name: PROBE_COOKIE,
      value: '1',
      expires: Date.now() + 60_000,
      path: '/',
      sameSite: 'lax',
    });
    const readable = (await store.get(PROBE_COOKIE))?.value === '1';
    await store.delete({ name: PROBE_COOKIE, path: '/' });
    return readable;
  } catch {
    return false;
  }
}
