// PKCE as GoTrue does it: a request with a code challenge keeps a flow state; the emailed link
// then redirects with ?code= instead of tokens, and only the client holding the code verifier
// can exchange that code (POST /token?grant_type=pkce) for a session.
import { createHash, randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import { AuthFailure, validationFailed } from './auth-error.ts';

/** How long an issued auth code can be exchanged, as GoTrue's flow state expiry. */
const AUTH_CODE_SECONDS = 300;

export type AuthenticationMethod =
  'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  expired: boolean;
}

/** A flow state for the body's code challenge, or undefined for the implicit flow. */
export async function createFlowState(
  sql: Sql,
  body: Record<string, unknown>,
  userId: string,
  method: AuthenticationMethod,
): Promise<string | undefined> {
  const challenge = body.code_challenge;
  const challengeMethod = body.code_challenge_method;
  if ((challenge === undefined || challenge === null) && !challengeMethod) return undefined;
  if (typeof challenge !== 'string' || typeof challengeMethod !== 'string')
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  const normalised = challengeMethod.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain')
    throw validationFailed('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128)
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  const [row] = await sql<{ id: string }[]>`
    insert into auth.flow_state (user_id, code_challenge_method, code_challenge, authentication_method)
    values (${userId}, ${normalised}, ${challenge}, ${method}) returning id`;
  return row!.id;
}

/** The one-use code a verified link hands to the app instead of tokens. */
export async function issueAuthCode(
  sql: Sql,
  flowStateId: string,
  userId: string,
): Promise<string> {
  const code = randomUUID();
  await sql`
    update auth.flow_state set auth_code = ${code}, auth_code_issued_at = now(), user_id = ${userId}, updated_at = now()
     where id = ${flowStateId}`;
  return code;
}

/** The user whose code this is, once the verifier matches the challenge; the code is then spent. */
export async function redeemAuthCode(sql: Sql, body: Record<string, unknown>): Promise<string> {
  const { auth_code: authCode, code_verifier: verifier } = body;
  if (typeof authCode !== 'string' || !authCode || typeof verifier !== 'string' || !verifier)
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  return sql.begin(async (tx) => {
    const [flow] = await tx<FlowStateRow[]>`
      delete from auth.flow_state where auth_code = ${authCode}
      returning id, user_id, code_challenge_method, code_challenge,
                auth_code_issued_at < now() - make_interval(secs => ${AUTH_CODE_SECONDS}) as expired`;
    if (!flow || !flow.user_id)
      throw new AuthFailure(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    if (flow.expired)
      throw new AuthFailure(
        422,
        'flow_state_expired',
        'invalid flow state, flow state has expired',
      );
    const presented =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(verifier).digest('base64url')
        : verifier;
    if (presented !== flow.code_challenge)
      throw new AuthFailure(
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    return flow.user_id;
  });
}
