// A client that reuses an idle keep-alive socket after the 5 s Node closes one at by default is
// answered, not reset: the functions' own calls to the stack (undici, whose idle timer runs late in
// a busy process) failed this way under load with ECONNRESET, and the caller saw a 500 or 503.
// The functions call the stack on a loopback listener that never closes an idle socket and
// announces no limit, so a late client timer cannot meet a socket the gateway has closed.
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

afterAll(() => agent.destroy());

interface Answer {
  status: number;
  reused: boolean;
  keepAlive: string | string[] | undefined;
}

function healthCheck(baseUrl: string): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const sent = request(`${baseUrl}/api/health-check`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolveAnswer({
          status: answer.statusCode ?? 0,
          reused: sent.reusedSocket,
          keepAlive: answer.headers['keep-alive'],
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

function idle(seconds: number) {
  return new Promise((resolveWait) => setTimeout(resolveWait, seconds * 1000));
}

function refusesConnection(host: string, port: number): Promise<boolean> {
  return new Promise((resolveRefused) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolveRefused(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolveRefused(true);
    });
    socket.once('error', () => resolveRefused(true));
  });
}

describe('idle keep-alive sockets', () => {
  it('answers a request sent on a socket that sat idle for 6 seconds', async () => {
    expect(await healthCheck(stack.url)).toMatchObject({ status: 200, reused: false });
    await idle(6);
    expect(await healthCheck(stack.url)).toMatchObject({ status: 200, reused: true });
  }, 20_000);

  it('on the functions’ loopback listener, announces no idle limit and answers after 7 s idle', async () => {
    const first = await healthCheck(stack.internalUrl);
    expect(first).toEqual({ status: 200, reused: false, keepAlive: undefined });
    await idle(7);
    expect(await healthCheck(stack.internalUrl)).toMatchObject({ status: 200, reused: true });
  }, 20_000);

  it('keeps the functions’ listener to this machine: bound to 127.0.0.1 alone', async () => {
    const port = Number(new URL(stack.internalUrl).port);
    expect(await refusesConnection('127.0.0.1', port)).toBe(false);
    // 127.0.0.2 reaches a listener on 0.0.0.0 or on the whole loopback network, never one on 127.0.0.1.
    const others = [
      '127.0.0.2',
      ...Object.values(networkInterfaces()).flatMap((entries) =>
        (entries ?? []).filter((entry) => !entry.internal).map((entry) => entry.address),
      ),
    ];
    for (const host of others) expect(await refusesConnection(host, port), host).toBe(true);
  });
});
