// GoTrue's /admin API for supabase-js's auth.admin methods (createUser, listUsers, getUserById,
// updateUserById, deleteUser, generateLink) and /invite, for callers holding the service-role key.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Hono, type Context } from 'hono';
import { jwtVerify } from 'jose';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure, validationFailed } from './auth-error.ts';
import { readEmail, readPassword } from './credentials.ts';
import { issueOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';
import { sendTokenMail, verifyLink } from './send-token-mail.ts';
import { limitUserMetadata } from './limit-user-metadata.ts';
import { listUsers } from './list-users.ts';
import { loadUserJson, saveEmailIdentity } from './user-json.ts';

type Body = Record<string, unknown>;
type ReadBody = (c: Context) => Promise<Body>;
type RedirectOf = (c: Context, body: Body) => string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DURATION = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)$/;
const SECONDS_PER_UNIT: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
};

async function requireServiceRole(c: Context, jwtSecret: string) {
  const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token)
    throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a Bearer token');
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), {
      algorithms: ['HS256'],
    });
    if (payload.role === 'service_role') return;
  } catch {
    throw new AuthFailure(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  throw new AuthFailure(403, 'not_admin', 'User not allowed');
}

/** GoTrue's ban_duration: 'none' lifts a ban, a Go duration like '24h' or '1.5h' sets one. */
function bannedUntil(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const match = typeof value === 'string' ? DURATION.exec(value) : null;
  if (!match) throw validationFailed('invalid format for ban duration');
  return new Date(Date.now() + Number(match[1]) * SECONDS_PER_UNIT[match[2]!]! * 1000);
}

function readObject(value: unknown, name: string): Body | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw validationFailed(`${name} must be an object`);
  return value as Body;
}

async function findUser(deps: AuthDeps, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AuthFailure(404, 'user_not_found', 'User not found');
  const [user] = await deps.sql<UserRow[]>`select * from auth.users where id = ${id}`;
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
  return user;
}

