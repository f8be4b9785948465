// A client that reuses an idle keep-alive socket after the 5 s Node closes one at by default is
// answered, not reset: the functions' own calls to the stack (undici, whose idle timer runs late in
// a busy process) failed this way under load with ECONNRESET, and the caller saw a 500 or 503.
// The functions call the stack on a loopback listener that never closes an idle socket and
// announces no limit, so a late client timer cannot meet a socket the gateway has closed.
// The public listener keeps its 65 s all the same: the tests' supabase-js clients, the e2e helpers,
// the seed scripts and the benches call the public address from busy Node processes too, and a
// proxy in front (60 s idle by default in most) must be the one to close an idle socket first.
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

/**
 * Asks for the health check on a fresh socket and, `seconds` after the answer, again on the same
 * socket without first looking for a close, as a client whose timers run late in a busy process
 * does. Resolves with the two answers' heads, or with what the socket did instead of answering.
 */
function askAgainAfterIdle(baseUrl: string, seconds: number): Promise<string[]> {
  const { hostname, port } = new URL(baseUrl);
  const ask = `GET /api/health-check HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`;
  return new Promise((resolveAnswers) => {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    let received = '';
    const heads = () => received.match(/HTTP\/1\.1 \d{3}[\s\S]*?\r\n\r\n/g) ?? [];
    const settle = (outcome: string[]) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolveAnswers(outcome);
    };
    const giveUp = setTimeout(() => settle([...heads(), 'no answer']), (seconds + 5) * 1000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      const before = heads().length;
      received += chunk;
      if (before === 0 && heads().length === 1) setTimeout(() => socket.write(ask), seconds * 1000);
      if (heads().length === 2) settle(heads());
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      settle([...heads(), error.code ?? 'error']),
    );
    socket.on('close', () => settle([...heads(), 'closed']));
    socket.write(ask);
  });
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
  it('on the public listener, answers a client that sends on a socket idle for 6 s without seeing a close', async () => {
    const answers = await askAgainAfterIdle(stack.url, 6);
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
    ]);
    // What undici reads to know how long it may keep the socket: Node's default would say 5.
    expect(answers[0]).toMatch(/^Keep-Alive: timeout=65$/im);
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
