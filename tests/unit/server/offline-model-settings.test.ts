// The on-device model's settings are checked with the rest at start: a bad URL, a hash of the
// wrong shape, a URL without its hash or a missing file stop the stack with a message naming it.
// Unset, the pinned default model is offered; wherever the model is kept, the browser gets it here.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { readOfflineModel } from '../../../server/gateway/serve-offline-model.ts';

const HASH = 'AB'.repeat(32);
const thisFile = resolve(import.meta.filename);

function problems(env: Record<string, string>): string {
  try {
    readServerConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('on-device model settings', () => {
  it('offer the pinned default model when OFFLINE_MODEL_URL is unset, and none when it is "off"', () => {
    expect(readOfflineModel(readServerConfig({}))).toEqual({
      model: {
        url: '/models/qwen2.5-0.5b-instruct-q4_k_m.gguf',
        sha256: '74a4da8c9fdbcd15bd1f6d01d621410d31c6fc00986f5eb687824e7b93d7a9db',
        name: 'Qwen2.5 0.5B Instruct (Q4_K_M)',
        licence: 'Apache-2.0',
        bytes: 491_400_032,
      },
      remoteUrl:
        'https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/9217f5db79a29953eb74d5343926648285ec7e67/qwen2.5-0.5b-instruct-q4_k_m.gguf',
    });
    expect(readOfflineModel(readServerConfig({ OFFLINE_MODEL_URL: 'off' }))).toBeUndefined();
  });

  it('take an https URL with its hash, lower-cased, and send the browser to this stack for it', () => {
    const config = readServerConfig({
      OFFLINE_MODEL_URL: 'https://models.example.org/qwen/model-q4.gguf',
      OFFLINE_MODEL_SHA256: HASH,
      OFFLINE_MODEL_LICENCE: 'Apache-2.0',
      OFFLINE_MODEL_BYTES: '397808192',
    });
    expect(readOfflineModel(config)).toEqual({
      model: {
        url: '/models/model-q4.gguf',
        sha256: HASH.toLowerCase(),
        name: 'model-q4.gguf',
        licence: 'Apache-2.0',
        bytes: 397808192,
      },
      remoteUrl: 'https://models.example.org/qwen/model-q4.gguf',
    });
  });

  it('serve a file path at /models/<file name> with its size', () => {
    const source = readOfflineModel(
      readServerConfig({ OFFLINE_MODEL_URL: thisFile, OFFLINE_MODEL_SHA256: HASH }),
    );
    expect(source?.filePath).toBe(thisFile);
    expect(source?.model.url).toBe('/models/offline-model-settings.test.ts');
    expect(source?.model.bytes).toBeGreaterThan(1000);
  });

  it('refuse plain http to another machine, a short hash, a URL without a hash and a missing file', () => {
    expect(
      problems({
        OFFLINE_MODEL_URL: 'http://models.example.org/m.gguf',
        OFFLINE_MODEL_SHA256: HASH,
      }),
    ).toContain('OFFLINE_MODEL_URL: must be an https URL (http only on this machine)');
    expect(
      problems({ OFFLINE_MODEL_URL: 'http://127.0.0.1:8099/m.gguf', OFFLINE_MODEL_SHA256: HASH }),
    ).toBe('');
    expect(problems({ OFFLINE_MODEL_URL: thisFile, OFFLINE_MODEL_SHA256: 'abc' })).toContain(
      'OFFLINE_MODEL_SHA256: must be 64 hexadecimal characters',
    );
    expect(problems({ OFFLINE_MODEL_URL: thisFile })).toContain(
      'OFFLINE_MODEL_SHA256: is needed with OFFLINE_MODEL_URL',
    );
    expect(problems({ OFFLINE_MODEL_SHA256: HASH })).toContain(
      'OFFLINE_MODEL_URL: is needed with OFFLINE_MODEL_SHA256',
    );
    expect(
      problems({ OFFLINE_MODEL_URL: '/nowhere/model.gguf', OFFLINE_MODEL_SHA256: HASH }),
    ).toContain('OFFLINE_MODEL_URL: no file at /nowhere/model.gguf');
  });
});
