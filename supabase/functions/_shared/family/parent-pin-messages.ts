// What a parent reads after a wrong or locked PIN, checked on the server (check-parent-pin.ts) or on
// the device with no network (src/features/family/data/parent-pin-on-device.ts): the same words.

/** How long five wrong tries in a row lock the PIN. */
export const PARENT_PIN_LOCK_MS = 15 * 60_000;

export function wrongPinMessage(triesLeft: number): string {
  return `That PIN is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

export function lockedPinMessage(lockedUntil: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(lockedUntil) - now) / 60_000));
  return `Too many wrong tries. The parent PIN is locked: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
