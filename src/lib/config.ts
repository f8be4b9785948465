import { z } from 'zod/mini';

// The production CSP forbids eval. zod probes for eval once and caches the answer; the probe runs
// before start-up sets the CSP, so it would say yes and later parses would throw EvalError.
// Parsing without generated code is fast enough for the few payloads the browser checks.
z.config({ jitless: true });

const browserConfigSchema = z.object({
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(20))),
  MODE: z._default(z.string(), 'production'),
  PROD: z._default(z.boolean(), true),
});

export type BrowserConfig = z.infer<typeof browserConfigSchema>;

function readBrowserConfig(env: Record<string, unknown>): BrowserConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = browserConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid build configuration: ${problems}`);
  }
  return parsed.data;
}

/** The build-time configuration, validated once; a bad value stops the app at start with its name. */
export const config: BrowserConfig = readBrowserConfig(import.meta.env as Record<string, unknown>);
export { readBrowserConfig };
