// A client that reuses an idle keep-alive socket after the 5 s Node closes one at by default is
// answered, not reset: the functions' own calls to the stack (undici, whose idle timer runs late in
// a busy process) failed this way under load with ECONNRESET, and the caller saw a 500 or 503.
import { Agent, request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

afterAll(() => agent.destroy());

function healthCheck(): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolveAnswer, reject) => {
    const sent = request(`${stack.url}/api/health-check`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolveAnswer({ status: answer.statusCode ?? 0, reused: sent.reusedSocket }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('idle keep-alive sockets', () => {
  it('answers a request sent on a socket that sat idle for 6 seconds', async () => {
    expect(await healthCheck()).toEqual({ status: 200, reused: false });
    await new Promise((resolveWait) => setTimeout(resolveWait, 6000));
    expect(await healthCheck()).toEqual({ status: 200, reused: true });
  }, 20_000);
});
