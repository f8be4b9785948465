// A user as GoTrue (and so supabase-js) describes one, with the identities the user signs in by.
import type { Sql } from 'postgres';
import type { UserRow } from './auth-context.ts';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function toIdentityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

export function toUserJson(user: UserRow, identities: readonly IdentityRow[] = []) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at) ?? undefined,
    recovery_sent_at: iso(user.recovery_sent_at) ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at) ?? undefined,
    invited_at: iso(user.invited_at) ?? undefined,
    phone: '',
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(toIdentityJson),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
    ...(user.banned_until ? { banned_until: user.banned_until.toISOString() } : {}),
    ...(user.email_change ? { new_email: user.email_change } : {}),
  };
}

export async function loadUserJson(sql: Sql, user: UserRow) {
  const identities = await sql<IdentityRow[]>`
    select * from auth.identities where user_id = ${user.id} order by created_at`;
  return toUserJson(user, identities);
}

/** The email identity every user with an address has, kept in step with that address. */
export async function saveEmailIdentity(sql: Sql, user: UserRow): Promise<void> {
  if (!user.email) return;
  const data = {
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
  };
  await sql`
    insert into auth.identities (provider_id, user_id, identity_data, provider)
    values (${user.id}, ${user.id}, ${sql.json(data)}, 'email')
    on conflict (provider_id, provider)
    do update set identity_data = excluded.identity_data, updated_at = now()`;
}
