import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentHead, collectHeadTags, pageHead } from '@/app/head';

const rootHead = pageHead('StoryCanvas', 'Stories with AI help.')();
const pricingHead = pageHead('Pricing', 'StoryCanvas plans.')();
const settingsHead = pageHead('Settings', 'Your settings.', { indexable: false })();

beforeEach(() => {
  document.head.innerHTML =
    '<title>StoryCanvas</title><meta name="description" content="The shell description." />';
});

describe('the document head of a page', () => {
  it('takes the deepest page’s title, description and robots over the root’s, each tag once', () => {
    const tags = collectHeadTags([{ meta: rootHead.meta }, { meta: pricingHead.meta }]);
    applyDocumentHead(document, tags, new URL('https://storycanvas.example/pricing?ref=x#plans'));
    expect(document.title).toBe('Pricing · StoryCanvas');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'StoryCanvas plans.',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'index, follow',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Pricing',
    );
    // The canonical address drops the query and fragment, so shared variants count as one page.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://storycanvas.example/pricing',
    );
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://storycanvas.example/pricing',
    );
  });

  it('replaces the previous page’s tags on navigation and keeps private pages out of search', () => {
    applyDocumentHead(
      document,
      collectHeadTags([{ meta: rootHead.meta }, { meta: pricingHead.meta }]),
      new URL('https://storycanvas.example/pricing'),
    );
    applyDocumentHead(
      document,
      collectHeadTags([{ meta: rootHead.meta }, { meta: settingsHead.meta }]),
      new URL('https://storycanvas.example/settings'),
    );
    expect(document.title).toBe('Settings · StoryCanvas');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://storycanvas.example/settings',
    );
  });

  it('names the home page StoryCanvas alone', () => {
    applyDocumentHead(
      document,
      collectHeadTags([{ meta: rootHead.meta }]),
      new URL('https://storycanvas.example/'),
    );
    expect(document.title).toBe('StoryCanvas');
  });
});
