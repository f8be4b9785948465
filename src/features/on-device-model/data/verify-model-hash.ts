// A downloaded model is used only when its SHA-256 is the one the stack named
// (OFFLINE_MODEL_SHA256): a file changed on the way, or by a mirror, is refused.
export const WRONG_HASH_MESSAGE =
  'The downloaded model does not match its checksum, so it was deleted and will not be used. Ask whoever runs this StoryCanvas to check OFFLINE_MODEL_URL and OFFLINE_MODEL_SHA256.';

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function matchesHash(file: Blob, expected: string): Promise<boolean> {
  return (await sha256Hex(file)) === expected.toLowerCase();
}
