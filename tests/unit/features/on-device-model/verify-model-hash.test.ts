// @vitest-environment node
// A model is used only when its bytes hash to the SHA-256 the stack named.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchesHash, sha256Hex } from '@/features/on-device-model/data/verify-model-hash';

const bytes = new TextEncoder().encode('GGUF and a few seeded weights');
const expected = createHash('sha256').update(bytes).digest('hex');

describe('the model hash check', () => {
  it('hashes a file as sha256sum does', async () => {
    expect(await sha256Hex(new Blob([bytes]))).toBe(expected);
  });

  it('accepts the named hash in either case and refuses a file with one byte changed', async () => {
    expect(await matchesHash(new Blob([bytes]), expected.toUpperCase())).toBe(true);
    const changed = bytes.slice();
    changed[3] = (changed[3] ?? 0) ^ 1;
    expect(await matchesHash(new Blob([changed]), expected)).toBe(false);
  });
});
