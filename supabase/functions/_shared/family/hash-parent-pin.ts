// The parent PIN's slow salted hash (scrypt, node:crypto, which Deno provides too): a PIN has few
// possible values, so the hash is made expensive to try them all, and compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(pin: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_LENGTH, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashParentPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyParentPin(pin: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem };
  const actual = await derive(pin, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
