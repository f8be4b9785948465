// A downloaded model is used only when its SHA-256 is the one the stack named
// (OFFLINE_MODEL_SHA256): a file changed on the way, or by a mirror, is refused. The hash is taken
// piece by piece as the bytes arrive (@noble/hashes), so a model of hundreds of megabytes is never
// held whole in memory, as crypto.subtle.digest would need.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export const WRONG_HASH_MESSAGE =
  'The downloaded model does not match its checksum, so it was deleted and will not be used. Ask whoever runs this StoryCanvas to check OFFLINE_MODEL_URL and OFFLINE_MODEL_SHA256.';

export interface ModelHash {
  add(bytes: Uint8Array): void;
  /** Reads a file (a download's kept part) into the hash a piece at a time. */
  addFile(file: Blob): Promise<void>;
  matches(expected: string): boolean;
  hex(): string;
}

export function createModelHash(): ModelHash {
  const hash = sha256.create();
  return {
    add: (bytes) => void hash.update(bytes),
    async addFile(file) {
      const reader = file.stream().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        hash.update(value);
      }
    },
    hex: () => bytesToHex(hash.digest()),
    matches(expected) {
      return this.hex() === expected.toLowerCase();
    },
  };
}
