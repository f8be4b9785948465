import { describe, expect, it } from 'vitest';
import {
  applyDocumentHead,
  collectHeadTags,
  pageHead,
  publishedStoryHead,
  writeHeadTags,
} from '@/app/head';

const rootHead = pageHead('StoryCanvas', 'Stories with AI help.')();
const address = new URL('https://stories.example/story-viewer/7b1c?slideshow=true');

function headOf(story: Parameters<typeof publishedStoryHead>[0]) {
  return collectHeadTags([{ meta: rootHead.meta }, { meta: publishedStoryHead(story).meta }]);
}

describe('the head of a story’s page', () => {
  it('indexes a published story under its own title and description, with its cover', () => {
    const html = writeHeadTags(
      headOf({
        title: 'Pip & the "Great" Lamp',
        description: 'A cat keeps the light <burning>.',
        thumbnail_url: '/storage/v1/object/public/story-images/cover.png',
        is_public: true,
      }),
      address,
    );
    expect(html).toContain('<title>Pip &#38; the &#34;Great&#34; Lamp · StoryCanvas</title>');
    expect(html).toContain(
      '<meta name="description" content="A cat keeps the light &#60;burning&#62;." />',
    );
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://stories.example/storage/v1/object/public/story-images/cover.png" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://stories.example/story-viewer/7b1c" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://stories.example/story-viewer/7b1c" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<burning>');
  });

  it('keeps a private, unknown or unread story out of search results and says nothing of it', () => {
    for (const story of [
      { title: 'My secret diary', description: 'Only mine', is_public: false },
      null,
      undefined,
    ]) {
      const html = writeHeadTags(headOf(story), address);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).toContain('<title>Story viewer · StoryCanvas</title>');
      expect(html).not.toContain('secret');
    }
  });

  it('shares the app’s icon for a story without a cover, or with one that is no web address', () => {
    for (const thumbnail of [null, 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=x>']) {
      const html = writeHeadTags(
        headOf({ title: 'Pip', description: null, thumbnail_url: thumbnail, is_public: true }),
        address,
      );
      expect(html).toContain(
        '<meta property="og:image" content="https://stories.example/icons/icon-512.png" />',
      );
      expect(html).toContain('content="Pip: a branching, illustrated story on StoryCanvas."');
    }
  });

  it('is written into the live document the same way once the app runs, cover and all', () => {
    document.head.innerHTML = '<title>StoryCanvas</title>';
    const tags = headOf({
      title: 'Pip',
      description: 'A cat.',
      thumbnail_url: '/storage/v1/object/public/story-images/cover.png',
      is_public: true,
    });
    applyDocumentHead(document, tags, address);
    expect(document.title).toBe('Pip · StoryCanvas');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://stories.example/storage/v1/object/public/story-images/cover.png',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://stories.example/story-viewer/7b1c',
    );
  });
});
