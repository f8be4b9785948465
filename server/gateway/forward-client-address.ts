// Functions learn the caller's address from X-Forwarded-For, as behind Supabase's gateway. The
// local gateway is the edge here, so it replaces whatever the caller sent with the socket's own
// address: a visitor cannot shed their per-address limits by inventing a header.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

export const forwardClientAddress: MiddlewareHandler = async (c, next) => {
  const address = getConnInfo(c).remote.address ?? 'unknown';
  c.req.raw.headers.set('X-Forwarded-For', address);
  await next();
};
