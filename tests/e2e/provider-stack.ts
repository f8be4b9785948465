// A second local stack for the media e2e specs, whose functions reach a scripted OpenAI-compatible
// provider (story, images, speech). It serves the same production build on its own origin, which
// the PWA finds through /api/config, so the main e2e stack keeps running without a provider.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface ProviderStack {
  url: string;
  stop(): Promise<void>;
}

export async function startProviderStack(aiBaseUrl: string): Promise<ProviderStack> {
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-provider`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST ?? 'dist',
      BUILD_PWA: 'never',
      AI_BASE_URL: aiBaseUrl,
      AI_API_KEY: 'sk-scripted',
      AI_MODEL: 'scripted-story-model',
      AI_IMAGE_MODEL: 'scripted-image-model',
      AI_TTS_MODEL: 'scripted-speech-model',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The provider stack did not start:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /running at (http:\/\/\S+)/.exec(output);
      if (started?.[1]) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The provider stack exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
