// A refresh whose answer is lost and retried keeps the reader signed in (GoTrue's refresh token
// reuse interval); a rotated token presented after the interval still revokes the session.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import { TEST_PASSWORD, uniqueEmail, visitorClient } from './support/test-users.ts';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => undefined });
afterAll(async () => sql.end());

async function presentRefreshToken(refreshToken: string) {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: stack.anonKey },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { refresh_token?: string },
  };
}

/** A client whose first refresh reaches the server but whose answer never comes back. */
function clientLosingFirstRefreshAnswer() {
  let dropped = false;
  const flaky: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (
      !dropped &&
      String(input instanceof Request ? input.url : input).includes('grant_type=refresh_token')
    ) {
      dropped = true;
      throw new TypeError('fetch failed');
    }
    return response;
  };
  return {
    client: createNodeSupabaseClient(stack.url, stack.anonKey, { fetch: flaky }),
    wasDropped: () => dropped,
  };
}

async function signUpWith(client: ReturnType<typeof visitorClient>) {
  const email = uniqueEmail('reuse');
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

describe('refresh token reuse interval', () => {
  it('keeps the reader signed in when supabase-js retries a refresh whose answer was lost', async () => {
    const { client, wasDropped } = clientLosingFirstRefreshAnswer();
    const first = await signUpWith(client);
    const refreshed = await client.auth.refreshSession();
    expect(wasDropped()).toBe(true);
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    expect((await client.auth.getUser()).data.user?.id).toBe(first.user.id);
    const again = await client.auth.refreshSession();
    expect(again.error).toBeNull();
  });

  it('answers a token reused within the interval with the session’s current token, revoking nothing', async () => {
    const client = visitorClient();
    const first = await signUpWith(client);
    const rotated = (await client.auth.refreshSession()).data.session!;
    const retried = await presentRefreshToken(first.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(rotated.refresh_token);
    expect((retried.body.user as { id: string }).id).toBe(first.user.id);
    const next = await client.auth.refreshSession();
    expect(next.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('still revokes the whole session when a rotated token comes back after the interval', async () => {
    const client = visitorClient();
    const first = await signUpWith(client);
    const rotated = (await client.auth.refreshSession()).data.session!;
    await sql`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = ${first.refresh_token}`;
    const replay = await presentRefreshToken(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    const afterReuse = await client.auth.refreshSession();
    expect(afterReuse.error).not.toBeNull();
    const user = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${rotated.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
  });
});

describe('unknown auth paths', () => {
  it('answer JSON in GoTrue’s error shape for every method, never the app', async () => {
    for (const [method, path] of [
      ['GET', '/auth/v1/no-such-endpoint'],
      ['POST', '/auth/v1/no-such-endpoint'],
      ['DELETE', '/auth/v1/user/nothing/here'],
      ['GET', '/auth/v1/token'],
    ] as const) {
      const response = await fetch(`${stack.url}${path}`, {
        method,
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.status).toBeGreaterThanOrEqual(400);
      const body = (await response.json()) as { code: number; error_code: string; msg: string };
      expect(body.code).toBe(response.status);
      expect(typeof body.error_code).toBe('string');
      expect(typeof body.msg).toBe('string');
    }
  });
});
