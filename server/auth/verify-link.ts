// POST and GET /verify: a signup, recovery or email-change link from the outbox proves the user
// owns the address; each token works once and only while fresh, then a new session starts.
import type { Sql } from 'postgres';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure, validationFailed } from './auth-error.ts';
import { issueSession } from './issue-session.ts';

export const VERIFY_TYPES = ['signup', 'email', 'recovery', 'email_change'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

const UNIQUE_VIOLATION = '23505';
const expired = () => new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired');

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && (VERIFY_TYPES as readonly string[]).includes(value);
}

async function consumeToken(
  sql: Sql,
  type: VerifyType,
  presented: string,
): Promise<UserRow | undefined> {
  if (type === 'recovery') {
    const [user] = await sql<UserRow[]>`
      update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where recovery_token = ${presented} and recovery_sent_at > now() - interval '1 hour' returning *`;
    return user;
  }
  if (type === 'email_change') {
    try {
      const [user] = await sql<UserRow[]>`
        update auth.users set email = email_change, email_change = null, email_change_token_new = null, updated_at = now()
         where email_change_token_new = ${presented} and email_change is not null returning *`;
      return user;
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      throw new AuthFailure(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
  }
  const [user] = await sql<UserRow[]>`
    update auth.users set confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where confirmation_token = ${presented} and confirmation_sent_at > now() - interval '1 day' returning *`;
  return user;
}

export async function verifyLink(deps: AuthDeps, type: unknown, presented: unknown) {
  if (typeof presented !== 'string' || !presented || !isVerifyType(type)) {
    throw validationFailed(
      'Verify requires a token and a type of signup, recovery or email_change',
    );
  }
  const user = await consumeToken(deps.sql, type, presented);
  if (!user) throw expired();
  return issueSession(deps.sql, user, deps.jwtSecret);
}
