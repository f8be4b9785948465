// JSON and CORS answers shared by every function, so errors reach the browser in one shape: { error },
// and the steps each handler takes before its own work: the preflight, the method, the JSON body.
import type { z } from 'zod';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, accept, x-visitor-id, x-grown-up-proof',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

export function errorResponse(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
): Response {
  return jsonResponse({ error, ...extra }, status);
}

export async function readJsonBody(
  req: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, body: await req.json() };
  } catch {
    return { ok: false, response: errorResponse(400, 'The request body must be valid JSON') };
  }
}

/**
 * The browser's CORS preflight is answered, and a method the function does not serve is refused with
 * `refusal`; null means the handler goes on.
 */
export function answerPreflight(
  req: Request,
  methods: readonly string[],
  refusal: string,
): Response | null {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (!methods.includes(req.method)) return errorResponse(405, refusal);
  return null;
}

/**
 * The JSON body checked against the function's schema; the first issue is the 400's message and its
 * path the `field` the form marks, unless the function names the one field it has.
 */
export async function readRequestBody<Schema extends z.ZodType>(
  req: Request,
  schema: Schema,
  field?: string,
): Promise<{ ok: true; data: z.output<Schema> } | { ok: false; response: Response }> {
  const read = await readJsonBody(req);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    response: errorResponse(400, issue?.message ?? 'Invalid request', {
      field: field ?? issue?.path.join('.'),
    }),
  };
}
