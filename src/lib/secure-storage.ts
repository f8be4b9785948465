import { getDeviceKey } from './device-key';
import { decryptValue, encryptValue } from './encrypt-value';
import { logger } from './logger';
import { SECURE_STORAGE_PREFIX } from './secure-storage-prefix';

export { SECURE_STORAGE_PREFIX };
export const STORAGE_OPERATION_FAILED = 'Storage operation failed';

export interface SecureStorageOptions {
  /** Milliseconds until the entry counts as gone. */
  ttlMs?: number;
  encrypt?: boolean;
}

interface Envelope {
  value: unknown;
  encrypted: boolean;
  expiresAt?: number;
}

export interface SecureStorage {
  setItem(key: string, value: unknown, options?: SecureStorageOptions): Promise<void>;
  /** The value, null when absent or expired; if decryption fails, the stored (encrypted) text as-is. */
  getItem<T = unknown>(key: string): Promise<T | string | null>;
  removeItem(key: string): void;
  /** Removes every 'sc_' entry and nothing else. */
  clear(): void;
}

export interface SecureStorageDependencies {
  /** Read on each call: merely touching localStorage throws in some locked-down browsers. */
  storage: () => Storage;
  getKey: () => Promise<CryptoKey>;
  now: () => number;
}

const log = logger.scoped({ component: 'secure-storage' });

/** Keys keep only letters, digits, underscore and hyphen (docs/product.md §5), then get the 'sc_' prefix. */
export function toStorageKey(key: string): string {
  const cleaned = key.replace(/[^A-Za-z0-9_-]/g, '');
  if (!cleaned)
    throw new Error(STORAGE_OPERATION_FAILED, {
      cause: new Error(`Unusable storage key "${key}"`),
    });
  return `${SECURE_STORAGE_PREFIX}${cleaned}`;
}

function failStorage(operation: string, error: unknown): never {
  log.error(`${STORAGE_OPERATION_FAILED}: ${operation}`, error);
  throw new Error(STORAGE_OPERATION_FAILED, { cause: error });
}

function readEnvelope(raw: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'value' in parsed && 'encrypted' in parsed)
      return parsed as Envelope;
  } catch {
    return null;
  }
  return null;
}

export function createSecureStorage({
  storage,
  getKey,
  now,
}: SecureStorageDependencies): SecureStorage {
  const store = (): Storage => {
    try {
      return storage();
    } catch (error) {
      return failStorage('open storage', error);
    }
  };
  return {
    async setItem(key, value, options = {}) {
      const storageKey = toStorageKey(key);
      const plainText = JSON.stringify(value);
      let envelope: Envelope = { value: plainText, encrypted: false };
      if (options.encrypt) {
        try {
          envelope = { value: await encryptValue(plainText, await getKey()), encrypted: true };
        } catch (error) {
          log.warn('Encryption unavailable or failed; the data is stored unencrypted', {
            key: storageKey,
            reason: String(error),
          });
        }
      }
      if (options.ttlMs !== undefined) envelope.expiresAt = now() + options.ttlMs;
      try {
        store().setItem(storageKey, JSON.stringify(envelope));
      } catch (error) {
        failStorage(`write ${storageKey}`, error);
      }
    },

    async getItem<T>(key: string): Promise<T | string | null> {
      const storageKey = toStorageKey(key);
      let raw: string | null;
      try {
        raw = store().getItem(storageKey);
      } catch (error) {
        failStorage(`read ${storageKey}`, error);
      }
      if (raw === null) return null;
      const envelope = readEnvelope(raw);
      if (!envelope) return raw;
      if (envelope.expiresAt !== undefined && now() >= envelope.expiresAt) {
        try {
          store().removeItem(storageKey);
        } catch (error) {
          failStorage(`remove expired ${storageKey}`, error);
        }
        return null;
      }
      if (typeof envelope.value !== 'string') return envelope.value as T;
      if (!envelope.encrypted) {
        try {
          return JSON.parse(envelope.value) as T;
        } catch {
          // Like a failed decryption: what is stored is handed back rather than lost behind an exception.
          log.warn('Stored value is not valid JSON; it is returned as-is', { key: storageKey });
          return envelope.value;
        }
      }
      try {
        return JSON.parse(await decryptValue(envelope.value, await getKey())) as T;
      } catch (error) {
        log.warn('Decryption failed; the stored data is returned as-is', {
          key: storageKey,
          reason: error instanceof Error ? error.message : String(error),
        });
        return envelope.value;
      }
    },

    removeItem(key) {
      const storageKey = toStorageKey(key);
      try {
        store().removeItem(storageKey);
      } catch (error) {
        failStorage(`remove ${storageKey}`, error);
      }
    },

    clear() {
      const target = store();
      const keys = Array.from({ length: target.length }, (_, index) => target.key(index)).filter(
        (name): name is string => name?.startsWith(SECURE_STORAGE_PREFIX) ?? false,
      );
      for (const name of keys) target.removeItem(name);
    },
  };
}

/** localStorage with the 'sc_' prefix, optional expiry and optional encryption with the device key. */
export const secureStorage: SecureStorage = createSecureStorage({
  storage: () => globalThis.localStorage,
  getKey: getDeviceKey,
  now: () => Date.now(),
});
