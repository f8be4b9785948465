// Bad input at the API prefixes the gateway owns (Storage, REST, functions, /api, the dev outbox):
// each answers a JSON error with the status that says what was wrong, never a 500 and never the
// app's index.html. (/auth/v1 is the auth service's and has its own suite.)
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';

describe('every API prefix answers JSON errors', () => {
  const stack = inject('stack');
  let user: TestUser;
  const auth = () => ({ Authorization: `Bearer ${user.accessToken}`, apikey: stack.anonKey });

  beforeAll(async () => {
    user = await signUpTestUser('json-errors');
  });

  const expectJsonError = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toBeNull();
    expect(JSON.stringify(body)).not.toContain('<html');
  };

  it.each([
    '/storage/v1/object/public/story-images/%E0%A4%A',
    '/storage/v1/object/story-images/%zz/picture.png',
  ])('GET %s (a broken percent-encoding) is a 400', async (path) => {
    await expectJsonError(await fetch(`${stack.url}${path}`, { headers: auth() }), 400);
  });

  it('an upload to a broken percent-encoded path is a 400', async () => {
    const response = await fetch(
      `${stack.url}/storage/v1/object/story-images/${user.user.id}/%E0%A4%A.png`,
      {
        method: 'POST',
        headers: { ...auth(), 'Content-Type': 'image/png' },
        body: 'x',
      },
    );
    await expectJsonError(response, 400);
  });

  it.each(['null', '[]', '"prefix"', '{not json'])('a list body of %s is a 400', async (body) => {
    const response = await fetch(`${stack.url}/storage/v1/object/list/story-images`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body,
    });
    await expectJsonError(response, 400);
  });

  it.each(['null', '[]', '{"prefixes":"a"}'])('a delete body of %s is a 400', async (body) => {
    const response = await fetch(`${stack.url}/storage/v1/object/story-images`, {
      method: 'DELETE',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body,
    });
    await expectJsonError(response, 400);
  });

  it.each([
    '/storage/v1',
    '/storage/v1/',
    '/storage/v1/bucket',
    '/storage/v1/unknown/path',
    '/storage/v1/object/public/no-such-bucket/a.png',
    '/functions/v1',
    '/functions/v1/no-such-function',
    '/functions/v1/generate-story/extra/path',
    '/api',
    '/api/unknown',
  ])('GET %s is a JSON 404, not the app', async (path) => {
    await expectJsonError(await fetch(`${stack.url}${path}`, { headers: auth() }), 404);
  });

  it('REST answers its own JSON errors for an unknown table and a bad filter', async () => {
    await expectJsonError(
      await fetch(`${stack.url}/rest/v1/no_such_table`, { headers: auth() }),
      404,
    );
    await expectJsonError(
      await fetch(`${stack.url}/rest/v1/stories?id=eq.not-a-uuid`, { headers: auth() }),
      400,
    );
  });
});
