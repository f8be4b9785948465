// Second local stacks for the e2e specs that need the server set up differently: one whose functions
// reach a scripted OpenAI-compatible provider (story, images, speech), one that asks new accounts to
// confirm their email. Each serves the same production build on its own origin, which the PWA finds
// through /api/config, so the main e2e stack keeps running as it is.
import { rmSync } from 'node:fs';
import { spawnStack } from '../support/spawn-stack';

export interface ProviderStack {
  url: string;
  stop(): Promise<void>;
}

export function startProviderStack(aiBaseUrl: string): Promise<ProviderStack> {
  return startSecondStack('provider', {
    AI_BASE_URL: aiBaseUrl,
    AI_API_KEY: 'sk-scripted',
    AI_MODEL: 'scripted-story-model',
    AI_IMAGE_MODEL: 'scripted-image-model',
    AI_TTS_MODEL: 'scripted-speech-model',
  });
}

/** A stack of its own (data dir suffixed with `label`) with these settings on top of the main one's. */
export async function startSecondStack(
  label: string,
  settings: Record<string, string>,
): Promise<ProviderStack> {
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-${label}`;
  rmSync(dataDir, { recursive: true, force: true });
  const { child, url } = await spawnStack({
    DATA_DIR: dataDir,
    DIST_DIR: process.env.E2E_DIST ?? 'dist',
    ...settings,
  });
  // A fresh stack loads a function's modules on its first call; the story function brings the
  // storyteller and the safety gate, which takes seconds on a loaded machine, so a test's first
  // part would wait for it. An OPTIONS call loads it without writing anything.
  // The stack prints its SITE_URL, which names no reachable host when a test sets one; then the
  // port the test chose is where it listens.
  const listening =
    settings.PORT && settings.PORT !== '0' ? `http://127.0.0.1:${settings.PORT}` : url;
  await fetch(`${listening}/functions/v1/generate-story`, { method: 'OPTIONS' });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
