// What every auth endpoint needs: the database, the JWT secret and the site's settings.
// Built once by create-auth-app.ts and handed to each endpoint.
import type { Sql } from 'postgres';

export interface AuthDeps extends AuthSettings {
  sql: Sql;
  jwtSecret: string;
  /** The app's public URL: the base of every emailed link and the default redirect. */
  siteUrl: string;
  adminEmails: string[];
  /** Defaults to DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
}

/** GoTrue's settings, from the stack's environment (server/config.ts). */
export interface AuthSettings {
  autoconfirm: boolean;
  /** Redirect targets beyond the site's own origin; `*` and `**` globs as GoTrue allows. */
  additionalRedirectUrls: string[];
  passwordMinLength: number;
  /** How long a just-rotated refresh token still answers with the session it was rotated into. */
  refreshTokenReuseSeconds: number;
  /** How long an emailed link or six-digit code works. */
  otpExpirySeconds: number;
  /** The least time between two mails of one kind to one address. */
  emailMaxFrequencySeconds: number;
  /** A password change needs a reauthentication code unless the session is younger than this. */
  recentSignInSeconds: number;
  anonymousUsers: boolean;
  /** Whether a signed-in user may link another provider's identity or unlink one (GoTrue's GOTRUE_SECURITY_MANUAL_LINKING_ENABLED). */
  manualLinking: boolean;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  autoconfirm: true,
  additionalRedirectUrls: [],
  passwordMinLength: 8,
  refreshTokenReuseSeconds: 10,
  otpExpirySeconds: 3600,
  emailMaxFrequencySeconds: 60,
  recentSignInSeconds: 600,
  anonymousUsers: false,
  manualLinking: false,
};

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
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}
