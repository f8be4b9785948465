// Starts the whole local stack in order — database, SQL, PostgREST, auth, functions, storage,
// gateway — and returns its public URL and keys with one stop() that ends every part.
// Used by `npm start` (main.ts) and by the integration tests' global setup.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createAuthApp } from './auth/create-auth-app.ts';
import { createOutboxApp } from './auth/create-outbox-app.ts';
import type { ServerConfig } from './config.ts';
import { applySqlFiles } from './db/apply-sql-files.ts';
import { readSecrets, signApiKey } from './db/read-secrets.ts';
import { startDatabase } from './db/start-database.ts';
import { createFunctionsApp } from './functions/create-functions-app.ts';
import { createGateway } from './gateway/create-gateway.ts';
import { forgetLivePagesOnChange } from './gateway/forget-live-pages-on-change.ts';
import { createLivePageCache } from './gateway/live-page-cache.ts';
import { readOfflineModel } from './gateway/serve-offline-model.ts';
import { readMediaFeatures } from '../supabase/functions/_shared/media/media-features.ts';
import { startPostgrest } from './postgrest/start-postgrest.ts';
import { createStorageApp } from './storage/create-storage-app.ts';

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  /**
   * The gateway again, on a listener bound to 127.0.0.1 that never closes an idle socket: where the
   * functions (and tests that run a function's handler) call the stack back. A listener that closes
   * idle sockets announces when, and undici, whose reuse timer runs late in a busy process, reuses a
   * socket until nearly then: a function's POST met a socket just closed (`read ECONNRESET`), and a
   * POST cannot safely be sent again.
   */
  internalUrl: string;
}

export interface RunningStack extends StackInfo {
  stop(): Promise<void>;
}

/**
 * How long the public listener keeps an idle keep-alive socket open: longer than a proxy in front
 * waits (60 s in the common ones), so the proxy closes first, and long past the moment a busy Node
 * client (the tests' supabase-js, the scripts) may reuse one by a late timer.
 */
const GATEWAY_IDLE_SOCKET_MS = 65_000;

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
) {
  return new Promise<Server>((resolveServer) => {
    const started = serve({ fetch, port, hostname }, () => resolveServer(started)) as Server;
    // Once the listener is closing, a keep-alive socket is closed as soon as its response is sent,
    // or stop() would wait for the client to close it (65 s, or never on the internal listener).
    started.on('request', (_request, response: ServerResponse) =>
      response.on('finish', () => {
        if (!started.listening) started.closeIdleConnections();
      }),
    );
  });
}

