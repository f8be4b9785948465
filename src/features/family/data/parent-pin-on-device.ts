// The parent PIN kept on the device for the check with no network (leaving a child's profile on a
// plane): a PBKDF2 hash with its own salt, never the PIN, remembered each time the server accepts the
// PIN. Five wrong tries in a row lock it here for the same 15 minutes as on the server.
import { STORAGE_KEYS } from '@/offline';
import { PARENT_PIN_TRIES } from '@shared/family/child-profile-rules.ts';
import {
  PARENT_PIN_LOCK_MS,
  lockedPinMessage,
  wrongPinMessage,
} from '@shared/family/parent-pin-messages.ts';

/** Slow on purpose: a PIN has few values, so each guess at a copied hash should cost. */
const ITERATIONS = 210_000;

interface DevicePin {
  userId: string;
  salt: string;
  hash: string;
  iterations: number;
  failedTries: number;
  lockedUntil: string | null;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(
  pin: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

function readDevicePin(userId: string): DevicePin | null {
  try {
    const stored = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEYS.parentPin) ?? 'null',
    ) as DevicePin | null;
    return stored?.userId === userId && stored.hash && stored.salt ? stored : null;
  } catch {
    return null;
  }
}

function writeDevicePin(pin: DevicePin): void {
  globalThis.localStorage?.setItem(STORAGE_KEYS.parentPin, JSON.stringify(pin));
}

/** Keeps the hash of a PIN the server has just accepted, replacing any older one. */
export async function rememberParentPin(userId: string, pin: string): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(pin, salt, ITERATIONS);
  writeDevicePin({
    userId,
    salt: toBase64(salt),
    hash,
    iterations: ITERATIONS,
    failedTries: 0,
    lockedUntil: null,
  });
}

export function hasParentPinOnDevice(userId: string): boolean {
  return readDevicePin(userId) !== null;
}

/**
 * Checks the PIN against the device's hash: resolves when right, throws the server's words when
 * wrong or locked. False when this device has no hash yet (the server must check it once).
 */
export async function checkParentPinOnDevice(userId: string, pin: string): Promise<boolean> {
  const stored = readDevicePin(userId);
  if (!stored) return false;
  const now = Date.now();
  if (stored.lockedUntil && Date.parse(stored.lockedUntil) > now)
    throw new Error(lockedPinMessage(stored.lockedUntil, now));
  const failedTries = stored.lockedUntil ? 0 : stored.failedTries;
  // Counted before the compare, so a page closed mid-check still spends the try.
  writeDevicePin({ ...stored, failedTries: failedTries + 1, lockedUntil: null });
  if ((await derive(pin, fromBase64(stored.salt), stored.iterations)) === stored.hash) {
    writeDevicePin({ ...stored, failedTries: 0, lockedUntil: null });
    return true;
  }
  const left = PARENT_PIN_TRIES - (failedTries + 1);
  if (left > 0) throw new Error(wrongPinMessage(left));
  const lockedUntil = new Date(now + PARENT_PIN_LOCK_MS).toISOString();
  writeDevicePin({ ...stored, failedTries: PARENT_PIN_TRIES, lockedUntil });
  throw new Error(lockedPinMessage(lockedUntil, now));
}
