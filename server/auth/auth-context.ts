// What every auth endpoint needs: the database, the JWT secret and the site's settings.
// Built once by create-auth-app.ts and handed to each endpoint.
import type { Sql } from 'postgres';

export interface AuthDeps {
  sql: Sql;
  jwtSecret: string;
  siteUrl: string;
  autoconfirm: boolean;
  adminEmails: string[];
  /** Defaults to DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** How long a just-rotated refresh token still answers with the session it was rotated into. */
  refreshTokenReuseSeconds: number;
}

/** Attempts allowed per client address and per email address in each window. */
export interface RateLimits {
  windowSeconds: number;
  perIp: number;
  perEmail: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowSeconds: 300, perIp: 30, perEmail: 10 };

export const rateLimitsOf = (deps: AuthDeps): RateLimits => deps.rateLimits ?? DEFAULT_RATE_LIMITS;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change: string | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

/** A user as GoTrue (and so supabase-js) describes one. */
export function toUserJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    phone: '',
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
    ...(user.email_change ? { new_email: user.email_change } : {}),
  };
}
