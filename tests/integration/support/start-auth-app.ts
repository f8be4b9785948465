// A second auth service on the suite's database, mounted at /auth/v1 of its own small server, for
// auth tests that need settings the shared stack does not use (no auto-confirm, tight limits).
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { createAuthApp } from '../../../server/auth/create-auth-app.ts';
import {
  DEFAULT_AUTH_SETTINGS,
  type AuthSettings,
  type RateLimits,
} from '../../../server/auth/auth-context.ts';

export interface MountedAuthApp {
  url: string;
  close(): Promise<void>;
}

export async function startAuthApp(options: {
  databaseUrl: string;
  jwtSecret: string;
  rateLimits: RateLimits;
  settings?: Partial<AuthSettings>;
  adminEmails?: string[];
}): Promise<MountedAuthApp> {
  const sql = postgres(options.databaseUrl, { max: 4, onnotice: () => undefined });
  const site = { url: '' };
  const app = new Hono();
  app.route(
    '/auth/v1',
    createAuthApp({
      sql,
      jwtSecret: options.jwtSecret,
      get siteUrl() {
        return site.url;
      },
      adminEmails: options.adminEmails ?? [],
      rateLimits: options.rateLimits,
      ...DEFAULT_AUTH_SETTINGS,
      emailMaxFrequencySeconds: 0,
      ...options.settings,
    }),
  );
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: site.url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end();
    },
  };
}
