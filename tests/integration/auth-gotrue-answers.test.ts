// The answers GoTrue gives that Supabase's own auth-js suite checks and a family app meets:
// the admin list of users by page (newest first), identity linking while manual linking is off
// (the stack's default), reauthentication for a user with no address or an unconfirmed one, and
// SMS codes, which the stack never sends.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import { readJwtSecret } from './support/read-jwt-secret.ts';
import { startAuthApp, type MountedAuthApp } from './support/start-auth-app.ts';
import {
  serviceClient,
  signUpTestUser,
  TEST_PASSWORD,
  uniqueEmail,
  visitorClient,
} from './support/test-users.ts';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
let linking: MountedAuthApp;
let anonymousAllowed: MountedAuthApp;

beforeAll(async () => {
  const common = {
    databaseUrl: stack.databaseUrl,
    jwtSecret: readJwtSecret(),
    rateLimits: { windowSeconds: 300, perIp: 100_000, perEmail: 50 },
  };
  linking = await startAuthApp({ ...common, settings: { manualLinking: true } });
  anonymousAllowed = await startAuthApp({ ...common, settings: { anonymousUsers: true } });
});
afterAll(async () => {
  await linking?.close();
  await anonymousAllowed?.close();
  await sql.end();
});

async function listUsersRaw(query: string) {
  const response = await fetch(`${stack.url}/auth/v1/admin/users?${query}`, {
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('auth.admin.listUsers', () => {
  it('shows a user just registered on the first page, newest first, one page at a time', async () => {
    // A third, oldest user keeps a page after the second whatever else the database holds.
    await signUpTestUser('listed-oldest');
    const older = await signUpTestUser('listed-older');
    const newer = await signUpTestUser('listed-newer');
    const admin = serviceClient().auth.admin;

    const firstPage = await admin.listUsers();
    expect(firstPage.error).toBeNull();
    expect(firstPage.data.users.map((user) => user.email)).toContain(newer.email);

    const onePerPage = await admin.listUsers({ page: 1, perPage: 1 });
    expect(onePerPage.data.users.map((user) => user.id)).toEqual([newer.user.id]);
    const second = await admin.listUsers({ page: 2, perPage: 1 });
    expect(second.data.users.map((user) => user.id)).toEqual([older.user.id]);
    expect(second.data).toMatchObject({ nextPage: 3 });
    expect((second.data as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  it("answers with GoTrue's pagination headers and sorts oldest first when asked", async () => {
    const [count] = await sql<{ total: number }[]>`select count(*)::int as total from auth.users`;
    const total = count!.total;
    const { response } = await listUsersRaw('per_page=1&page=1');
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`,
    );

    const [oldest] = await sql<
      { id: string }[]
    >`select id from auth.users order by created_at limit 1`;
    const ascending = await listUsersRaw('sort=created_at%20asc&per_page=1');
    expect((ascending.body.users as { id: string }[]).map((user) => user.id)).toEqual([oldest!.id]);
    expect(await listUsersRaw('sort=email')).toMatchObject({
      response: { status: 400 },
      body: {
        error_code: 'validation_failed',
        msg: "Bad Sort Parameters: bad field for sort 'email'",
      },
    });
  });

  it('refuses a page or a page size that is not a whole number, with no users', async () => {
    const refused = await serviceClient().auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(refused.data.users).toEqual([]);
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    expect((await listUsersRaw('per_page=0')).body).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Bad Pagination Parameters: per_page must be greater than 0',
    });
    expect((await listUsersRaw('page=1.5')).response.status).toBe(400);
  });
});

describe('identity linking', () => {
  it('is refused while manual linking is off, and /settings says so', async () => {
    const { client } = await signUpTestUser('linking-off');
    const settings = (await (
      await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })
    ).json()) as { manual_linking_enabled: boolean };
    expect(settings.manual_linking_enabled).toBe(false);

    const linked = await client.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: `${stack.url}/auth/callback`, skipBrowserRedirect: true },
    });
    const disabled = {
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    };
    expect(linked.error).toMatchObject(disabled);
    const identities = await client.auth.getUserIdentities();
    expect((await client.auth.unlinkIdentity(identities.data!.identities[0]!)).error).toMatchObject(
      disabled,
    );
  });

  it('with manual linking on, names the provider it cannot link and keeps the last identity', async () => {
    const client = createNodeSupabaseClient(linking.url, stack.anonKey);
    const email = uniqueEmail('linking-on');
    expect((await client.auth.signUp({ email, password: TEST_PASSWORD })).error).toBeNull();

    expect((await client.auth.linkIdentity({ provider: 'github' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await client.auth.linkIdentity({ provider: 'carrier-pigeon' as 'github' });
    expect(unknown.error?.message).toBe(
      'Unsupported provider: Provider carrier-pigeon could not be found',
    );
    const identities = await client.auth.getUserIdentities();
    expect((await client.auth.unlinkIdentity(identities.data!.identities[0]!)).error).toMatchObject(
      {
        status: 422,
        code: 'single_identity_not_deletable',
      },
    );
  });
});

describe('reauthenticate', () => {
  it('asks a user with no email or phone for one', async () => {
    const client = createNodeSupabaseClient(anonymousAllowed.url, stack.anonKey);
    expect((await client.auth.signInAnonymously()).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Reauthentication requires the user to have an email or a phone number',
    });
  });

  it('asks a user whose email is not confirmed to verify it first, and mails a confirmed one', async () => {
    const { client, user } = await signUpTestUser('reauth-unconfirmed');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    await sql`update auth.users set email_confirmed_at = null where id = ${user.id}`;
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 422,
      code: 'email_not_confirmed',
      message: 'Please verify your email first.',
    });
  });
});

describe('verifyOtp with an SMS code', () => {
  it('refuses a code for a phone number as expired, and a malformed number as GoTrue does', async () => {
    const auth = visitorClient().auth;
    for (const type of ['sms', 'phone_change'] as const) {
      const { data, error } = await auth.verifyOtp({
        phone: '+15550100123',
        token: '123456',
        type,
      });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
    }
    const malformed = await auth.verifyOtp({
      phone: '15550100-invalid',
      token: '123456',
      type: 'sms',
    });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });
});
