// A model kept on a hub that answers with a redirect to another host, as Hugging Face does
// (huggingface.co/…/resolve/<commit>/<file> → 302 to its file CDN): the stack follows the
// redirect and serves the file at /models/<file name>, so the browser downloads from the page's
// own origin and the CSP names neither host. Both hosts are local servers here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../server/start-stack.ts';
import { fetchRemoteModel } from '../../server/gateway/fetch-remote-model.ts';
import { startSecondStack } from './support/start-second-stack.ts';

const model = inject('stack').offlineModel;
const HUB_PATH =
  '/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/9217f5db79a29953eb74d5343926648285ec7e67/story-test-model.gguf';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('an on-device model on a hub that redirects to its file host', () => {
  const whole = readFileSync(model.path);
  const cdnRanges: (string | undefined)[] = [];
  let cdnPort: number;
  let hubPort: number;
  let stack: RunningStack;
  let hubLostTheFile = false;
  const cdn = createServer((request, response) => {
    if (!request.url?.startsWith('/xet/story-test-model?X-Amz-Signature=')) {
      response.writeHead(403).end();
      return;
    }
    cdnRanges.push(request.headers.range);
    const from = Number(/^bytes=(\d+)-$/.exec(request.headers.range ?? '')?.[1] ?? 0);
    if (from >= whole.byteLength) {
      response.writeHead(416, { 'Content-Range': `bytes */${whole.byteLength}` }).end();
      return;
    }
    response.writeHead(request.headers.range ? 206 : 200, {
      'Content-Length': String(whole.byteLength - from),
      ...(request.headers.range
        ? { 'Content-Range': `bytes ${from}-${whole.byteLength - 1}/${whole.byteLength}` }
        : {}),
    });
    response.end(whole.subarray(from));
  });
  const hub = createServer((request, response) => {
    if (request.url === HUB_PATH && !hubLostTheFile)
      // Another host name, so another origin, as the CDN is for Hugging Face.
      response
        .writeHead(302, {
          Location: `http://localhost:${cdnPort}/xet/story-test-model?X-Amz-Signature=abc`,
        })
        .end();
    else if (request.url === '/loop') response.writeHead(302, { Location: '/loop' }).end();
    else if (request.url === '/elsewhere')
      response.writeHead(302, { Location: 'file:///etc/passwd' }).end();
    else response.writeHead(404).end('Entry not found');
  });

  beforeAll(async () => {
    cdnPort = await listen(cdn);
    hubPort = await listen(hub);
    stack = await startSecondStack({
      OFFLINE_MODEL_URL: `http://127.0.0.1:${hubPort}${HUB_PATH}`,
      OFFLINE_MODEL_SHA256: model.sha256,
      OFFLINE_MODEL_BYTES: String(whole.byteLength),
    });
  });
  afterAll(async () => {
    await stack?.stop();
    hub.close();
    cdn.close();
  });

  it('is offered at /models/ on the page’s own origin, and the CSP names neither host', async () => {
    const answer = await fetch(`${stack.url}/api/config`);
    const config = (await answer.json()) as { offlineModel: { url: string; bytes: number } };
    expect(config.offlineModel).toMatchObject({
      url: '/models/story-test-model.gguf',
      bytes: whole.byteLength,
    });
    const policy = (await fetch(`${stack.url}/`)).headers.get('content-security-policy') ?? '';
    const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect).toMatch(/^connect-src 'self' /);
    expect(policy).not.toContain(String(hubPort));
    expect(policy).not.toContain(String(cdnPort));
  });

  it('is fetched through the redirect whole, matching its hash, and in part for a resumed download', async () => {
    const response = await fetch(`${stack.url}/models/story-test-model.gguf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(whole.byteLength));
    const body = Buffer.from(await response.arrayBuffer());
    expect(createHash('sha256').update(body).digest('hex')).toBe(model.sha256);

    const resumed = await fetch(`${stack.url}/models/story-test-model.gguf`, {
      headers: { Range: 'bytes=1000-' },
    });
    expect(resumed.status).toBe(206);
    expect(resumed.headers.get('content-range')).toBe(
      `bytes 1000-${whole.byteLength - 1}/${whole.byteLength}`,
    );
    expect(Buffer.from(await resumed.arrayBuffer()).equals(whole.subarray(1000))).toBe(true);
    expect(cdnRanges).toEqual([undefined, 'bytes=1000-']);
  });

  it('stops at a redirect loop and at a redirect to anything but http(s)', async () => {
    await expect(
      fetchRemoteModel(`http://127.0.0.1:${hubPort}/loop`, { method: 'GET' }),
    ).rejects.toThrow(`more than 5 redirects from 127.0.0.1:${hubPort}`);
    await expect(
      fetchRemoteModel(`http://127.0.0.1:${hubPort}/elsewhere`, { method: 'GET' }),
    ).rejects.toThrow(`127.0.0.1:${hubPort} redirected to file://`);
  });

  it('answers a JSON 502 naming the hub when the hub no longer has the file', async () => {
    hubLostTheFile = true;
    const response = await fetch(`${stack.url}/models/story-test-model.gguf`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'Bad gateway',
      message: `127.0.0.1:${hubPort} answered 404 for the model`,
    });
  });
});
