// Counts sign-in, sign-up and recovery attempts per client address and per email, kept in the
// database so a restart does not reset them; over the limit answers GoTrue's 429.
import type { Sql } from 'postgres';
import { AuthFailure } from './auth-error.ts';

/** One counter: at most `allowed` attempts in any `windowSeconds`. */
export interface RateRule {
  bucket: string;
  allowed: number;
  windowSeconds: number;
}

export async function checkRateLimit(sql: Sql, rules: readonly RateRule[]): Promise<void> {
  for (const rule of rules) {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from auth.rate_limit_events
       where bucket = ${rule.bucket} and happened_at > now() - make_interval(secs => ${rule.windowSeconds})`;
    if ((row?.count ?? 0) >= rule.allowed) {
      throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }
  for (const rule of rules)
    await sql`insert into auth.rate_limit_events (bucket) values (${rule.bucket})`;
  await sql`delete from auth.rate_limit_events where happened_at < now() - interval '1 day'`;
}
