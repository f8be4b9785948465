import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createPageQueryClient } from '@/app/page-data/create-page-query-client';
import { readPageData } from '@/app/page-data/read-page-data';
import { writePageData } from '@/app/page-data/write-page-data';
import { findInlineCode } from '@common/find-inline-code.ts';

const hostile = {
  title: '</script><script>alert(1)</script>',
  text: '<img src=x onerror=alert(1)> <!-- & \u2028 \u2029 "quoted" \'single\'',
};

function pageWith(block: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = `<div id="root"></div>${block}`;
  return page;
}

describe('the data a server-rendered page carries', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['readable-story', 'a1', true], hostile);
  const block = writePageData(dehydrate(queryClient));

  it('is a JSON data block the author’s text cannot end or turn into markup', () => {
    expect(block).toMatch(/^<script type="application\/json" id="page-data">[^<]*<\/script>$/);
    expect(block).not.toContain('</script><script>');
    expect(block).not.toContain('<img');
    expect(block).not.toMatch(/[\u2028\u2029]/);
    // The CSP's one inline exception stays the boot script: a data block is never run.
    expect(findInlineCode(`<p>Story</p>${block}`)).toBeUndefined();
    expect(findInlineCode(`${block.replace('\\u003c', '<')}`)).toBeTruthy();
  });

  it('reads back exactly what the server read, into the browser’s first query cache', () => {
    const page = pageWith(block);
    expect(readPageData(page)?.queries).toHaveLength(1);
    const browserCache = createPageQueryClient(page);
    expect(browserCache.getQueryData(['readable-story', 'a1', true])).toEqual(hostile);
  });

  it('leaves the cache empty for a page without a block, or with one that is not ours', () => {
    expect(readPageData(pageWith(''))).toBeUndefined();
    expect(
      readPageData(pageWith('<script type="application/json" id="page-data">{oops</script>')),
    ).toBeUndefined();
    expect(
      readPageData(pageWith('<script type="application/json" id="page-data">null</script>')),
    ).toBeUndefined();
    expect(createPageQueryClient(pageWith('')).getQueryCache().getAll()).toHaveLength(0);
  });
});
