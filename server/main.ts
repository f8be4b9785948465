// `npm start`: serves the built PWA with /api/health-check and /api/config on one origin.
// The local-stack work grows this into the full Supabase-compatible gateway.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { readServerConfig } from './config.ts';

const config = readServerConfig();

if (!existsSync(`${config.DIST_DIR}/index.html`)) {
  console.log('No production build found; building the PWA first…');
  execSync(`npx vite build --outDir ${JSON.stringify(config.DIST_DIR)}`, { stdio: 'inherit' });
}

const app = new Hono();
app.get('/api/health-check', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' });
});
app.get('/api/config', (c) => c.json({ supabaseUrl: new URL(c.req.url).origin, supabaseAnonKey: '' }));
app.use('/*', serveStatic({ root: config.DIST_DIR }));
app.get('*', serveStatic({ path: `${config.DIST_DIR}/index.html` }));

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  console.log(`StoryCanvas is running at http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
