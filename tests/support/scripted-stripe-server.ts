// A scripted stand-in for Stripe's REST API: a real HTTP server answering POST /v1/checkout/sessions
// (form-encoded, Bearer secret key) with a Checkout Session object as Stripe does, so the official
// stripe library can be pointed at it (host/port/protocol) and tests can see what it was asked.
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body.ts';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form fields exactly as sent, e.g. params['metadata[user_id]']. */
  params: Record<string, string>;
  authorization: string | undefined;
}

export interface ScriptedStripeServer {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:4242. */
  baseUrl: string;
  requests: StripeRequest[];
  /** The next checkout session request is answered with this Stripe error instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(7).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string) => ({ error: { type, message } });

/** The metadata[...] fields of a form as Stripe stores them: a flat string map. */
function readMetadata(params: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startScriptedStripeServer(): Promise<ScriptedStripeServer> {
  const requests: StripeRequest[] = [];
  let failure: { status: number; message: string } | null = null;
  const server = createServer(async (req, res) => {
    const body = await readRequestBody(req);
    const params = Object.fromEntries(new URLSearchParams(body));
    const path = req.url ?? '';
    requests.push({
      method: req.method ?? '',
      path,
      params,
      authorization: req.headers.authorization,
    });
    if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
      sendJson(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
      sendJson(
        res,
        404,
        stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`),
      );
      return;
    }
    if (failure) {
      const { status, message } = failure;
      failure = null;
      sendJson(res, status, stripeError('invalid_request_error', message));
      return;
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    sendJson(res, 200, {
      id,
      object: 'checkout.session',
      mode: params.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: params.client_reference_id ?? null,
      customer: null,
      subscription: null,
      metadata: readMetadata(params),
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
