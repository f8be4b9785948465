import { z } from 'zod/mini';

const browserConfigSchema = z.object({
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(20))),
  MODE: z._default(z.string(), 'production'),
  PROD: z._default(z.boolean(), true),
});

export type BrowserConfig = z.infer<typeof browserConfigSchema>;

/**
 * The build-time configuration checked with zod; a bad value throws with its name. The build runs
 * it (scripts/check-browser-config.ts) so a bad value stops `vite build` and the dev server, and
 * the data layer runs it again when it starts, off the first paint.
 */
export function readBrowserConfig(env: Record<string, unknown>): BrowserConfig {
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
