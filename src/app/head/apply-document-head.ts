import type { HeadTag } from './collect-head-tags';
import { absoluteImageAddress } from './write-head-tags';

/** Writes the page's title, meta tags, canonical link and og:url into the live document head,
 * replacing the previous page's, so a client-side navigation reads like a fresh load. */
export function applyDocumentHead(document: Document, tags: HeadTag[], url: URL): void {
  const head = document.head;
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text ?? '';
      continue;
    }
    const key = tag.attrs.name !== undefined ? 'name' : 'property';
    const value = tag.attrs[key] ?? '';
    let element = [...head.querySelectorAll<HTMLMetaElement>(`meta[${key}]`)].find(
      (candidate) => candidate.getAttribute(key) === value,
    );
    if (!element) {
      element = document.createElement('meta');
      head.append(element);
    }
    for (const [name, content] of Object.entries(tag.attrs))
      element.setAttribute(
        name,
        name === 'content' && value === 'og:image'
          ? absoluteImageAddress(content, url.origin)
          : content,
      );
  }
  const address = `${url.origin}${url.pathname}`;
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    head.append(canonical);
  }
  canonical.href = address;
  let ogUrl = head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (!ogUrl) {
    ogUrl = document.createElement('meta');
    ogUrl.setAttribute('property', 'og:url');
    head.append(ogUrl);
  }
  ogUrl.content = address;
}
