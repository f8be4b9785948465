// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyOf, createLivePageCache } from '../../../../server/gateway/live-page-cache.ts';

/** A render whose pages say which render made them, finished when the test says so. */
function controlledRenders() {
  const finishers: ((html: string | undefined) => void)[] = [];
  let started = 0;
  return {
    render: () => {
      started += 1;
      return new Promise<string | undefined>((resolve) => finishers.push(resolve));
    },
    finish: (index: number, html: string | undefined) => finishers[index]!(html),
    started: () => started,
  };
}

describe('the live page cache', () => {
  it('gives visitors who ask at once the one page rendered for the first of them', async () => {
    const cache = createLivePageCache();
    const renders = controlledRenders();
    const visits = Array.from({ length: 40 }, () => cache.read('/discover', renders.render));
    renders.finish(0, '<p>page one</p>');
    const pages = await Promise.all(visits);
    expect(renders.started()).toBe(1);
    expect(pages.map((page) => page?.html)).toEqual(Array(40).fill('<p>page one</p>'));
  });

  it('serves a page again for its seconds, then renders it afresh', async () => {
    let clock = 0;
    const cache = createLivePageCache({ ttlMs: 3000, now: () => clock });
    let rendered = 0;
    const render = () => Promise.resolve(`<p>render ${++rendered}</p>`);
    expect((await cache.read('/discover', render))?.html).toBe('<p>render 1</p>');
    clock = 2999;
    expect((await cache.read('/discover', render))?.html).toBe('<p>render 1</p>');
    expect((await cache.read('/discover?genre=mystery', render))?.html).toBe('<p>render 2</p>');
    clock = 3000;
    expect((await cache.read('/discover', render))?.html).toBe('<p>render 3</p>');
  });

  it('shows what a write changed on the next visit, even when the write came during a render', async () => {
    const cache = createLivePageCache();
    const renders = controlledRenders();
    const before = cache.read('/discover', renders.render);
    cache.forget();
    renders.finish(0, '<p>before the story was published</p>');
    expect((await before)?.html).toBe('<p>before the story was published</p>');

    const after = cache.read('/discover', renders.render);
    renders.finish(1, '<p>with the new story</p>');
    expect((await after)?.html).toBe('<p>with the new story</p>');
    expect(renders.started()).toBe(2);
  });

  it('keeps no page that did not render, so the next visitor tries again', async () => {
    const cache = createLivePageCache();
    expect(await cache.read('/discover', () => Promise.resolve(undefined))).toBeUndefined();
    expect(await cache.read('/discover', () => Promise.reject(new Error('read failed')))).toBe(
      undefined,
    );
    expect((await cache.read('/discover', () => Promise.resolve('<p>ok</p>')))?.html).toBe(
      '<p>ok</p>',
    );
  });

  it('sends each encoding the visitor accepts, decoding to the same page', async () => {
    const cache = createLivePageCache();
    const html = `<ul>${'<li>A story</li>'.repeat(200)}</ul>`;
    const page = (await cache.read('/discover', () => Promise.resolve(html)))!;
    expect(brotliDecompressSync(bodyOf(page, 'br')).toString()).toBe(html);
    expect(gunzipSync(bodyOf(page, 'gzip')).toString()).toBe(html);
    expect(bodyOf(page, undefined).toString()).toBe(html);
    expect(bodyOf(page, 'br')).toBe(bodyOf(page, 'br'));
  });
});
