// The secrets an auth mail carries: a link token and a six-digit code for the same purpose, each
// working once and only until AUTH_OTP_EXPIRY. Only their hashes are stored; a new one of a kind
// replaces the last, as GoTrue does.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Sql } from 'postgres';

export type OneTimeTokenType =
  | 'signup'
  | 'invite'
  | 'magiclink'
  | 'recovery'
  | 'email_change_new'
  | 'email_change_current'
  | 'reauthentication';

export interface IssuedToken {
  linkToken: string;
  code: string;
}

export interface ConsumedToken {
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
  flow_state_id: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const codeHash = (relatesTo: string, code: string) => sha256(`${relatesTo.toLowerCase()}:${code}`);

export async function issueOneTimeToken(
  sql: Sql,
  token: { userId: string; type: OneTimeTokenType; relatesTo: string; flowStateId?: string },
): Promise<IssuedToken> {
  const linkToken = randomBytes(24).toString('hex');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await sql.begin(async (tx) => {
    await tx`delete from auth.one_time_tokens where user_id = ${token.userId} and token_type = ${token.type}`;
    // Nothing outlives a day (AUTH_OTP_EXPIRY's most), so older rows are only clutter.
    await tx`delete from auth.one_time_tokens where created_at < now() - interval '1 day'`;
    await tx`delete from auth.flow_state where created_at < now() - interval '1 day'`;
    await tx`
      insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, relates_to, flow_state_id)
      values (${token.userId}, ${token.type}, ${sha256(linkToken)}, ${codeHash(token.relatesTo, code)},
              ${token.relatesTo.toLowerCase()}, ${token.flowStateId ?? null})`;
  });
  return { linkToken, code };
}

export async function consumeLinkToken(
  sql: Sql,
  types: readonly OneTimeTokenType[],
  linkToken: string,
  expirySeconds: number,
): Promise<ConsumedToken | undefined> {
  const [row] = await sql<ConsumedToken[]>`
    delete from auth.one_time_tokens
     where token_hash = ${sha256(linkToken)} and token_type in ${sql(types)}
       and created_at > now() - make_interval(secs => ${expirySeconds})
    returning user_id, token_type, relates_to, flow_state_id`;
  return row;
}

export async function consumeCode(
  sql: Sql,
  types: readonly OneTimeTokenType[],
  relatesTo: string,
  code: string,
  expirySeconds: number,
): Promise<ConsumedToken | undefined> {
  const [row] = await sql<ConsumedToken[]>`
    delete from auth.one_time_tokens
     where id = (select id from auth.one_time_tokens
                  where relates_to = ${relatesTo.toLowerCase()} and code_hash = ${codeHash(relatesTo, code)}
                    and token_type in ${sql(types)}
                    and created_at > now() - make_interval(secs => ${expirySeconds})
                  order by created_at desc limit 1)
    returning user_id, token_type, relates_to, flow_state_id`;
  return row;
}
