// The attempt limits of each throttled endpoint: per client address and per email within the
// configured window; recovery mails at most 5 an hour per email, and one mail of a kind per
// address every AUTH_EMAIL_MAX_FREQUENCY seconds, as GoTrue does.
import type { AuthDeps, RateLimits } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { checkRateLimit, type RateRule } from './check-rate-limit.ts';

export const RECOVERY_MAILS_PER_HOUR = 5;

export type RateAction = 'token' | 'signup' | 'recover' | 'otp' | 'verify' | 'anonymous';

export function authRateRules(
  limits: RateLimits,
  action: RateAction,
  ip: string,
  email?: string,
): RateRule[] {
  const rules: RateRule[] = [
    { bucket: `${action}:ip:${ip}`, allowed: limits.perIp, windowSeconds: limits.windowSeconds },
  ];
  if (email !== undefined)
    rules.push({
      bucket: `${action}:email:${email.toLowerCase()}`,
      allowed: limits.perEmail,
      windowSeconds: limits.windowSeconds,
    });
  if (action === 'recover' && email !== undefined)
    rules.push({
      bucket: `recover-hourly:email:${email.toLowerCase()}`,
      allowed: RECOVERY_MAILS_PER_HOUR,
      windowSeconds: 3600,
    });
  return rules;
}

/** At most one mail of `kind` to `email` every AUTH_EMAIL_MAX_FREQUENCY seconds. */
export async function checkMailFrequency(deps: AuthDeps, kind: string, email: string) {
  const seconds = deps.emailMaxFrequencySeconds;
  if (seconds <= 0) return;
  try {
    await checkRateLimit(deps.sql, [
      { bucket: `mail:${kind}:${email.toLowerCase()}`, allowed: 1, windowSeconds: seconds },
    ]);
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    throw new AuthFailure(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
}
