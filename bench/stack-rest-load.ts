// Prints requests per second and p50/p99 latency of a story read and a story upsert through
// /rest/v1 at 50 concurrent connections on loopback, against a local stack it starts itself, with
// the CPU each part of the stack spent per request (this process is the load and the gateway).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Agent, request as httpRequest } from 'node:http';
import { describeCpuPer, readProcessTreeCpu } from './support/read-process-tree-cpu.ts';
import { startThrowawayStack } from './support/start-throwaway-stack.ts';

const CONCURRENCY = 50;
const DURATION_MS = 8000;

async function signUp(url: string, anonKey: string): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@storycanvas.test`,
      password: 'bench password',
    }),
  });
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** One HTTP request over the shared keep-alive agent; resolves to the status once the body is read. */
function send(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function load(name: string, send: (worker: number, iteration: number) => Promise<number>) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const cpuBefore = readProcessTreeCpu();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const begin = performance.now();
        const status = await send(worker, iteration);
        latencies.push(performance.now() - begin);
        if (status >= 300) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = describeCpuPer(cpuBefore, readProcessTreeCpu(), latencies.length, 'request');
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `${name}: ${Math.round(latencies.length / seconds)} req/s, p50 ${at(50)} ms, p99 ${at(99)} ms, ${latencies.length} requests, ${failures} failed (${CONCURRENCY} connections, ${DURATION_MS / 1000} s); ${cpu}; load ${loadavg()[0]!.toFixed(1)}`,
  );
}

const stack = await startThrowawayStack('rest');
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
try {
  const { token, userId } = await signUp(stack.url, stack.anonKey);
  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  const storyIds = Array.from({ length: CONCURRENCY }, () => crypto.randomUUID());
  await fetch(`${stack.url}/rest/v1/stories`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      storyIds.map((id) => ({ id, user_id: userId, title: 'Bench story', is_public: false })),
    ),
  });

  await load('story read (GET /rest/v1/stories?id=eq.…)', (worker) =>
    send(agent, `${stack.url}/rest/v1/stories?id=eq.${storyIds[worker]}&select=*`, 'GET', headers),
  );
  await load('story upsert (POST /rest/v1/stories, merge-duplicates)', (worker, iteration) =>
    send(
      agent,
      `${stack.url}/rest/v1/stories?on_conflict=id`,
      'POST',
      { ...headers, prefer: 'resolution=merge-duplicates,return=minimal' },
      JSON.stringify({
        id: storyIds[worker],
        user_id: userId,
        title: `Bench story ${iteration}`,
        updated_at: new Date().toISOString(),
      }),
    ),
  );
} finally {
  agent.destroy();
  await stack.stop();
}
