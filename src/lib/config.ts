import { z } from 'zod';

// zod compiles fast paths with new Function, which the page's content security policy forbids
// (no 'unsafe-eval'); jitless mode validates the same without it, and without a CSP report.
z.config({ jitless: true });

const browserConfigSchema = z.object({
  VITE_SUPABASE_URL: z.url().optional(),
  VITE_SUPABASE_ANON_KEY: z.string().min(20).optional(),
  MODE: z.string().default('production'),
  PROD: z.boolean().default(true),
});

export type BrowserConfig = z.infer<typeof browserConfigSchema>;

function readBrowserConfig(env: Record<string, unknown>): BrowserConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = browserConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid build configuration: ${problems}`);
  }
  return parsed.data;
}

/** The build-time configuration, validated once; a bad value stops the app at start with its name. */
export const config: BrowserConfig = readBrowserConfig(import.meta.env as Record<string, unknown>);
export { readBrowserConfig };
