// The local stack's auth service: the GoTrue HTTP API as @supabase/supabase-js v2 calls it
// (sign-up, anonymous sign-in, password, PKCE and refresh-token grants, email links and codes,
// reauthentication, logout, user, identities, the admin API), mounted at /auth/v1 by the gateway.
// Hosted Supabase runs the real GoTrue instead.
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimitsOf, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure, sendAuthError } from './auth-error.ts';
import { authRateRules } from './auth-rate-rules.ts';
import { checkRateLimit } from './check-rate-limit.ts';
import { createAdminApp } from './create-admin-app.ts';
import { createIdentitiesApp } from './create-identities-app.ts';
import { readEmail, WeakPassword } from './credentials.ts';
import { resendMail, sendRecoveryMail, sendSignInMail } from './email-otp.ts';
import { grantPassword, grantPkce, grantRefreshToken } from './grant-tokens.ts';
import { issueSession } from './issue-session.ts';
import { readAuthBody } from './read-auth-body.ts';
import { readBearerUser } from './read-bearer-user.ts';
import { reauthenticate } from './reauthenticate.ts';
import { allowedRedirect } from './redirect-url.ts';
import { readMetadata, signUp } from './sign-up.ts';
import { updateUser } from './update-user.ts';
import { loadUserJson } from './user-json.ts';
import { isPhoneVerifyType, refusePhoneCode } from './verify-phone-code.ts';
import {
  EMAIL_CHANGE_PENDING,
  readVerifyType,
  verifyCode,
  verifyLinkToken,
  type Verified,
} from './verify-link.ts';

export type { AuthDeps } from './auth-context.ts';

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createAuthApp(deps: AuthDeps): Hono {
  const app = new Hono();
  const { sql } = deps;
  const redirectOf = (c: Context, body: Record<string, unknown> = {}) =>
    allowedRedirect(deps, c.req.query('redirect_to') ?? body.redirect_to);
  const mailRequest = async (c: Context) => {
    const body = await readAuthBody(c);
    return { body, ip: clientIp(c), redirectTo: redirectOf(c, body) };
  };

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
      external: { email: true, phone: false, anonymous_users: deps.anonymousUsers },
      disable_signup: false,
      mailer_autoconfirm: deps.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: deps.passwordMinLength,
      refresh_token_reuse_interval: deps.refreshTokenReuseSeconds,
      mailer_otp_exp: deps.otpExpirySeconds,
      manual_linking_enabled: deps.manualLinking,
      site_url: deps.siteUrl,
    }),
  );

  app.post('/signup', async (c) => {
    const request = await mailRequest(c);
    const { body } = request;
    if (body.email === undefined && body.password === undefined && body.phone === undefined)
      return c.json(await signInAnonymously(deps, body, request.ip));
    return c.json(await signUp(deps, request));
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readAuthBody(c);
    if (grant === 'password') return c.json(await grantPassword(deps, body, clientIp(c)));
    if (grant === 'refresh_token') return c.json(await grantRefreshToken(deps, body));
    if (grant === 'pkce') return c.json(await grantPkce(deps, body));
    throw new AuthFailure(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await readBearerUser(c, deps);
    const scope = c.req.query('scope') ?? 'global';
    if (scope === 'local') await sql`delete from auth.sessions where id = ${sessionId}`;
    else if (scope === 'others')
      await sql`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
    else if (scope === 'global') await sql`delete from auth.sessions where user_id = ${user.id}`;
    else
      throw new AuthFailure(400, 'validation_failed', 'scope must be one of global, local, others');
    return c.body(null, 204);
  });

  app.get('/user', async (c) =>
    c.json(await loadUserJson(sql, (await readBearerUser(c, deps)).user)),
  );

  app.put('/user', async (c) => {
    const bearer = await readBearerUser(c, deps);
    const body = await readAuthBody(c);
    return c.json(await updateUser(deps, bearer, { body, redirectTo: redirectOf(c, body) }));
  });

  app.route('/user/identities', createIdentitiesApp(deps));

  app.get('/reauthenticate', async (c) => {
    await reauthenticate(deps, await readBearerUser(c, deps));
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const request = await mailRequest(c);
    if (request.body.phone !== undefined)
      throw new AuthFailure(400, 'phone_provider_disabled', 'Unsupported phone provider');
    await sendSignInMail(deps, request);
    return c.json({});
  });

  app.post('/magiclink', async (c) => {
    await sendSignInMail(deps, await mailRequest(c));
    return c.json({});
  });

  app.post('/resend', async (c) => {
    await resendMail(deps, await mailRequest(c));
    return c.json({});
  });

  app.post('/recover', async (c) => {
    await sendRecoveryMail(deps, await mailRequest(c));
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const redirect = new URL(redirectOf(c));
    const fragment = new URLSearchParams();
    try {
      await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'verify', clientIp(c)));
      const type = readVerifyType(c.req.query('type'));
      const verified = await verifyLinkToken(deps, type, c.req.query('token'), true);
      if (verified.kind === 'code') redirect.searchParams.set('code', verified.authCode);
      else if (verified.kind === 'pending') fragment.set('message', EMAIL_CHANGE_PENDING);
      else {
        const { session } = verified;
        fragment.set('access_token', session.access_token);
        fragment.set('expires_at', String(session.expires_at));
        fragment.set('expires_in', String(session.expires_in));
        fragment.set('refresh_token', session.refresh_token);
        fragment.set('token_type', 'bearer');
        fragment.set('type', type);
      }
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error;
      fragment.set('error', 'access_denied');
      fragment.set('error_code', error.errorCode);
      fragment.set('error_description', error.message);
    }
    if (fragment.size > 0) redirect.hash = fragment.toString();
    return c.redirect(redirect.toString(), 303);
  });

  app.post('/verify', async (c) => {
    const body = await readAuthBody(c);
    if (isPhoneVerifyType(body.type)) refusePhoneCode(body.phone);
    const type = readVerifyType(body.type);
    let verified: Verified;
    if (typeof body.token_hash === 'string') {
      await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'verify', clientIp(c)));
      verified = await verifyLinkToken(deps, type, body.token_hash, false);
    } else {
      const email = readEmail(body.email);
      await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'verify', clientIp(c), email));
      verified = await verifyCode(deps, type, email, body.token);
    }
    if (verified.kind === 'pending')
      return c.json({ ...(await loadUserJson(sql, verified.user)), msg: EMAIL_CHANGE_PENDING });
    if (verified.kind === 'code')
      throw new AuthFailure(500, 'unexpected_failure', 'Unexpected code');
    return c.json(verified.session);
  });

  app.route('/', createAdminApp(deps, readAuthBody, redirectOf));

  // Mounted under the gateway, a sub-app's notFound never runs (the SPA fallback would answer),
  // so the last route answers every other path and method itself.
  app.all('*', (c) => c.json({ code: 404, error_code: 'not_found', msg: 'Not Found' }, 404));
  return app;
}

async function signInAnonymously(deps: AuthDeps, body: Record<string, unknown>, ip: string) {
  if (!deps.anonymousUsers)
    throw new AuthFailure(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  await checkRateLimit(deps.sql, authRateRules(rateLimitsOf(deps), 'anonymous', ip));
  const [user] = await deps.sql<UserRow[]>`
    insert into auth.users (email, raw_user_meta_data, raw_app_meta_data, is_anonymous)
    values (null, ${deps.sql.json(readMetadata(body.data) as never)}, ${deps.sql.json({})}, true)
    returning *`;
  return issueSession(deps, user!);
}
