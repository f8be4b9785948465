// The parent PIN checked on the device with no network: only a salted PBKDF2 hash is stored, the
// right PIN passes, a wrong one says the tries left in the server's words, and the fifth wrong try in
// a row locks it for 15 minutes, even against the right PIN.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkParentPinOnDevice,
  hasParentPinOnDevice,
  rememberParentPin,
} from '@/features/family/data/parent-pin-on-device';
import { STORAGE_KEYS } from '@/offline';

const PARENT = 'parent-1';

describe('the parent PIN on the device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('keeps a salted hash, never the PIN, and checks the PIN against it', async () => {
    expect(await checkParentPinOnDevice(PARENT, '2468')).toBe(false);
    await rememberParentPin(PARENT, '2468');
    const stored = localStorage.getItem(STORAGE_KEYS.parentPin)!;
    expect(stored).not.toContain('2468');
    expect(JSON.parse(stored)).toMatchObject({ userId: PARENT, iterations: 210_000 });
    expect(hasParentPinOnDevice(PARENT)).toBe(true);
    expect(hasParentPinOnDevice('someone-else')).toBe(false);
    await expect(checkParentPinOnDevice(PARENT, '2468')).resolves.toBe(true);
    await expect(checkParentPinOnDevice('someone-else', '2468')).resolves.toBe(false);
  });

  it('salts each hash, so the same PIN remembered twice is stored differently', async () => {
    await rememberParentPin(PARENT, '2468');
    const first = JSON.parse(localStorage.getItem(STORAGE_KEYS.parentPin)!) as { hash: string };
    await rememberParentPin(PARENT, '2468');
    const second = JSON.parse(localStorage.getItem(STORAGE_KEYS.parentPin)!) as { hash: string };
    expect(second.hash).not.toBe(first.hash);
  });

  it('counts wrong tries in the server’s words and locks on the fifth for 15 minutes', async () => {
    await rememberParentPin(PARENT, '2468');
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try'])
      await expect(checkParentPinOnDevice(PARENT, '1111')).rejects.toThrow(
        `That PIN is not right. ${left} left.`,
      );
    await expect(checkParentPinOnDevice(PARENT, '1111')).rejects.toThrow(
      'Too many wrong tries. The parent PIN is locked: try again in 15 minutes.',
    );
    await expect(checkParentPinOnDevice(PARENT, '2468')).rejects.toThrow(
      'The parent PIN is locked',
    );
    vi.useFakeTimers({ now: Date.now() + 15 * 60_000 + 1000, toFake: ['Date'] });
    await expect(checkParentPinOnDevice(PARENT, '2468')).resolves.toBe(true);
  });

  it('starts the count again after the right PIN', async () => {
    await rememberParentPin(PARENT, '2468');
    await expect(checkParentPinOnDevice(PARENT, '1111')).rejects.toThrow('4 tries left');
    await checkParentPinOnDevice(PARENT, '2468');
    await expect(checkParentPinOnDevice(PARENT, '1111')).rejects.toThrow('4 tries left');
  });
});
