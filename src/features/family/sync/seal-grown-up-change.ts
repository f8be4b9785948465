// A queued change is sent with no new PIN only when it carries the seal of the grown-up proof the
// device holds: an HMAC keyed by that proof, which a child's profile never holds (it is dropped on
// entering one). A change planted in storage from a child's profile, or queued with no proof at
// hand, is sent only after the parent PIN is asked again.
import type { GrownUpChange } from './grown-up-change';

interface Sealed {
  id: string;
  userId: string;
  change: GrownUpChange;
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function hmac(proof: string, sealed: Sealed): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(proof),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const { id, userId, change } = sealed;
  return toHex(
    await crypto.subtle.sign(
      'HMAC',
      key,
      new TextEncoder().encode(JSON.stringify([id, userId, change])),
    ),
  );
}

/** The seal of a change under the device's proof, or undefined when it holds none. */
export function sealGrownUpChange(
  proof: string | null,
  sealed: Sealed,
): Promise<string | undefined> {
  return proof ? hmac(proof, sealed) : Promise.resolve(undefined);
}

/** Whether the change was queued under the proof the device holds now. */
export async function isSealedByProof(
  proof: string | null,
  sealed: Sealed & { seal?: string },
): Promise<boolean> {
  return Boolean(proof && sealed.seal && (await hmac(proof, sealed)) === sealed.seal);
}
