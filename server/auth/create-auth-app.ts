// The local stack's auth service: the GoTrue HTTP API as @supabase/supabase-js v2 calls it
// (sign-up, password and refresh-token grants, logout, user, recovery and verification links),
// mounted at /auth/v1 by the gateway. Hosted Supabase runs the real GoTrue instead.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimitsOf, toUserJson, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure, sendAuthError, validationFailed } from './auth-error.ts';
import { authRateRules } from './auth-rate-rules.ts';
import { checkRateLimit } from './check-rate-limit.ts';
import { readEmail, WeakPassword } from './credentials.ts';
import { grantPassword, grantRefreshToken } from './grant-tokens.ts';
import { readBearerUser } from './read-bearer-user.ts';
import { sendAuthMail } from './send-auth-mail.ts';
import { signUp } from './sign-up.ts';
import { updateUser } from './update-user.ts';
import { verifyLink } from './verify-link.ts';

export type { AuthDeps } from './auth-context.ts';

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = (await c.req.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    throw new AuthFailure(400, 'bad_json', 'Could not read the request body as JSON');
  }
}

function safeRedirect(deps: AuthDeps, requested: string | undefined): string {
  if (!requested) return deps.siteUrl;
  try {
    const url = new URL(requested, deps.siteUrl);
    return url.origin === new URL(deps.siteUrl).origin ? url.toString() : deps.siteUrl;
  } catch {
    return deps.siteUrl;
  }
}

const token = () => randomBytes(20).toString('hex');

export function createAuthApp(deps: AuthDeps): Hono {
  const app = new Hono();
  const { sql } = deps;

  app.onError((error, c) => {
    if (error instanceof WeakPassword) {
      return c.json(
        {
          code: 422,
          error_code: 'weak_password',
          msg: error.message,
          weak_password: { reasons: ['length'], message: error.message },
        },
        422,
      );
    }
    if (error instanceof AuthFailure) return sendAuthError(c, error);
    console.error('auth service error', error);
    return c.json(
      { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure, please try again' },
      500,
    );
  });

  app.get('/health', (c) =>
    c.json({
      version: 'storycanvas-local',
      name: 'GoTrue',
      description: 'Local GoTrue-compatible auth service',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: deps.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    const body = await readBody(c);
    const redirectTo = safeRedirect(deps, c.req.query('redirect_to'));
    return c.json(
      await signUp(deps, { body, ip: clientIp(c), origin: new URL(c.req.url).origin, redirectTo }),
    );
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') return c.json(await grantPassword(deps, body, clientIp(c)));
    if (grant === 'refresh_token') return c.json(await grantRefreshToken(deps, body));
    throw new AuthFailure(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await readBearerUser(c, deps);
    const scope = c.req.query('scope') ?? 'global';
    if (scope === 'local') await sql`delete from auth.sessions where id = ${sessionId}`;
    else if (scope === 'others')
      await sql`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
    else if (scope === 'global') await sql`delete from auth.sessions where user_id = ${user.id}`;
    else throw validationFailed('scope must be one of global, local, others');
    return c.body(null, 204);
  });

  app.get('/user', async (c) => c.json(toUserJson((await readBearerUser(c, deps)).user)));

  app.put('/user', async (c) => {
    const bearer = await readBearerUser(c, deps);
    const body = await readBody(c);
    const redirectTo = safeRedirect(deps, c.req.query('redirect_to'));
    return c.json(
      await updateUser(deps, bearer, { body, origin: new URL(c.req.url).origin, redirectTo }),
    );
  });

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    const email = readEmail(body.email);
    await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'recover', clientIp(c), email));
    const recovery = token();
    const [user] = await sql<
      UserRow[]
    >`update auth.users set recovery_token = ${recovery}, recovery_sent_at = now() where email = ${email} returning *`;
    if (user) {
      const redirect = safeRedirect(
        deps,
        c.req.query('redirect_to') ?? (body.redirect_to as string | undefined),
      );
      const link = `${new URL(c.req.url).origin}/auth/v1/verify?token=${recovery}&type=recovery&redirect_to=${encodeURIComponent(redirect)}`;
      await sendAuthMail(
        sql,
        email,
        'Reset your StoryCanvas password',
        `Someone asked to reset your password. If it was you, follow this link:\n\n${link}\n\nIf not, ignore this email.`,
        [link],
      );
    }
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const type = c.req.query('type');
    const redirect = safeRedirect(deps, c.req.query('redirect_to'));
    try {
      const session = await verifyLink(deps, type, c.req.query('token'));
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: type ?? 'signup',
      });
      return c.redirect(`${redirect}#${fragment.toString()}`, 303);
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.errorCode,
        error_description: error.message,
      });
      return c.redirect(`${redirect}#${fragment.toString()}`, 303);
    }
  });

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    return c.json(await verifyLink(deps, body.type, body.token_hash ?? body.token));
  });

  // Mounted under the gateway, a sub-app's notFound never runs (the SPA fallback would answer),
  // so the last route answers every other path and method itself.
  app.all('*', (c) => c.json({ code: 404, error_code: 'not_found', msg: 'Not Found' }, 404));
  return app;
}
