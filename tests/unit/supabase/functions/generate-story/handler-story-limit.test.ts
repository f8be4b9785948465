// @vitest-environment node
import { describe, expect, it } from 'vitest';
import handleGenerateStory from '../../../../../supabase/functions/generate-story/handler.ts';

const opening = { age: '7-9', genre: 'mystery', prompt: 'A missing cake', history: [], choice: '' };
/** Nothing listens here: any call the handler makes to the database fails at once. */
const unreachableProject = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' };

function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature-checked-by-the-host`;
}

function post(body: unknown, token?: string): Request {
  return new Request('http://local/functions/v1/generate-story', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const signedIn = tokenFor({ sub: '6a8f7f0e-3a61-4a8e-9d38-0c1f4c7d2b11', role: 'authenticated' });

describe('generate-story and the stories-per-month limit', () => {
  it('checks a signed-in caller’s new story before writing it, and says so when it cannot be checked', async () => {
    const response = await handleGenerateStory(
      post({ ...opening, story_id: crypto.randomUUID() }, signedIn),
      unreachableProject,
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^Your stories this month could not be checked/,
    );
  });

  it('continues and finishes a signed-in caller’s story without a new-story check', async () => {
    for (const body of [
      { ...opening, history: ['Once upon a time.'], choice: 'Follow the crumbs' },
      { ...opening, history: ['Once upon a time.'], finish: true },
    ]) {
      const response = await handleGenerateStory(post(body, signedIn), unreachableProject);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { model_used: string }).model_used).toBe(
        'storycanvas-storyteller',
      );
    }
  });

  it('lets visitors and the anon key start stories: they are kept on the device, not counted', async () => {
    for (const token of [undefined, tokenFor({ role: 'anon' })]) {
      const response = await handleGenerateStory(post(opening, token), unreachableProject);
      expect(response.status).toBe(200);
    }
  });

  it('refuses a story_id that is not a UUID, naming the field', async () => {
    const response = await handleGenerateStory(
      post({ ...opening, story_id: 'story-1' }, signedIn),
      unreachableProject,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'story_id',
      error: 'story_id must be a UUID',
    });
  });
});
