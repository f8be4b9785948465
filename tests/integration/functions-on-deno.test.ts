// Every edge function's entry file runs under Deno (the runtime it deploys to) against the local stack and
// answers the same requests as the handler the Node functions host runs: preflight, refusals, validation,
// a database read through PostgREST, a streamed story from the scripted provider, a Stripe-signed webhook.
// A Node-only import or API in a function or _shared fails here.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import handleCreateCheckout from '../../supabase/functions/create-checkout/handler.ts';
import handleGenerateAudio from '../../supabase/functions/generate-audio/handler.ts';
import handleGenerateImage from '../../supabase/functions/generate-image/handler.ts';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import handleParentPin from '../../supabase/functions/parent-pin/handler.ts';
import handlePublishStory from '../../supabase/functions/publish-story/handler.ts';
import handleStripeWebhook from '../../supabase/functions/stripe-webhook/handler.ts';
import { readSseEvents } from '../../supabase/functions/_shared/story-engine/read-sse-events.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts';
import { startDenoFunction, type DenoFunction } from './support/start-deno-function.ts';
import { signUpTestUser, type TestUser } from './support/test-users.ts';

type Handler = (req: Request, env: Record<string, string | undefined>) => Promise<Response>;

const handlers: Record<string, Handler> = {
  'create-checkout': handleCreateCheckout,
  'generate-audio': handleGenerateAudio,
  'generate-image': handleGenerateImage,
  'generate-story': handleGenerateStory,
  'parent-pin': handleParentPin,
  'publish-story': handlePublishStory,
  'stripe-webhook': handleStripeWebhook,
};

const WEBHOOK_SECRET = 'whsec_storycanvas_deno_test';
const aiSegment = {
  segment_text: 'Zoë the fox opened the café door and the lanterns glowed. 🦊',
  choices: ['Order cocoa', 'Greet the owl', 'Look behind the counter'],
  image_prompt: 'A fox in a cosy café',
  is_end: false,
};

interface Answer {
  status: number;
  type: string | null;
  cors: string | null;
  body: unknown;
}

async function readAnswer(response: Response): Promise<Answer> {
  const type = response.headers.get('Content-Type');
  let body: unknown = null;
  if (type?.includes('text/event-stream')) {
    const events: unknown[] = [];
    for await (const event of readSseEvents(response.body as ReadableStream<Uint8Array>)) {
      events.push({ event: event.event, data: JSON.parse(event.data) as unknown });
    }
    body = events;
  } else if (type?.includes('application/json')) {
    body = await response.json();
  } else {
    body = await response.text();
  }
  return {
    status: response.status,
    type,
    cors: response.headers.get('Access-Control-Allow-Origin'),
    body,
  };
}

