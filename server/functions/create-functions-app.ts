// Runs the edge functions of supabase/functions/<name>/handler.ts at /functions/v1/<name>, the
// same handlers the Supabase edge runtime deploys, after verifying the caller's token as
// Supabase's gateway does. Each handler gets the stack's URL, keys, AI and Stripe settings as its env.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { ApiTokenError, verifyApiToken } from '../verify-api-token.ts';

type FunctionHandler = (req: Request, env: Record<string, string | undefined>) => Promise<Response>;

export interface FunctionsDeps {
  root: string;
  jwtSecret: string;
  env: () => Record<string, string | undefined>;
}

/**
 * Functions deployed with verify_jwt = false (supabase/config.toml): Stripe calls the webhook
 * without a Supabase token and the handler checks Stripe's signature instead.
 */
export const FUNCTIONS_WITHOUT_JWT = new Set(['stripe-webhook']);

export function listFunctionNames(root: string): string[] {
  const dir = join(root, 'supabase/functions');
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        existsSync(join(dir, entry.name, 'handler.ts')),
    )
    .map((entry) => entry.name);
}

export function createFunctionsApp({ root, jwtSecret, env }: FunctionsDeps): Hono {
  const names = new Set(listFunctionNames(root));
  const handlers = new Map<string, Promise<FunctionHandler>>();
  const load = (name: string) => {
    if (!handlers.has(name)) {
      const url = pathToFileURL(join(root, 'supabase/functions', name, 'handler.ts')).href;
      handlers.set(
        name,
        import(url).then((module: { default: FunctionHandler }) => module.default),
      );
    }
    return handlers.get(name) as Promise<FunctionHandler>;
  };

  const app = new Hono();
  app.all('/:name', async (c) => {
    const name = c.req.param('name');
    if (!names.has(name)) return c.json({ error: `Function ${name} not found` }, 404);
    if (c.req.method !== 'OPTIONS' && !FUNCTIONS_WITHOUT_JWT.has(name)) {
      try {
        await verifyApiToken(c.req.raw.headers, jwtSecret);
      } catch (error) {
        return c.json(
          { error: error instanceof ApiTokenError ? error.message : 'Invalid token' },
          401,
        );
      }
    }
    const handler = await load(name);
    return handler(c.req.raw, env());
  });
  app.notFound((c) => c.json({ error: 'Function not found' }, 404));
  return app;
}
