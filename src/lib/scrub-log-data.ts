const REDACTED = '[REDACTED]';
const SENSITIVE_KEY = /api[-_ ]?key|apikey|authorization|bearer|token|password|passwd|secret/i;
const BEARER_VALUE = /\bbearer\s+[^\s"',;]+/gi;
const SENSITIVE_ASSIGNMENT =
  /\b([\w-]*(?:api[-_]?key|apikey|authorization|token|password|secret)[\w-]*)(\s*[:=]\s*)("?)[^\s"'&,;]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const MAX_DEPTH = 8;

function scrubString(value: string): string {
  return value
    .replace(BEARER_VALUE, `Bearer ${REDACTED}`)
    .replace(
      SENSITIVE_ASSIGNMENT,
      (_match, key: string, separator: string, quote: string) =>
        `${key}${separator}${quote}${REDACTED}`,
    )
    .replace(JWT, REDACTED);
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (
    value instanceof Error ||
    (typeof DOMException !== 'undefined' && value instanceof DOMException)
  ) {
    return {
      name: value.name,
      message: scrubString(value.message),
      ...(value.stack ? { stack: scrubString(value.stack) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = SENSITIVE_KEY.test(key) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return result;
}

/**
 * docs/product.md §5: log data never keeps values for api key, authorization, bearer, token, password or
 * secret — neither under such a key (at any depth, any case) nor written inside a string
 * ('Bearer xyz', 'token=xyz', a raw JWT). Returns a copy; the caller's object is untouched.
 */
export function scrubLogData(value: unknown): unknown {
  return scrub(value, 0, new WeakSet());
}
