// PostgREST answers 201 to an insert whose JSON body is null, a string or a number: it writes no
// row and reports success, so a client with a broken body never hears of it. Such a write gets
// PostgREST's own error for a body it cannot read (PGRST102) instead. Functions (/rpc) take any
// JSON as their arguments and are left alone, as is a body PostgREST itself cannot parse.
import type { MiddlewareHandler } from 'hono';

const WRITES = ['POST', 'PATCH', 'PUT'];

function holdsRows(body: unknown): boolean {
  return body !== null && typeof body === 'object';
}

export const refuseRowlessWrites: MiddlewareHandler = async (c, next) => {
  const isJson = (c.req.header('content-type') ?? 'application/json').includes('json');
  if (!WRITES.includes(c.req.method) || !isJson || c.req.path.startsWith('/rest/v1/rpc/'))
    return next();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return next();
  }
  if (holdsRows(body)) return next();
  return c.json(
    {
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'The body must be a JSON object or an array of objects, one for each row',
    },
    400,
  );
};
