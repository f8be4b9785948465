/** What a route tells search engines and link previews about itself (its `head` option). */
export interface PageHeadOptions {
  /** Private, personal or diagnostic pages stay out of search results. */
  indexable?: boolean;
}

export const SITE_NAME = 'StoryCanvas';

export function pageHead(title: string, description: string, options: PageHeadOptions = {}) {
  const indexable = options.indexable ?? true;
  return () => ({
    meta: [
      { title: title === SITE_NAME ? title : `${title} · ${SITE_NAME}` },
      { name: 'description', content: description },
      { name: 'robots', content: indexable ? 'index, follow' : 'noindex, nofollow' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: 'website' },
    ],
  });
}