describe('edge functions under Deno answer as under Node', () => {
  let provider: ScriptedOpenAiServer;
  let reader: TestUser;
  let env: Record<string, string>;
  const running = new Map<string, DenoFunction>();

  beforeAll(async () => {
    const stack = inject('stack');
    provider = await startScriptedOpenAiServer();
    env = {
      SUPABASE_URL: stack.internalUrl,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      AI_BASE_URL: provider.baseUrl,
      AI_MODEL: 'scripted-model',
      AI_IMAGE_MODEL: 'scripted-image',
      AI_TTS_MODEL: 'scripted-speech',
      STRIPE_SECRET_KEY: 'sk_test_storycanvas_deno',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    reader = await signUpTestUser('deno-functions');
    for (const name of Object.keys(handlers)) running.set(name, await startDenoFunction(name, env));
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...running.values()].map((deno) => deno.stop()));
    await provider?.close();
  });

  /** Sends one request to the Node handler and then the same request to the function under Deno. */
  async function both(
    name: string,
    init: RequestInit & { path?: string },
  ): Promise<[Answer, Answer]> {
    const path = init.path ?? '';
    const node = await readAnswer(
      await handlers[name]!(new Request(`http://local/functions/v1/${name}${path}`, init), env),
    );
    const deno = await readAnswer(await fetch(`${running.get(name)!.url}/${path}`, init));
    return [node, deno];
  }

  const json = (token: string | null, body: unknown): RequestInit => ({
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

  it.each(Object.keys(handlers))(
    '%s answers a preflight alike (the Stripe webhook has no browser callers)',
    async (name) => {
      const [node, deno] = await both(name, { method: 'OPTIONS' });
      expect(node.status).toBe(name === 'stripe-webhook' ? 405 : 204);
      expect(deno).toEqual(node);
    },
  );

  it.each([
    'create-checkout',
    'generate-audio',
    'generate-image',
    'generate-story',
    'parent-pin',
    'publish-story',
  ])('%s refuses a caller without an account alike', async (name) => {
    const [node, deno] = await both(name, json(null, { age: '7-9' }));
    expect([400, 401]).toContain(node.status);
    expect(deno).toEqual(node);
  });

  it.each([
    ['create-checkout', { tier: 'Platinum' }],
    ['generate-audio', { text: '' }],
    ['generate-image', { prompt: '' }],
    ['generate-story', { genre: 'adventure' }],
    ['parent-pin', { action: 'verify', pin: '12ab' }],
    ['publish-story', { story_id: 'not-a-story' }],
  ] as const)(
    '%s refuses an invalid request with the same message and field',
    async (name, body) => {
      const [node, deno] = await both(name, json(reader.accessToken, body));
      expect(node.status).toBe(400);
      expect(deno).toEqual(node);
    },
  );

  it('parent-pin’s scrypt hash made under Deno is verified alike under Node and Deno', async () => {
    const pin = json(reader.accessToken, { action: 'set', pin: '2580' });
    const set = await readAnswer(await fetch(running.get('parent-pin')!.url, pin));
    expect(set).toMatchObject({ status: 200, body: { has_pin: true } });
    const [node, deno] = await both(
      'parent-pin',
      json(reader.accessToken, { action: 'verify', pin: '2580' }),
    );
    // Each right PIN is answered with a grown-up proof of its own, so the two answers match in
    // everything but the proof and when it runs out.
    const proven = (answer: typeof node) => ({
      ...answer,
      body: { ...(answer.body as object), grown_up_proof: 'proof', expires_at: 'time' },
    });
    for (const answer of [node, deno]) {
      expect(answer).toMatchObject({
        status: 200,
        body: {
          verified: true,
          grown_up_proof: expect.stringMatching(/^[0-9a-f]{64}$/),
          expires_at: expect.any(String),
        },
      });
    }
    expect(proven(deno)).toEqual(proven(node));
  });

  it('generate-image reads the reader’s plan through PostgREST alike', async () => {
    const [node, deno] = await both('generate-image', {
      method: 'GET',
      headers: { Authorization: `Bearer ${reader.accessToken}` },
    });
    expect(node).toMatchObject({ status: 200, body: { tier: 'Free' } });
    expect(deno).toEqual(node);
  });

  it('generate-story streams the same opening from the scripted provider', async () => {
    provider.enqueue({
      kind: 'stream',
      content: JSON.stringify(aiSegment),
      splitEvery: 5,
      splitBytes: true,
    });
    provider.enqueue({
      kind: 'stream',
      content: JSON.stringify(aiSegment),
      splitEvery: 5,
      splitBytes: true,
    });
    const storyId = crypto.randomUUID();
    const request = json(reader.accessToken, {
      age: '7-9',
      genre: 'adventure',
      prompt: 'A fox who runs a café',
      history: [],
      choice: '',
      story_id: storyId,
    });
    (request.headers as Record<string, string>).Accept = 'text/event-stream';
    const [node, deno] = await both('generate-story', request);
    expect(node.status).toBe(200);
    expect((node.body as { event: string }[]).at(-1)).toEqual({
      event: 'segment',
      data: { ...aiSegment, model_used: 'scripted-model' },
    });
    expect(deno.status).toBe(200);
    expect((deno.body as { event: string }[]).at(-1)).toEqual((node.body as unknown[]).at(-1));
    const text = (answer: Answer) =>
      (answer.body as { event: string; data: { text?: string } }[])
        .filter((event) => event.event === 'delta')
        .map((event) => event.data.text)
        .join('');
    expect(text(deno)).toBe(text(node));
  });

  it('stripe-webhook checks Stripe signatures alike', async () => {
    const payload = JSON.stringify({
      id: `evt_deno_${Date.now()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: 'customer.created',
      data: { object: { id: 'cus_deno', object: 'customer' } },
    });
    const signed = new Stripe('sk_test_storycanvas_deno').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const post = (signature: string | null): RequestInit => ({
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { 'Stripe-Signature': signature } : {}),
      },
      body: payload,
    });
    for (const signature of [null, 't=1,v1=forged', signed]) {
      const [node, deno] = await both('stripe-webhook', post(signature));
      expect(deno).toEqual(node);
    }
    const [accepted] = await both('stripe-webhook', post(signed));
    expect(accepted.status).toBe(200);
  });
});
