// Starts one local stack for the integration suite on a temporary DATA_DIR and a free port
// (or against DATABASE_URL when set) and hands its URL and keys to the tests via inject('stack').
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readServerConfig } from '../../server/config.ts';
import { startStack, type RunningStack } from '../../server/start-stack.ts';
import { keepFailedExitCode } from './support/keep-failed-exit-code.ts';
import { makeTestModel } from '../../scripts/make-test-model.ts';

keepFailedExitCode();

let stack: RunningStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-it-'));
  const model = makeTestModel();
  const config = readServerConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    ADMIN_EMAILS: 'admin@storycanvas.test',
    AUTH_RATE_LIMIT_IP: '100000',
    AUTH_RATE_LIMIT_EMAIL: '50',
    OFFLINE_MODEL_URL: model.path,
    OFFLINE_MODEL_SHA256: model.sha256,
    OFFLINE_MODEL_LICENCE: 'MIT',
  });
  stack = await startStack(config);
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    databaseUrl: stack.databaseUrl,
    internalUrl: stack.internalUrl,
    dataDir,
    offlineModel: { path: model.path, sha256: model.sha256 },
  });
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
