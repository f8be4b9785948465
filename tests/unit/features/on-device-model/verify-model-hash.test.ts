// @vitest-environment node
// A model is used only when its bytes hash to the SHA-256 the stack named, hashed piece by piece as
// a download writes them (a resumed download's kept part first), never read whole.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createModelHash } from '@/features/on-device-model/data/verify-model-hash';

const bytes = new TextEncoder().encode('GGUF and a few seeded weights, '.repeat(5000));
const expected = createHash('sha256').update(bytes).digest('hex');

describe('the model hash check', () => {
  it('hashes a file read a piece at a time as sha256sum hashes it whole', async () => {
    const hash = createModelHash();
    await hash.addFile(new Blob([bytes]));
    expect(hash.hex()).toBe(expected);
  });

  it('gives the same hash for a kept part followed by the bytes of a resumed download', async () => {
    const hash = createModelHash();
    await hash.addFile(new Blob([bytes.subarray(0, 40_001)]));
    for (let start = 40_001; start < bytes.length; start += 16_384)
      hash.add(bytes.subarray(start, start + 16_384));
    expect(hash.matches(expected)).toBe(true);
  });

  it('accepts the named hash in either case and refuses a file with one byte changed', async () => {
    const same = createModelHash();
    same.add(bytes);
    expect(same.matches(expected.toUpperCase())).toBe(true);
    const changed = bytes.slice();
    changed[3] = (changed[3] ?? 0) ^ 1;
    const other = createModelHash();
    await other.addFile(new Blob([changed]));
    expect(other.matches(expected)).toBe(false);
  });
});
