const DATABASE_NAME = 'storycanvas-device-key';
const STORE_NAME = 'keys';
const KEY_ID = 'secure-storage';

let deviceKey: Promise<CryptoKey> | undefined;

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  if (!globalThis.crypto?.subtle || !globalThis.indexedDB)
    throw new Error('Encryption is unavailable in this browser');
  const opening = indexedDB.open(DATABASE_NAME, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE_NAME);
  const database = await request(opening);
  try {
    const stored = await request<unknown>(
      database.transaction(STORE_NAME).objectStore(STORE_NAME).get(KEY_ID),
    );
    if (stored instanceof CryptoKey) return stored;
    const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    // add, not put: when two tabs race, the first key wins and the loser reads it back, so neither
    // tab encrypts with a key that is then overwritten.
    const saved = await request(
      database.transaction(STORE_NAME, 'readwrite').objectStore(STORE_NAME).add(created, KEY_ID),
    ).then(
      () => created,
      () => request<unknown>(database.transaction(STORE_NAME).objectStore(STORE_NAME).get(KEY_ID)),
    );
    if (!(saved instanceof CryptoKey)) throw new Error('The device key could not be stored');
    return saved;
  } finally {
    database.close();
  }
}

/**
 * The AES-GCM 256 key secure storage encrypts with. It is generated non-extractable and kept as a
 * CryptoKey object in IndexedDB (browsers store the key material out of script's reach): page
 * script, including injected script, can use it only while running on this origin and can never
 * read the bytes out, and it never sits in localStorage beside the data it protects. A key derived
 * from anything script can read (a device id, the user agent) would give neither guarantee.
 */
export function getDeviceKey(): Promise<CryptoKey> {
  deviceKey ??= loadOrCreateKey().catch((error: unknown) => {
    deviceKey = undefined;
    throw error;
  });
  return deviceKey;
}
