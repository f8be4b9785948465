// A published story's page and Discover arrive as finished HTML: the gateway renders them with the
// build's own server rendering bundle, reading as the anonymous role, so a phone paints their words
// before any script. Everything an author wrote is text in them (never markup or script), a story's
// head names it, and nothing unpublished ever appears.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderLivePages, LIVE_PAGE_PATHS } from '../../server/gateway/render-live-pages.ts';
import { serveBuiltApp } from '../../server/gateway/serve-built-app.ts';
import { BOOT_SCRIPT } from '../../scripts/boot-script.ts';
import { findInlineCode } from '../../common/find-inline-code.ts';
import { CHILD_PROFILE_COOKIE } from '../../common/server-rendered-pages.ts';
import { buildApp } from './support/build-app.ts';

const stack = inject('stack');
const site = 'https://stories.example';
let build: Awaited<ReturnType<typeof buildApp>>;
let app: Hono;

const serviceHeaders = {
  apikey: stack.anonKey,
  Authorization: `Bearer ${stack.serviceRoleKey}`,
  'Content-Type': 'application/json',
  Prefer: 'return=minimal',
};

/** A story with two parts, written as a reader's sync leaves it. */
async function writeStory(
  story: Record<string, unknown>,
  parts: [opening: string, ending: string],
): Promise<string> {
  const id = randomUUID();
  const written = await fetch(`${stack.url}/rest/v1/stories`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ id, genre: 'adventure', target_age: '7-9', ...story }),
  });
  expect(written.status, await written.text()).toBe(201);
  const opening = randomUUID();
  const segments = await fetch(`${stack.url}/rest/v1/story_segments`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify([
      {
        id: opening,
        story_id: id,
        parent_segment_id: null,
        triggering_choice_text: null,
        segment_text: parts[0],
        choices: ['On'],
        is_end: false,
        sequence_number: 1,
      },
      {
        id: randomUUID(),
        story_id: id,
        parent_segment_id: opening,
        triggering_choice_text: 'On',
        segment_text: parts[1],
        choices: [],
        is_end: true,
        sequence_number: 2,
      },
    ]),
  });
  expect(segments.status, await segments.text()).toBe(201);
  return id;
}

const published = () => ({ is_public: true, published_at: new Date().toISOString() });

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; type: string }> {
  const answer = await app.request(`${site}${path}`, { headers });
  return {
    status: answer.status,
    html: await answer.text(),
    type: answer.headers.get('content-type') ?? '',
  };
}

function dataBlockOf(html: string): unknown {
  const text = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

beforeAll(async () => {
  build = await buildApp();
  app = new Hono();
  const livePages = renderLivePages({
    distDir: build.dist,
    restUrl: `${stack.url}/rest/v1`,
    anonKey: stack.anonKey,
    siteUrl: () => site,
  });
  for (const path of LIVE_PAGE_PATHS) app.get(path, livePages);
  app.get('*', serveBuiltApp(build.dist));
}, 600_000);

afterAll(() => build?.remove());

describe('a published story’s page as the gateway serves it', () => {
  it('is the story’s text in HTML, with the head naming it and the data the app hydrates from', async () => {
    const id = await writeStory(
      {
        title: 'The Lighthouse Keeper’s Cat',
        description: 'A cat keeps the light.',
        ...published(),
      },
      ['Every night Pip climbed the hundred steps.', 'At the top the lamp shone across the sea.'],
    );
    const { status, html, type } = await get(`/story-viewer/${id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('data-prerendered');
    expect(html).toMatch(/<h1[^>]*>The Lighthouse Keeper’s Cat<\/h1>/);
    expect(html).toContain('Every night Pip climbed the hundred steps.');
    expect(html).toContain('At the top the lamp shone across the sea.');
    expect(html).toContain('<title>The Lighthouse Keeper’s Cat · StoryCanvas</title>');
    expect(html).toContain('<meta name="description" content="A cat keeps the light." />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain(`<link rel="canonical" href="${site}/story-viewer/${id}" />`);
    expect(html).toContain(`<meta property="og:url" content="${site}/story-viewer/${id}" />`);
    expect(html).toContain(`<meta property="og:image" content="${site}/icons/icon-512.png" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    // Two scripts: the boot script the CSP allows by its hash, first in <body> so the reader's font
    // size is set before the page paints, and the data block it never runs.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script data-modules="\/assets\/index-[\w-]+\.js /),
      '<script type="application/json" id="page-data">',
    ]);
    expect(findInlineCode(html, [BOOT_SCRIPT])).toBeUndefined();
    expect(JSON.stringify(dataBlockOf(html))).toContain('Every night Pip climbed');
  });

  it('shows an attacker’s title, description and parts as text, never as markup or script', async () => {
    const title = "</script><script>alert(1)</script> $& $'";
    const description = '"><svg onload=alert(2)>';
    const opening = '<img src=x onerror=alert(3)> and </textarea><iframe src=javascript:alert(4)>';
    const ending = '<!-- {{constructor}} --> \u2028 The end.';
    const id = await writeStory({ title, description, ...published() }, [opening, ending]);
    const { status, html } = await get(`/story-viewer/${id}`);
    expect(status).toBe(200);
    expect(findInlineCode(html, [BOOT_SCRIPT])).toBeUndefined();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<!-- {{constructor}}');
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt; and &lt;/textarea&gt;');
    expect(html).toContain(
      '<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; $&#39; · StoryCanvas</title>',
    );
    expect(html).toContain('content="&#34;&#62;&#60;svg onload=alert(2)&#62;"');
    // The data block gives the app back exactly what the author wrote.
    const data = JSON.stringify(dataBlockOf(html));
    for (const text of [title, description, opening]) expect(data).toContain(JSON.stringify(text));
  });

  it('is the app shell, naming nothing, for a private, deleted or unknown story or a bad id', async () => {
    const shell = (await get('/my-stories')).html;
    expect(shell).not.toContain('data-prerendered');
    const privateId = await writeStory({ title: 'My secret diary', is_public: false }, [
      'Only I may read this.',
      'The end.',
    ]);
    const deletedId = await writeStory(
      { title: 'Taken down', ...published(), deleted_at: new Date().toISOString() },
      ['A story that was removed.', 'The end.'],
    );
    for (const path of [
      `/story-viewer/${privateId}`,
      `/story-viewer/${deletedId}`,
      `/story-viewer/${randomUUID()}`,
      "/story-viewer/1' or '1'='1",
    ]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(html, path).toBe(shell);
      expect(html).not.toMatch(/secret|Only I may|Taken down|removed/);
    }
  });
});

