// The committed supabase/functions/_shared/database-types.ts must be what Supabase's generator makes
// from the migrations now: a migration landed without `npm run db:types` fails here. It starts its own
// embedded PostgreSQL, so the DATABASE_URL run (same migrations, same answer) skips it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
} from '../../scripts/generate-database-types.ts';

describe.skipIf(process.env.DATABASE_URL)('generated database types', () => {
  it('match what postgres-meta generates from the migrations', async () => {
    const generated = await generateDatabaseTypes();
    const committed = readFileSync(DATABASE_TYPES_FILE, 'utf8');
    expect(
      committed,
      `${DATABASE_TYPES_FILE} is stale: run \`npm run db:types\` and commit the file`,
    ).toBe(generated);
  }, 180_000);
});
