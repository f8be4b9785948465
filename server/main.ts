// `npm start`: builds the PWA when needed and runs the local stack on one origin, printing where
// the app is and, in development mode, the dev outbox. SIGINT and SIGTERM stop postgres and PostgREST with it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { readServerConfig } from './config.ts';
import { startStack } from './start-stack.ts';

const config = readServerConfig();

if (config.BUILD_PWA === 'auto' && !existsSync(`${config.DIST_DIR}/index.html`)) {
  // A production install (npm ci --omit=dev) has no Vite, and npx would fetch one from the network.
  if (!existsSync('node_modules/vite/package.json')) {
    console.error(
      `No build in ${config.DIST_DIR}/: run 'npm run build' with the dev dependencies installed first.`,
    );
    process.exit(1);
  }
  console.log('No production build found; building the PWA first…');
  execSync(
    `npx vite build --outDir ${JSON.stringify(config.DIST_DIR)} --emptyOutDir --logLevel warn`,
    { stdio: 'inherit' },
  );
}

const startedAt = Date.now();
const stack = await startStack(config);
console.log(
  `StoryCanvas is running at ${stack.url} in ${config.APP_MODE} mode (started in ${Date.now() - startedAt} ms)`,
);
if (config.APP_MODE === 'development') {
  console.log(
    `Emails the app sends (sign-up confirmation, password reset) land in ${stack.url}/_dev/mail (open it from this machine)`,
  );
}

let stopping = false;
async function shutDown(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    await stack.stop();
  } finally {
    process.exit(code);
  }
}

process.on('SIGINT', () => void shutDown(0));
process.on('SIGTERM', () => void shutDown(0));
// A crash must not leave postgres and PostgREST running without their parent.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error) => {
    console.error(error);
    void shutDown(1);
  });
}
