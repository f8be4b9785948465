// The JWT secret of the suite's stack, for tests that sign their own tokens or mount a second
// auth service on the same database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export function readJwtSecret(): string {
  const { dataDir } = inject('stack');
  return (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string })
    .jwtSecret;
}
