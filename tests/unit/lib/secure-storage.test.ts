import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceKey } from '@/lib/device-key';
import { logger } from '@/lib/logger';
import {
  createSecureStorage,
  SECURE_STORAGE_PREFIX,
  secureStorage,
  toStorageKey,
} from '@/lib/secure-storage';

function makeKey() {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

function setUp(overrides: { getKey?: () => Promise<CryptoKey>; storage?: Storage } = {}) {
  let clock = 1_000_000;
  const key = makeKey();
  const storage = overrides.storage ?? window.localStorage;
  const store = createSecureStorage({
    storage: () => storage,
    getKey: overrides.getKey ?? (() => key),
    now: () => clock,
  });
  return { store, advance: (ms: number) => (clock += ms) };
}

afterEach(() => {
  localStorage.clear();
  logger.clear();
  vi.restoreAllMocks();
});

describe('secure storage', () => {
  it("uses the 'sc_' prefix of docs/product.md §9 and keeps only letters, digits, underscore and hyphen in keys", () => {
    expect(SECURE_STORAGE_PREFIX).toBe('sc_');
    expect(toStorageKey('draft story#1 <x>/../é')).toBe('sc_draftstory1x');
    expect(toStorageKey('user_prefs-2')).toBe('sc_user_prefs-2');
    expect(() => toStorageKey('%%%')).toThrow('Storage operation failed');
  });

  it('round-trips plain values under the prefixed key', async () => {
    const { store } = setUp();
    await store.setItem('reader settings', { fontSize: 'large', speed: 5 });
    expect(await store.getItem('reader settings')).toEqual({ fontSize: 'large', speed: 5 });
    expect(localStorage.getItem('sc_readersettings')).toContain('large');
    expect(await store.getItem('never-written')).toBeNull();
  });

  it('encrypts with AES-GCM so the stored text does not reveal the value, and decrypts it back', async () => {
    const { store } = setUp();
    await store.setItem('profile', { email: 'ann@example.com' }, { encrypt: true });
    const raw = localStorage.getItem('sc_profile')!;
    expect(raw).not.toContain('ann@example.com');
    const envelope = JSON.parse(raw) as { value: string; encrypted: boolean };
    expect(envelope.encrypted).toBe(true);
    const [iv] = envelope.value.split(':');
    expect(atob(iv!)).toHaveLength(12);
    expect(await store.getItem('profile')).toEqual({ email: 'ann@example.com' });

    await store.setItem('profile-again', { email: 'ann@example.com' }, { encrypt: true });
    const other = JSON.parse(localStorage.getItem('sc_profile-again')!) as { value: string };
    expect(other.value).not.toBe(envelope.value);
  });

  it('treats an entry past its time-to-live as gone and removes it', async () => {
    const { store, advance } = setUp();
    await store.setItem('token-cache', 'abc', { ttlMs: 60_000 });
    advance(59_999);
    expect(await store.getItem('token-cache')).toBe('abc');
    advance(1);
    expect(await store.getItem('token-cache')).toBeNull();
    expect(localStorage.getItem('sc_token-cache')).toBeNull();
  });

  it('stores unencrypted with a warning when encryption is unavailable', async () => {
    const { store } = setUp({
      getKey: () => Promise.reject(new Error('Encryption is unavailable in this browser')),
    });
    await store.setItem('notes', 'hello', { encrypt: true });
    expect(JSON.parse(localStorage.getItem('sc_notes')!)).toMatchObject({ encrypted: false });
    expect(await store.getItem('notes')).toBe('hello');
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining('stored unencrypted'),
      }),
    );
  });

  it('returns the stored data as-is when decryption fails, and names a malformed payload', async () => {
    const writer = setUp();
    await writer.store.setItem('secret-note', 'hi', { encrypt: true });
    const stored = (JSON.parse(localStorage.getItem('sc_secret-note')!) as { value: string }).value;
    const otherDevice = setUp();
    expect(await otherDevice.store.getItem('secret-note')).toBe(stored);

    localStorage.setItem(
      'sc_broken',
      JSON.stringify({ value: 'not-an-iv-and-cipher', encrypted: true }),
    );
    expect(await writer.store.getItem('broken')).toBe('not-an-iv-and-cipher');
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        data: expect.objectContaining({
          key: 'sc_broken',
          reason: 'Invalid encrypted data format',
        }),
      }),
    );
  });

  it('returns a damaged unencrypted entry as-is with a warning instead of throwing', async () => {
    const { store } = setUp();
    localStorage.setItem('sc_damaged', JSON.stringify({ value: '{"half": ', encrypted: false }));
    expect(await store.getItem('damaged')).toBe('{"half": ');
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        data: expect.objectContaining({ key: 'sc_damaged' }),
      }),
    );
  });

  it("fails with 'Storage operation failed' when the browser refuses the write (quota)", async () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const { store } = setUp({ storage: full });
    await expect(store.setItem('big', 'x'.repeat(10))).rejects.toThrow('Storage operation failed');
    expect(logger.entries().at(-1)).toMatchObject({ level: 'error', component: 'secure-storage' });
  });

  it('clears only its own prefixed entries', async () => {
    const { store } = setUp();
    localStorage.setItem('storyCanvasSettings', '{}');
    await store.setItem('a', 1);
    await store.setItem('b', 2);
    store.clear();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('storyCanvasSettings')).toBe('{}');
  });

  it('keeps one non-extractable device key in IndexedDB and the default store uses it', async () => {
    const key = await getDeviceKey();
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(await getDeviceKey()).toBe(key);
    await secureStorage.setItem('device', { ok: true }, { encrypt: true });
    expect(await secureStorage.getItem('device')).toEqual({ ok: true });
  });
});
