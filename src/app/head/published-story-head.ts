import { pageHead, SITE_NAME } from './page-head';

/** What the head says about a story: the fields every way of reading one has in common. */
export interface StoryHeadFields {
  title: string;
  description: string | null;
  thumbnail_url?: string | null;
  is_public: boolean;
}

/** The cover a story without a picture of its own is shared with. */
export const DEFAULT_STORY_COVER = '/icons/icon-512.png';

const privateStoryHead = pageHead('Story viewer', 'Read a StoryCanvas story.', {
  indexable: false,
});

/**
 * A published story's page is indexed under its own title and description, and a shared link
 * shows its cover; any other story (private, unknown, not loaded) stays out of search results and
 * says nothing about itself.
 */
export function publishedStoryHead(story: StoryHeadFields | null | undefined) {
  if (!story?.is_public) return privateStoryHead();
  const title = story.title.trim() || 'Untitled story';
  const description =
    story.description?.trim() || `${title}: a branching, illustrated story on StoryCanvas.`;
  return {
    meta: [
      { title: `${title} · ${SITE_NAME}` },
      { name: 'description', content: description },
      { name: 'robots', content: 'index, follow' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: 'article' },
      { property: 'og:image', content: story.thumbnail_url || DEFAULT_STORY_COVER },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
  };
}
