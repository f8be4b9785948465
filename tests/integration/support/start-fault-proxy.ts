// A tiny HTTP proxy in front of the local stack for sync integration tests: counts requests and,
// on demand, answers a matching request with a 5xx or forwards it and then drops the answer (the
// server committed, the device never hears back) — the faults a phone on a train meets.
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
}

export type FaultMatcher = (request: ProxiedRequest) => boolean;

interface Fault {
  matches: FaultMatcher;
  kind: 'drop-response' | 'status';
  status?: number;
  remaining: number;
}

export interface FaultProxy {
  url: string;
  requests: ProxiedRequest[];
  /** Forward the next `times` matching requests but drop their answers after the server replied. */
  dropResponse(matches: FaultMatcher, times?: number): void;
  /** Answer the next `times` matching requests with `status` without forwarding them. */
  failWith(status: number, matches: FaultMatcher, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

function takeFault(faults: Fault[], request: ProxiedRequest): Fault | undefined {
  const fault = faults.find((candidate) => candidate.remaining > 0 && candidate.matches(request));
  if (fault) fault.remaining -= 1;
  return fault;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const requests: ProxiedRequest[] = [];
  let faults: Fault[] = [];

  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const entry = { method: incoming.method ?? 'GET', path: incoming.url ?? '/' };
    requests.push(entry);
    const fault = takeFault(faults, entry);
    if (fault?.kind === 'status') {
      incoming.resume();
      outgoing.writeHead(fault.status ?? 503, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: 'Injected failure', code: 'INJECTED' }));
      return;
    }
    const headers = { ...incoming.headers, host: upstream.host };
    const proxied = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        if (fault?.kind === 'drop-response') {
          answer.resume();
          answer.on('end', () => outgoing.socket?.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.socket?.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    dropResponse: (matches, times = 1) =>
      void faults.push({ matches, kind: 'drop-response', remaining: times }),
    failWith: (status, matches, times = 1) =>
      void faults.push({ matches, kind: 'status', status, remaining: times }),
    reset: () => {
      faults = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
