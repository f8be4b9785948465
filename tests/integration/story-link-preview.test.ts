// A shared link to a published story shows its title, description and cover: the gateway writes
// them into the document's head for crawlers that never run the app; private stories stay unnamed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  describePublishedStory,
  LINK_PREVIEW_PATHS,
} from '../../server/gateway/describe-published-story.ts';

const stack = inject('stack');
const shell =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The shell." /><title>StoryCanvas</title></head><body><div id="root"></div></body></html>';
let dist: string;
let app: Hono;

async function writeStory(fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const response = await fetch(`${stack.url}/rest/v1/stories`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ id, ...fields }),
  });
  expect(response.status).toBe(201);
  return id;
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'storycanvas-preview-'));
  writeFileSync(join(dist, 'index.html'), shell);
  app = new Hono();
  // Read as any stranger would: PostgREST with the anonymous key.
  const source = { restUrl: `${stack.url}/rest/v1`, anonKey: stack.anonKey };
  for (const path of LINK_PREVIEW_PATHS) app.get(path, describePublishedStory(source, dist));
  app.get('*', (c) => c.html(shell));
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('link previews of stories', () => {
  it('describe a published story with its title, description, cover and address, escaped', async () => {
    const id = await writeStory({
      title: 'Pip & the "Great" Lamp',
      description: 'A cat keeps the light <burning>.',
      thumbnail_url: '/storage/v1/object/public/story-images/cover.png',
      is_public: true,
      published_at: new Date().toISOString(),
    });
    const answer = await app.request(`https://stories.example/story/${id}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    // The reader's address, where a shared link is read, is described the same way.
    expect(await (await app.request(`https://stories.example/story-viewer/${id}`)).text()).toBe(
      html,
    );
    expect(html).toContain('<title>Pip &#38; the &#34;Great&#34; Lamp · StoryCanvas</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="A cat keeps the light &#60;burning&#62;."');
    expect(html).toContain(
      '<meta property="og:image" content="https://stories.example/storage/v1/object/public/story-images/cover.png" />',
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://stories.example/story-viewer/${id}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).not.toContain('<burning>');
  });

  it('say nothing about a private story, a deleted one, or a malformed id', async () => {
    const privateId = await writeStory({ title: 'My secret diary', is_public: false });
    const deletedId = await writeStory({
      title: 'Taken down',
      is_public: true,
      published_at: new Date().toISOString(),
      deleted_at: new Date().toISOString(),
    });
    for (const path of [
      `/story/${privateId}`,
      `/story-viewer/${privateId}`,
      `/story/${deletedId}`,
      "/story/1' or '1'='1",
    ]) {
      const html = await (await app.request(`https://stories.example${path}`)).text();
      expect(html, path).toBe(shell);
    }
  });
});