describe('Discover as the gateway serves it', () => {
  const marker = `Lanternfish${randomUUID().slice(0, 6)}`;

  it('lists the first page of published stories its address asks for, and nothing private', async () => {
    await writeStory({ title: `${marker} and the tide`, ...published() }, ['A.', 'B.']);
    await writeStory({ title: `${marker} and the reef`, genre: 'mystery', ...published() }, [
      'C.',
      'D.',
    ]);
    await writeStory({ title: `${marker} in my diary`, is_public: false }, ['E.', 'F.']);

    const all = await get('/discover');
    expect(all.status).toBe(200);
    expect(all.html).toContain('data-prerendered');
    expect(all.html).toMatch(/<h1[^>]*>Discover stories<\/h1>/);
    expect(all.html).not.toContain('Loading...');
    // The newest first: both were published a moment ago.
    expect(all.html).toContain(`${marker} and the reef`);
    expect(all.html).toContain(`${marker} and the tide`);
    expect(all.html).not.toContain(`${marker} in my diary`);
    expect(all.html).toContain(`<link rel="canonical" href="${site}/discover" />`);
    expect(findInlineCode(all.html, [BOOT_SCRIPT])).toBeUndefined();
    expect(JSON.stringify(dataBlockOf(all.html))).toContain(`${marker} and the tide`);

    const searched = await get(`/discover?search=${marker}&genre=mystery`);
    expect(searched.status).toBe(200);
    expect(searched.html).toMatch(/role="status">1 story</);
    expect(searched.html).toContain(`${marker} and the reef`);
    expect(searched.html).not.toContain(`${marker} and the tide`);
    expect(searched.html).toContain(`<link rel="canonical" href="${site}/discover" />`);

    const sorted = await get(`/discover?search=${marker}&sort=longest`);
    expect(sorted.status).toBe(200);
    expect(sorted.html).toMatch(/role="status">2 stories</);
    expect(sorted.html).toContain('<option value="longest" selected="">Longest</option>');
  });

  it('shows an attacker’s title as text', async () => {
    const title = `${marker} </script><script>alert(1)</script><img src=x onerror=alert(2)>`;
    await writeStory({ title, ...published() }, ['A.', 'B.']);
    const { html } = await get(`/discover?search=${marker}`);
    expect(findInlineCode(html, [BOOT_SCRIPT])).toBeUndefined();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x');
    expect(JSON.stringify(dataBlockOf(html))).toContain(JSON.stringify(title).slice(1, -1));
  });

  it('leaves Discover to the app on a device with a child’s profile open, which lists only the child’s bands', async () => {
    await writeStory({ title: `${marker} for older readers`, ...published() }, ['A.', 'B.']);
    const { status, html } = await get(`/discover?search=${marker}`, {
      Cookie: `theme=dark; ${CHILD_PROFILE_COOKIE}=1`,
    });
    expect(status).toBe(200);
    expect(html).toContain('Loading...');
    expect(html).not.toContain(marker);
    expect(html).not.toContain('id="page-data"');
    const parent = await get(`/discover?search=${marker}`, { Cookie: `${CHILD_PROFILE_COOKIE}=` });
    expect(parent.html).toContain(`${marker} for older readers`);
  });

  it('leaves an address the app would rewrite to the prerendered page', async () => {
    // sort=newest is the default, which the app drops from the address.
    const { status, html } = await get('/discover?sort=newest');
    expect(status).toBe(200);
    expect(html).toContain('Loading...');
    expect(html).not.toContain('id="page-data"');
  });
});
