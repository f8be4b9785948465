// How the auth service reads a request body, as GoTrue does: a JSON object, nested no deeper than
// Go's decoder allows (10,000), so 150,000 nested objects are refused before they reach the database.
import type { Context } from 'hono';
import { AuthFailure } from './auth-error.ts';

/** encoding/json's maxNestingDepth, which GoTrue's request decoding inherits. */
const MAX_NESTING_DEPTH = 10_000;

/** Whether the JSON text opens more than `limit` objects and arrays inside one another. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/** GoTrue reads every body as a JSON object: null, arrays, strings and numbers are refused. */
export async function readAuthBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_NESTING_DEPTH))
    throw new AuthFailure(
      400,
      'bad_json',
      'Could not parse request body as JSON: exceeded max depth',
    );
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new AuthFailure(400, 'bad_json', 'Could not read the request body as JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new AuthFailure(400, 'bad_json', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}
