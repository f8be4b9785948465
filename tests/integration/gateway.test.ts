// The local stack's one origin: health check, public config, bad input of every kind (the stack
// answers with clear JSON and keeps running), the functions host and the storage API.
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { signUpTestUser, visitorClient } from './support/test-users.ts';

const stack = inject('stack');
const secret = () =>
  (JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string })
    .jwtSecret;
const anonHeaders = { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` };

async function stillHealthy() {
  const response = await fetch(`${stack.url}/api/health-check`);
  expect(response.status).toBe(200);
}

describe('gateway', () => {
  it('answers the health check without caching and gives the public config', async () => {
    const health = await fetch(`${stack.url}/api/health-check`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${stack.url}/api/config`)).json()).toEqual({
      supabaseUrl: stack.url,
      supabaseAnonKey: stack.anonKey,
      features: { images: false, narration: false, stories: false },
      servedWithApp: true,
      offlineModel: {
        url: '/models/story-test-model.gguf',
        sha256: stack.offlineModel.sha256,
        name: 'story-test-model.gguf',
        licence: 'MIT',
        bytes: expect.any(Number),
      },
    });
  });

  it('answers unknown API paths with JSON 404s', async () => {
    const api = await fetch(`${stack.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not found' });
    const rest = await fetch(`${stack.url}/rest/v1/no_such_table`, { headers: anonHeaders });
    expect(rest.status).toBe(404);
    expect(((await rest.json()) as { code: string }).code).toBe('42P01');
    const fn = await fetch(`${stack.url}/functions/v1/no-such-function`, {
      method: 'POST',
      headers: anonHeaders,
    });
    expect(fn.status).toBe(404);
    expect(await fn.json()).toEqual({ error: 'Function no-such-function not found' });
  });

  it('answers malformed JSON and bodies over 1 MB with clear errors, and keeps running', async () => {
    const malformed = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error_code: 'bad_json' });
    const restMalformed = await fetch(`${stack.url}/rest/v1/user_feedback`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: '{"message": ',
    });
    expect(restMalformed.status).toBe(400);
    expect(((await restMalformed.json()) as { code: string }).code).toBe('PGRST102');
    const huge = await fetch(`${stack.url}/rest/v1/user_feedback`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: 'Request body too large' });
    const hugeUpload = await fetch(`${stack.url}/storage/v1/object/story-audio/too-big.mp3`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'audio/mpeg',
      },
      body: new Uint8Array(11 * 1024 * 1024),
    });
    expect(hugeUpload.status).toBe(413);
    expect(await hugeUpload.json()).toEqual({
      error: 'Request body too large',
      message: 'Request bodies are limited to 10 MB',
    });
    expect(
      (await fetch(`${stack.url}/storage/v1/object/public/story-audio/too-big.mp3`)).status,
    ).toBe(404);
    await stillHealthy();
  });

  it('refuses bad, expired and wrongly signed tokens on the REST API and the functions host', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      expired: await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now - 120)
        .sign(new TextEncoder().encode(secret())),
      forged: await new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode('a-different-secret-of-enough-length')),
      garbage: 'not-a-jwt',
    };
    for (const token of Object.values(tokens)) {
      const rest = await fetch(`${stack.url}/rest/v1/stories?select=id`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(rest.status).toBe(401);
      expect(((await rest.json()) as { code: string }).code).toMatch(/^PGRST30/);
      const fn = await fetch(`${stack.url}/functions/v1/generate-story`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(fn.status).toBe(401);
      expect(((await fn.json()) as { error: string }).error).toBeTruthy();
    }
    await stillHealthy();
  });

  it('runs the generate-story function with the built-in storyteller when no provider is set', async () => {
    const { data, error } = await visitorClient().functions.invoke('generate-story', {
      body: { age: '7-9', genre: 'mystery', prompt: 'A missing cake' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ model_used: 'storycanvas-storyteller', is_end: false });
    expect(data.choices).toHaveLength(3);
    const bad = await fetch(`${stack.url}/functions/v1/generate-story`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ genre: 'mystery' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'age', error: 'age is required' });
  });

  it('answers 503 naming the missing configuration for images and narration without a provider', async () => {
    const user = await signUpTestUser('media');
    const image = await user.client.functions.invoke('generate-image', {
      body: {
        prompt: 'a fox',
        style: 'storybook',
        age: '7-9',
        story_id: crypto.randomUUID(),
        segment_id: crypto.randomUUID(),
      },
    });
    expect((image.error as { context?: Response }).context?.status).toBe(503);
    expect(await (image.error as { context: Response }).context.json()).toEqual({
      error: 'Image generation is not configured: set AI_BASE_URL and AI_IMAGE_MODEL on the server',
    });
  });

  it('stores files: owners upload under their own id, anyone downloads public objects', async () => {
    const owner = await signUpTestUser('storage');
    const other = await signUpTestUser('storage-other');
    const path = `${owner.user.id}/story/cover.png`;
    const picture = readFileSync('public/icons/icon-192.png');
    const png = new Blob([picture], { type: 'image/png' });
    const uploaded = await owner.client.storage
      .from('story-images')
      .upload(path, png, { upsert: true, contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    const publicUrl = owner.client.storage.from('story-images').getPublicUrl(path).data.publicUrl;
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/story-images/${path}`);
    const downloaded = await fetch(publicUrl);
    expect(downloaded.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(picture)).toBe(true);
    const intruder = await other.client.storage
      .from('story-images')
      .upload(path, png, { upsert: true });
    expect(intruder.error).not.toBeNull();
    const escape = await owner.client.storage
      .from('story-images')
      .upload(`${owner.user.id}/../../secrets.json`, png, { upsert: true });
    expect(escape.error).not.toBeNull();
    expect((await other.client.storage.from('story-images').remove([path])).data).toEqual([]);
    expect((await owner.client.storage.from('story-images').remove([path])).data).toHaveLength(1);
    expect((await fetch(publicUrl)).status).toBe(404);
  });
});
