// The database behind the REST API: no extension function is an RPC (pgcrypto's gen_salt and
// dearmor were callable by anyone), and the API roles have statement timeouts (3 s for anon, 8 s
// for authenticated, as on Supabase), so a slow request is cancelled instead of holding the database.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';

describe('database hardening', () => {
  const stack = inject('stack');
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
  let user: TestUser;

  const rpc = (name: string, body: string, token = stack.anonKey, contentType = 'text/plain') =>
    fetch(`${stack.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': contentType,
      },
      body,
    });

  beforeAll(async () => {
    user = await signUpTestUser('db-hardening');
    // A probe only this suite installs: it sleeps as the calling role, under that role's settings.
    await sql`create or replace function public.security_probe_sleep(seconds double precision) returns text
              language sql as $$ select pg_sleep(seconds)::text || current_setting('statement_timeout') $$`;
    await sql`grant execute on function public.security_probe_sleep(double precision) to anon, authenticated`;
    await sql`notify pgrst, 'reload schema'`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        (await rpc('security_probe_sleep', '{"seconds":0}', stack.anonKey, 'application/json'))
          .status === 200
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('PostgREST did not see the probe function');
  });

  afterAll(async () => {
    await sql`drop function if exists public.security_probe_sleep(double precision)`;
    await sql`notify pgrst, 'reload schema'`;
    await sql.end();
  });

  it.each(['gen_salt', 'dearmor', 'crypt', 'digest', 'gen_random_bytes', 'armor'])(
    'pgcrypto’s %s is no RPC',
    async (name) => {
      const response = await rpc(name, 'bf');
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST202');
    },
  );

  it('pgcrypto sits in the extensions schema', async () => {
    const [row] = await sql<
      { schema: string }[]
    >`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgcrypto'`;
    expect(row?.schema).toBe('extensions');
  });

  it('a visitor’s request runs under a 3 s timeout and is cancelled past it', async () => {
    const quick = await rpc(
      'security_probe_sleep',
      '{"seconds":0}',
      stack.anonKey,
      'application/json',
    );
    expect(await quick.json()).toBe('3s');
    const slow = await rpc(
      'security_probe_sleep',
      '{"seconds":4}',
      stack.anonKey,
      'application/json',
    );
    expect(slow.status).toBe(500);
    expect(((await slow.json()) as { code: string }).code).toBe('57014');
  });

  it('a signed-in user’s request runs under an 8 s timeout', async () => {
    const quick = await rpc(
      'security_probe_sleep',
      '{"seconds":0}',
      user.accessToken,
      'application/json',
    );
    expect(await quick.json()).toBe('8s');
    const fourSeconds = await rpc(
      'security_probe_sleep',
      '{"seconds":4}',
      user.accessToken,
      'application/json',
    );
    expect(fourSeconds.status).toBe(200);
  });
});
