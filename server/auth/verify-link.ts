// POST and GET /verify: a link or six-digit code from an auth mail proves the user owns the
// address. Each works once and only while fresh; then the address counts as confirmed and a
// session starts, or, for a PKCE request, the link hands the app a one-use code instead.
// An email change needs both its links (old and new address) before it takes effect.
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure, emailExists, validationFailed } from './auth-error.ts';
import { issueAuthCode } from './flow-state.ts';
import { issueSession } from './issue-session.ts';
import {
  consumeCode,
  consumeLinkToken,
  type ConsumedToken,
  type OneTimeTokenType,
} from './one-time-tokens.ts';
import { saveEmailIdentity } from './user-json.ts';

export const VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ['signup'],
  invite: ['invite'],
  magiclink: ['magiclink', 'signup'],
  recovery: ['recovery'],
  email_change: ['email_change_new', 'email_change_current'],
  email: ['signup', 'magiclink', 'invite'],
};

const UNIQUE_VIOLATION = '23505';
const expired = () => new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired');

export const EMAIL_CHANGE_PENDING =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export type Verified =
  | { kind: 'session'; session: Awaited<ReturnType<typeof issueSession>> }
  | { kind: 'code'; authCode: string }
  | { kind: 'pending'; user: UserRow };

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && (VERIFY_TYPES as readonly string[]).includes(value);
}

export function readVerifyType(value: unknown): VerifyType {
  if (!isVerifyType(value))
    throw validationFailed(`Verify requires a type of ${VERIFY_TYPES.join(', ')}`);
  return value;
}

async function changeEmail(deps: AuthDeps, consumed: ConsumedToken): Promise<UserRow | 'pending'> {
  const { sql } = deps;
  const [tokens] = await sql<{ remaining: number }[]>`
    select count(*)::int as remaining from auth.one_time_tokens
     where user_id = ${consumed.user_id} and token_type in ('email_change_new', 'email_change_current')`;
  const remaining = tokens?.remaining ?? 0;
  if (remaining > 0) {
    await sql`update auth.users set email_change_confirm_status = 1, updated_at = now() where id = ${consumed.user_id}`;
    return 'pending';
  }
  try {
    const [user] = await sql<UserRow[]>`
      update auth.users
         set email = email_change, email_change = null, email_change_confirm_status = 0,
             email_confirmed_at = now(), is_anonymous = false, updated_at = now(),
             raw_app_meta_data = case when is_anonymous
               then raw_app_meta_data || '{"provider":"email","providers":["email"]}'::jsonb
               else raw_app_meta_data end
       where id = ${consumed.user_id} and email_change is not null returning *`;
    return user ?? 'pending';
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    throw emailExists();
  }
}

async function applyToken(deps: AuthDeps, consumed: ConsumedToken): Promise<UserRow | 'pending'> {
  if (consumed.token_type === 'email_change_new' || consumed.token_type === 'email_change_current')
    return changeEmail(deps, consumed);
  const [user] = await deps.sql<UserRow[]>`
    update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = ${consumed.user_id} and email = ${consumed.relates_to} returning *`;
  return user ?? 'pending';
}

/** A followed link of a PKCE request redirects with a code; anything else starts the session here. */
async function verifyConsumed(
  deps: AuthDeps,
  consumed: ConsumedToken | undefined,
  redirecting: boolean,
): Promise<Verified> {
  if (!consumed) throw expired();
  const user = await applyToken(deps, consumed);
  if (user === 'pending') {
    const [current] = await deps.sql<
      UserRow[]
    >`select * from auth.users where id = ${consumed.user_id}`;
    if (!current) throw expired();
    return { kind: 'pending', user: current };
  }
  await saveEmailIdentity(deps.sql, user);
  if (consumed.flow_state_id && redirecting)
    return {
      kind: 'code',
      authCode: await issueAuthCode(deps.sql, consumed.flow_state_id, user.id),
    };
  return { kind: 'session', session: await issueSession(deps, user) };
}

/** A link followed from a mail (GET /verify), or its token sent by the app (POST /verify with token_hash). */
export async function verifyLinkToken(
  deps: AuthDeps,
  type: VerifyType,
  token: unknown,
  redirecting: boolean,
) {
  if (typeof token !== 'string' || !token) throw validationFailed('Verify requires a token');
  return verifyConsumed(
    deps,
    await consumeLinkToken(deps.sql, TOKEN_TYPES[type], token, deps.otpExpirySeconds),
    redirecting,
  );
}

/** A six-digit code typed in by the user (POST /verify with email and token). */
export async function verifyCode(deps: AuthDeps, type: VerifyType, email: string, code: unknown) {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) throw expired();
  return verifyConsumed(
    deps,
    await consumeCode(deps.sql, TOKEN_TYPES[type], email, code.trim(), deps.otpExpirySeconds),
    false,
  );
}
