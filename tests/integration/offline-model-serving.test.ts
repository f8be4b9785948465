// The stack serves the configured on-device model at /models/<file name>: whole, in parts for a
// resumed download, and nothing else under /models/ however the path is written.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const modelUrl = `${stack.url}/models/story-test-model.gguf`;

/** Sends the path exactly as written: fetch() would resolve the dot segments before sending. */
function getLiteralPath(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const sent = request(`${stack.url}/`, { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('/models/', () => {
  it('serves the model the config names, matching its hash', async () => {
    const config = (await (await fetch(`${stack.url}/api/config`)).json()) as {
      offlineModel: { url: string; sha256: string; bytes: number };
    };
    expect(config.offlineModel.url).toBe('/models/story-test-model.gguf');
    const response = await fetch(`${stack.url}${config.offlineModel.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBe(config.offlineModel.bytes);
    expect(createHash('sha256').update(body).digest('hex')).toBe(config.offlineModel.sha256);
  });

  it('answers a range with that part, so a dropped download resumes', async () => {
    const whole = readFileSync(stack.offlineModel.path);
    const response = await fetch(modelUrl, { headers: { Range: 'bytes=1000-' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(
      `bytes 1000-${whole.byteLength - 1}/${whole.byteLength}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(1000))).toBe(true);
    const beyond = await fetch(modelUrl, { headers: { Range: `bytes=${whole.byteLength}-` } });
    expect(beyond.status).toBe(416);
  });

  it('refuses any other name, a path traversal included, with a JSON 404', async () => {
    for (const path of [
      '/models/other.gguf',
      '/models/..%2Fsecrets.json',
      '/models/..%2F..%2Fserver%2Fconfig.ts',
      '/models/',
    ]) {
      const response = await getLiteralPath(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body), path).toMatchObject({ error: 'Not found' });
    }
    // Dot segments are resolved before routing, so they leave /models/ for the app's own pages.
    for (const path of ['/models/../../package.json', '/models/%2e%2e/%2e%2e/package.json']) {
      const response = await getLiteralPath(path);
      expect(response.body, path).not.toContain('"name": "storycanvas"');
    }
  });
});