async function createUser(deps: AuthDeps, body: Body): Promise<UserRow> {
  const { sql } = deps;
  const email = readEmail(body.email);
  const password =
    body.password === undefined
      ? null
      : await bcrypt.hash(readPassword(body.password, deps.passwordMinLength), 10);
  const userMetadata = limitUserMetadata(
    readObject(body.user_metadata ?? body.data, 'user_metadata') ?? {},
    'user_metadata',
  );
  const appMetadata = {
    provider: 'email',
    providers: ['email'],
    ...(readObject(body.app_metadata, 'app_metadata') ?? {}),
  };
  const id = typeof body.id === 'string' && UUID.test(body.id) ? body.id : randomUUID();
  const ban = bannedUntil(body.ban_duration) ?? null;
  const [user] = await sql<UserRow[]>`
    insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, banned_until)
    values (${id}, ${email}, ${password}, ${sql.json(userMetadata as never)}, ${sql.json(appMetadata as never)},
            ${body.email_confirm === true ? sql`now()` : null}, ${ban})
    on conflict do nothing returning *`;
  if (!user)
    throw new AuthFailure(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  await saveEmailIdentity(sql, user);
  return user;
}

async function updateUserById(deps: AuthDeps, user: UserRow, body: Body): Promise<UserRow> {
  const { sql } = deps;
  const changes: Record<string, unknown> = {};
  if (body.email !== undefined) changes.email = readEmail(body.email);
  if (body.password !== undefined)
    changes.encrypted_password = await bcrypt.hash(
      readPassword(body.password, deps.passwordMinLength),
      10,
    );
  const userMetadata = readObject(body.user_metadata, 'user_metadata');
  if (userMetadata)
    changes.raw_user_meta_data = sql.json(
      limitUserMetadata({ ...user.raw_user_meta_data, ...userMetadata }, 'user_metadata') as never,
    );
  const appMetadata = readObject(body.app_metadata, 'app_metadata');
  if (appMetadata)
    changes.raw_app_meta_data = sql.json({ ...user.raw_app_meta_data, ...appMetadata } as never);
  if (body.email_confirm === true && !user.email_confirmed_at)
    changes.email_confirmed_at = new Date();
  const ban = bannedUntil(body.ban_duration);
  if (ban !== undefined) changes.banned_until = ban;
  if (typeof body.role === 'string' && body.role) changes.role = body.role;
  if (Object.keys(changes).length === 0) return user;
  try {
    const [updated] = await sql.begin(async (tx) => {
      const rows = await tx<
        UserRow[]
      >`update auth.users set ${tx(changes)}, updated_at = now() where id = ${user.id} returning *`;
      if (ban) await tx`delete from auth.sessions where user_id = ${user.id}`;
      return rows;
    });
    await saveEmailIdentity(sql, updated!);
    return updated!;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AuthFailure(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    throw error;
  }
}

const LINK_TYPES: Record<string, OneTimeTokenType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change_new',
  email_change_current: 'email_change_current',
};

async function generateLink(deps: AuthDeps, body: Body, redirectTo: string) {
  const { sql } = deps;
  const type = typeof body.type === 'string' ? LINK_TYPES[body.type] : undefined;
  if (!type)
    throw validationFailed(
      'Invalid type: must be one of signup, invite, magiclink, recovery, email_change_current, email_change_new',
    );
  const email = readEmail(body.email);
  let [user] = await sql<UserRow[]>`select * from auth.users where email = ${email}`;
  if (!user) {
    if (type === 'signup' || type === 'invite' || type === 'magiclink')
      user = await createUser(deps, { email, password: body.password, user_metadata: body.data });
    else throw new AuthFailure(404, 'user_not_found', 'User with this email not found');
  }
  let relatesTo = email;
  if (type === 'email_change_new' || type === 'email_change_current') {
    const newEmail = readEmail(body.new_email);
    await sql`update auth.users set email_change = ${newEmail}, email_change_sent_at = now() where id = ${user.id}`;
    if (type === 'email_change_new') relatesTo = newEmail;
  }
  if (type === 'invite') await sql`update auth.users set invited_at = now() where id = ${user.id}`;
  const token = await issueOneTimeToken(sql, { userId: user.id, type, relatesTo });
  const verificationType = type.startsWith('email_change') ? 'email_change' : type;
  const [fresh] = await sql<UserRow[]>`select * from auth.users where id = ${user.id}`;
  return {
    ...(await loadUserJson(sql, fresh!)),
    action_link: verifyLink(deps, verificationType, token.linkToken, redirectTo),
    email_otp: token.code,
    hashed_token: token.linkToken,
    redirect_to: redirectTo,
    verification_type: verificationType,
  };
}

export function createAdminApp(deps: AuthDeps, readBody: ReadBody, redirectOf: RedirectOf): Hono {
  const app = new Hono();
  const { sql } = deps;
  // Scoped to the admin paths: this app is mounted at the auth service's root.
  for (const path of ['/admin/*', '/invite'])
    app.use(path, async (c, next) => {
      await requireServiceRole(c, deps.jwtSecret);
      await next();
    });

  app.get('/admin/users', (c) => listUsers(c, sql));
  app.post('/admin/users', async (c) =>
    c.json(await loadUserJson(sql, await createUser(deps, await readBody(c)))),
  );
  app.get('/admin/users/:id', async (c) =>
    c.json(await loadUserJson(sql, await findUser(deps, c.req.param('id')))),
  );
  app.put('/admin/users/:id', async (c) => {
    const user = await findUser(deps, c.req.param('id'));
    return c.json(await loadUserJson(sql, await updateUserById(deps, user, await readBody(c))));
  });
  app.delete('/admin/users/:id', async (c) => {
    const user = await findUser(deps, c.req.param('id'));
    const body = c.req.header('content-type')?.includes('json') ? await readBody(c) : {};
    const json = await loadUserJson(sql, user);
    if (body.should_soft_delete === true) {
      await sql`update auth.users set deleted_at = now(), email = null, encrypted_password = null, banned_until = 'infinity' where id = ${user.id}`;
      await sql`delete from auth.sessions where user_id = ${user.id}`;
      await sql`delete from auth.identities where user_id = ${user.id}`;
    } else {
      await sql`delete from auth.users where id = ${user.id}`;
    }
    return c.json(json);
  });
  app.post('/admin/generate_link', async (c) => {
    const body = await readBody(c);
    return c.json(await generateLink(deps, body, redirectOf(c, body)));
  });
  app.post('/invite', async (c) => {
    const body = await readBody(c);
    const email = readEmail(body.email);
    let [user] = await sql<UserRow[]>`select * from auth.users where email = ${email}`;
    if (user?.email_confirmed_at)
      throw new AuthFailure(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    user ??= await createUser(deps, { email, user_metadata: body.data });
    await sql`update auth.users set invited_at = now() where id = ${user.id}`;
    const token = await issueOneTimeToken(sql, {
      userId: user.id,
      type: 'invite',
      relatesTo: email,
    });
    await sendTokenMail(deps, {
      to: email,
      type: 'invite',
      token,
      redirectTo: redirectOf(c, body),
    });
    const [fresh] = await sql<UserRow[]>`select * from auth.users where id = ${user.id}`;
    return c.json(await loadUserJson(sql, fresh!));
  });
  return app;
}
