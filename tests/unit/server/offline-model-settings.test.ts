// The on-device model's settings are checked with the rest at start: a bad URL, a hash of the
// wrong shape, a URL without its hash or a missing file stop the stack with a message naming it.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { readOfflineModel } from '../../../server/gateway/serve-offline-model.ts';
import { buildContentSecurityPolicy } from '../../../common/content-security-policy.ts';

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
  it('leave the model out when neither is set', () => {
    expect(readOfflineModel(readServerConfig({}))).toBeUndefined();
  });

  it('take an https URL with its hash, lower-cased, and describe it for the app', () => {
    const config = readServerConfig({
      OFFLINE_MODEL_URL: 'https://models.example.org/qwen/model-q4.gguf',
      OFFLINE_MODEL_SHA256: HASH,
      OFFLINE_MODEL_LICENCE: 'Apache-2.0',
      OFFLINE_MODEL_BYTES: '397808192',
    });
    expect(readOfflineModel(config)).toEqual({
      model: {
        url: 'https://models.example.org/qwen/model-q4.gguf',
        sha256: HASH.toLowerCase(),
        name: 'model-q4.gguf',
        licence: 'Apache-2.0',
        bytes: 397808192,
      },
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

  it('refuse plain http, a short hash, a URL without a hash and a missing file', () => {
    expect(
      problems({
        OFFLINE_MODEL_URL: 'http://models.example.org/m.gguf',
        OFFLINE_MODEL_SHA256: HASH,
      }),
    ).toContain('OFFLINE_MODEL_URL: must be an https URL or a file path');
    expect(problems({ OFFLINE_MODEL_URL: thisFile, OFFLINE_MODEL_SHA256: 'abc' })).toContain(
      'OFFLINE_MODEL_SHA256: must be 64 hexadecimal characters',
    );
    expect(problems({ OFFLINE_MODEL_URL: thisFile })).toContain(
      'OFFLINE_MODEL_SHA256: is needed with OFFLINE_MODEL_URL',
    );
    expect(
      problems({ OFFLINE_MODEL_URL: '/nowhere/model.gguf', OFFLINE_MODEL_SHA256: HASH }),
    ).toContain('OFFLINE_MODEL_URL: no file at /nowhere/model.gguf');
  });

  it('let the page connect to an https model host only when one is configured', () => {
    const connectSources = (modelUrl?: string) =>
      buildContentSecurityPolicy({ pageOrigin: 'http://localhost:8080', modelUrl })
        .split('; ')
        .find((directive) => directive.startsWith('connect-src'));
    expect(connectSources()).not.toContain('models.example.org');
    expect(connectSources('/models/m.gguf')).not.toContain('/models');
    expect(connectSources('https://models.example.org/qwen/m.gguf')).toContain(
      'https://models.example.org',
    );
  });
});
