const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** AES-GCM with a fresh random 12-byte IV per value; stored as '<iv base64>:<ciphertext base64>'. */
export async function encryptValue(plainText: string, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipherText = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(plainText),
  );
  return `${toBase64(iv)}:${toBase64(new Uint8Array(cipherText))}`;
}

function parsePayload(
  payload: string,
): { iv: Uint8Array<ArrayBuffer>; cipherText: Uint8Array<ArrayBuffer> } | null {
  const parts = payload.split(':');
  if (parts.length !== 2) return null;
  try {
    const iv = fromBase64(parts[0]!);
    const cipherText = fromBase64(parts[1]!);
    return iv.length === IV_BYTES && cipherText.length > 0 ? { iv, cipherText } : null;
  } catch {
    return null;
  }
}

/** The reverse of encryptValue; 'Invalid encrypted data format' when the text is not iv:ciphertext. */
export async function decryptValue(payload: string, key: CryptoKey): Promise<string> {
  const parsed = parsePayload(payload);
  if (!parsed) throw new Error('Invalid encrypted data format');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: parsed.iv },
    key,
    parsed.cipherText,
  );
  return new TextDecoder().decode(plain);
}
