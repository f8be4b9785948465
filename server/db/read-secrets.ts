// The stack's secrets (JWT signing secret, database password), made once on first start and
// kept in $DATA_DIR/secrets.json (mode 600) so tokens and data survive a restart.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';

export interface StackSecrets {
  jwtSecret: string;
  dbPassword: string;
}

export function readSecrets(dataDir: string): StackSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StackSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    dbPassword: randomBytes(18).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Long-lived API keys, as Supabase issues them: JWTs whose role is anon or service_role. */
export async function signApiKey(
  role: 'anon' | 'service_role',
  jwtSecret: string,
): Promise<string> {
  return new SignJWT({ role, iss: 'storycanvas-local' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('10y')
    .sign(new TextEncoder().encode(jwtSecret));
}
