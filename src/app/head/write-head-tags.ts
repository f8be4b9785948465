import type { HeadTag } from './collect-head-tags';
import { DEFAULT_STORY_COVER } from './published-story-head';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Link previews need a full address for the picture, and a story's cover may be a path on this
 * site; anything but a web address (a data: or javascript: URL an author stored) is not shown.
 */
export function absoluteImageAddress(content: string, origin: string): string {
  try {
    const image = new URL(content, origin);
    if (image.protocol === 'https:' || image.protocol === 'http:') return image.href;
  } catch {
    // An address that does not parse is no picture either.
  }
  return new URL(DEFAULT_STORY_COVER, origin).href;
}

/**
 * A page's head tags as HTML, every value escaped (a story's title and description are the
 * author's text). Given the page's address, as the server knows it, it also names the canonical
 * address and og:url, and makes og:image a full address, as the browser's head does on navigation.
 */
export function writeHeadTags(tags: readonly HeadTag[], address?: URL): string {
  const canonical = address ? `${address.origin}${address.pathname}` : undefined;
  const written = tags
    .filter((tag) => tag.attrs.property !== 'og:url')
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text ?? '')}</title>`;
      const attributes = Object.entries(tag.attrs).map(([name, value]) => {
        const shown =
          address && name === 'content' && tag.attrs.property === 'og:image'
            ? absoluteImageAddress(value, address.origin)
            : value;
        return `${name}="${escapeHtml(shown)}"`;
      });
      return `<meta ${attributes.join(' ')} />`;
    });
  if (canonical)
    written.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    );
  return written.join('\n    ');
}