/** Takes no new connection, closes the idle sockets now and the busy ones once they answer. */
function closeListener(listener: Server): Promise<void> {
  return new Promise<void>((resolveClose) => {
    listener.close(() => resolveClose());
    listener.closeIdleConnections();
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The gateway has no port');
  return address.port;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export async function startStack(
  config: ServerConfig,
  root: string = process.cwd(),
): Promise<RunningStack> {
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secrets = readSecrets(dataDir);
  const database = await startDatabase(dataDir, secrets.dbPassword, config.DATABASE_URL);
  const sql = postgres(database.url, { max: 10, onnotice: () => {} });
  const stopDatabase = async () => {
    await sql.end({ timeout: 2 });
    await database.stop();
  };
  try {
    await applySqlFiles(sql, root);
    await sql.unsafe(
      `alter role authenticator with login password ${quoteLiteral(secrets.dbPassword)}`,
    );
    if (config.ADMIN_EMAILS.length > 0) {
      await sql`insert into public.user_roles (user_id, role)
                select id, 'admin' from auth.users
                 where lower(email) in ${sql(config.ADMIN_EMAILS)} and email_confirmed_at is not null
                on conflict (user_id, role) do nothing`;
    }
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const authenticatorUri = `postgres://authenticator:${encodeURIComponent(secrets.dbPassword)}@${database.host}:${database.port}/${database.database}`;
  let postgrest;
  try {
    postgrest = await startPostgrest({ dbUri: authenticatorUri, jwtSecret: secrets.jwtSecret });
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const [anonKey, serviceRoleKey] = await Promise.all([
    signApiKey('anon', secrets.jwtSecret),
    signApiKey('service_role', secrets.jwtSecret),
  ]);
  const publicUrl = {
    value: config.SITE_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`,
  };
  const internalUrl = { value: '' };
  const livePageCache = createLivePageCache();
  await forgetLivePagesOnChange(sql, livePageCache);
  const gateway = createGateway({
    sql,
    livePageCache,
    postgrestUrl: postgrest.url,
    anonKey,
    siteUrl: () => publicUrl.value,
    distDir: resolve(config.DIST_DIR),
    auth: createAuthApp({
      sql,
      jwtSecret: secrets.jwtSecret,
      get siteUrl() {
        return publicUrl.value;
      },
      adminEmails: config.ADMIN_EMAILS,
      rateLimits: {
        windowSeconds: 300,
        perIp: config.AUTH_RATE_LIMIT_IP,
        perEmail: config.AUTH_RATE_LIMIT_EMAIL,
      },
      autoconfirm: config.AUTH_AUTOCONFIRM,
      additionalRedirectUrls: config.AUTH_ADDITIONAL_REDIRECT_URLS,
      passwordMinLength: config.AUTH_PASSWORD_MIN_LENGTH,
      refreshTokenReuseSeconds: config.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
      otpExpirySeconds: config.AUTH_OTP_EXPIRY,
      emailMaxFrequencySeconds: config.AUTH_EMAIL_MAX_FREQUENCY,
      recentSignInSeconds: config.AUTH_SECURE_PASSWORD_CHANGE_WINDOW,
      anonymousUsers: config.AUTH_ANONYMOUS_USERS,
      manualLinking: config.AUTH_MANUAL_LINKING,
    }),
    outbox: config.APP_MODE === 'development' ? createOutboxApp({ sql }) : undefined,
    functions: createFunctionsApp({
      root,
      jwtSecret: secrets.jwtSecret,
      env: () => ({
        // The functions call the stack back on this machine; SITE_URL may name a proxy or a
        // domain they cannot reach from here, and builds only the links a buyer is sent back to.
        SUPABASE_URL: internalUrl.value,
        SUPABASE_PUBLIC_URL: publicUrl.value,
        SITE_URL: publicUrl.value,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        AI_BASE_URL: config.AI_BASE_URL,
        AI_API_KEY: config.AI_API_KEY,
        AI_MODEL: config.AI_MODEL,
        AI_TIMEOUT_MS: String(config.AI_TIMEOUT_MS),
        AI_MODERATION_MODEL: config.AI_MODERATION_MODEL,
        AI_IMAGE_MODEL: config.AI_IMAGE_MODEL,
        AI_TTS_MODEL: config.AI_TTS_MODEL,
        VISITOR_AI_DAILY_DEVICE: config.VISITOR_AI_DAILY_DEVICE?.toString(),
        VISITOR_AI_DAILY_ADDRESS: config.VISITOR_AI_DAILY_ADDRESS?.toString(),
        STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: config.STRIPE_API_BASE,
      }),
    }),
    storage: createStorageApp({ dataDir, jwtSecret: secrets.jwtSecret }),
    mediaFeatures: readMediaFeatures(config),
    offlineModel: readOfflineModel(config),
  });

  const server = await listen(gateway.fetch, config.PORT, config.HOST);
  // Node closes an idle keep-alive socket after 5 s, and a client that reuses one by a late timer
  // (undici in a busy process) sends on a socket just closed: idle sockets stay open longer.
  server.keepAliveTimeout = GATEWAY_IDLE_SOCKET_MS;
  server.headersTimeout = GATEWAY_IDLE_SOCKET_MS + 1000;
  const internalServer = await listen(gateway.fetch, 0, '127.0.0.1');
  // 0 turns the idle timeout off and announces none: only the client, which knows when it will
  // send, closes a socket, so the functions' calls cannot meet a socket the gateway closed.
  internalServer.keepAliveTimeout = 0;
  if (!config.SITE_URL) publicUrl.value = `http://localhost:${portOf(server)}`;
  internalUrl.value = `http://127.0.0.1:${portOf(internalServer)}`;
  const info: StackInfo = {
    url: publicUrl.value,
    anonKey,
    serviceRoleKey,
    databaseUrl: database.url,
    internalUrl: internalUrl.value,
  };
  writeFileSync(join(dataDir, 'stack.json'), JSON.stringify(info, null, 2));

  let stopped = false;
  return {
    ...info,
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.all([server, internalServer].map(closeListener));
      await postgrest.stop();
      await stopDatabase();
    },
  };
}
