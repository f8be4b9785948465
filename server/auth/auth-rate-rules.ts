// The attempt limits of each throttled endpoint: sign-in and sign-up per client address and per
// email within the configured window; recovery mails at most 5 an hour per email, as GoTrue does.
import type { RateLimits } from './auth-context.ts';
import type { RateRule } from './check-rate-limit.ts';

export const RECOVERY_MAILS_PER_HOUR = 5;

export function authRateRules(
  limits: RateLimits,
  action: 'token' | 'signup' | 'recover',
  ip: string,
  email: string,
): RateRule[] {
  const rules: RateRule[] = [
    { bucket: `${action}:ip:${ip}`, allowed: limits.perIp, windowSeconds: limits.windowSeconds },
    {
      bucket: `${action}:email:${email.toLowerCase()}`,
      allowed: limits.perEmail,
      windowSeconds: limits.windowSeconds,
    },
  ];
  if (action === 'recover')
    rules.push({
      bucket: `recover-hourly:email:${email.toLowerCase()}`,
      allowed: RECOVERY_MAILS_PER_HOUR,
      windowSeconds: 3600,
    });
  return rules;
}
