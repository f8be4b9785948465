// Counts sign-in, sign-up and recovery attempts per client address and per email, kept in the
// database so a restart does not reset them; over the limit answers GoTrue's 429.
import type { Sql } from 'postgres';
import type { RateLimits } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';

export async function checkRateLimit(sql: Sql, limits: RateLimits, action: string, ip: string, email: string | null): Promise<void> {
  const buckets: [string, number][] = [[`${action}:ip:${ip}`, limits.perIp]];
  if (email) buckets.push([`${action}:email:${email.toLowerCase()}`, limits.perEmail]);
  for (const [bucket, allowed] of buckets) {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from auth.rate_limit_events
       where bucket = ${bucket} and happened_at > now() - make_interval(secs => ${limits.windowSeconds})`;
    if ((row?.count ?? 0) >= allowed) {
      throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }
  for (const [bucket] of buckets) await sql`insert into auth.rate_limit_events (bucket) values (${bucket})`;
  await sql`delete from auth.rate_limit_events where happened_at < now() - interval '1 day'`;
}
