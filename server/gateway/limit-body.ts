// Hono's body limit, for the requests that may carry a body. It asks every request for its body
// stream, which turns @hono/node-server's light request into a full one (an abort signal, a web
// stream) even for a GET, whose body is always empty: the API's reads skip it.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
