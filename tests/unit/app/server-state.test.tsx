// @vitest-environment node
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { needsServerState } from '@/app/server-state';
import { readServerState } from '@/app/server-state/load-server-state';
import { createQueryClient } from '@/lib/query-client';

/** Renders a page as the browser first does: with no query client unless one is given. */
async function renderPage(path: string, withClient = false) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const errors: string[] = [];
  const html = await new Promise<string>((resolve) => {
    let text = '';
    const stream = renderToPipeableStream(
      <AppProviders router={router} queryClient={withClient ? createQueryClient() : undefined} />,
      {
        onError: (error) => void errors.push(String(error)),
        onAllReady: () =>
          stream.pipe(
            new Writable({
              write: (chunk: Buffer, _encoding, done) => {
                text += chunk.toString();
                done();
              },
            }).on('finish', () => resolve(text)),
          ),
      },
    );
  });
  return { html, errors };
}

const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
const pagesWithoutServerState = Object.values(router.routesById)
  .filter((route) => route.options.staticData?.withoutServerState && route.options.component)
  .filter((route) => route.id !== '__root__')
  .map((route) => (route.fullPath as string).replace(/(.)\/$/, '$1'));

describe('pages that start before the query client has loaded', { timeout: 60_000 }, () => {
  it('include the home page and the public information and sign-in pages', () => {
    expect(pagesWithoutServerState).toEqual(
      expect.arrayContaining(['/', '/about', '/privacy-policy', '/create', '/auth/signin']),
    );
  });

  it.each(pagesWithoutServerState)('%s renders with no query client', async (path) => {
    const { html, errors } = await renderPage(path);
    expect(errors).toEqual([]);
    expect(html).toMatch(/<main[^>]*>[^]*<[a-z][^]*<\/main>/);
  });

  it('a page that reads server state cannot, so it waits for the client (and renders with one)', async () => {
    expect((await renderPage('/pricing')).errors.join()).toMatch(/No QueryClient set/);
    expect((await renderPage('/pricing', true)).errors).toEqual([]);
  });
});

describe('the root route before a page loads', () => {
  const page = (...marks: Array<boolean | undefined>) => ({
    matches: marks.map((withoutServerState) => ({ staticData: { withoutServerState } })),
  });

  it('loads nothing on the server, where each render brings its own client', () => {
    expect(needsServerState(page(true, undefined))).toBeUndefined();
  });

  it('in the browser, loads the client before a page that reads server state, and only then', async () => {
    vi.stubGlobal('document', {});
    try {
      expect(needsServerState(page(true, true))).toBeUndefined();
      expect(readServerState()).toBeNull();
      await needsServerState(page(true, undefined));
      expect(readServerState()).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
