// Forged, tampered and stolen-looking tokens against every API that checks one (REST, functions,
// Storage): an unsigned token, one signed with another key, one whose payload was edited to claim
// service_role or another user, an expired one. Each is refused with a 401; none reads or writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged tokens are refused everywhere', () => {
  const stack = inject('stack');
  const secret = () =>
    (JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string })
      .jwtSecret;
  let victim: TestUser;
  let attacker: TestUser;
  const forged: Record<string, string> = {};

  beforeAll(async () => {
    [victim, attacker] = await Promise.all([
      signUpTestUser('forge-victim'),
      signUpTestUser('forge-attacker'),
    ]);
    const now = Math.floor(Date.now() / 1000);
    const [header, , signature] = attacker.accessToken.split('.');
    const claims = JSON.parse(
      Buffer.from(attacker.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    forged['alg none'] =
      `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...claims, sub: victim.user.id })}.`;
    forged['payload edited to another user'] =
      `${header}.${base64Url({ ...claims, sub: victim.user.id })}.${signature}`;
    forged['payload edited to service_role'] =
      `${header}.${base64Url({ ...claims, role: 'service_role' })}.${signature}`;
    forged['signed with another key'] = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('not-the-stack-secret-but-long-enough-1234'));
    forged['expired'] = await new SignJWT({ role: 'authenticated', sub: victim.user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(secret()));
    forged['HS256 header, RS256 claim confusion'] =
      `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url({ ...claims, role: 'service_role' })}.${signature}`;
    forged['garbage'] = 'not.a.token';
  });

  const kinds = [
    'alg none',
    'payload edited to another user',
    'payload edited to service_role',
    'signed with another key',
    'expired',
    'HS256 header, RS256 claim confusion',
    'garbage',
  ];

  it.each(kinds)('REST refuses a token that is %s', async (kind) => {
    const response = await fetch(`${stack.url}/rest/v1/stories?select=id`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged[kind]}` },
    });
    expect(response.status).toBe(401);
  });

  it.each(kinds)('functions refuse a token that is %s', async (kind) => {
    const response = await fetch(`${stack.url}/functions/v1/generate-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${forged[kind]}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });

  it.each(kinds)(
    'Storage refuses an upload into the victim’s folder with a token that is %s',
    async (kind) => {
      const path = `${victim.user.id}/${crypto.randomUUID()}/planted.png`;
      const response = await fetch(`${stack.url}/storage/v1/object/story-images/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${forged[kind]}`, 'Content-Type': 'image/png' },
        body: readFileSync('public/icons/icon-192.png'),
      });
      expect(response.status).toBe(401);
      expect(
        (await fetch(`${stack.url}/storage/v1/object/public/story-images/${path}`)).status,
      ).toBe(404);
    },
  );

  it('the real token still works, for its own user only', async () => {
    const own = await fetch(`${stack.url}/rest/v1/stories?select=id`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${attacker.accessToken}` },
    });
    expect(own.status).toBe(200);
  });
});
