export { DiscoverPage } from './components/discover-page';
export type { DiscoverQuery, DiscoverSort } from './data/list-public-stories';
export { useStoryPublishing } from './hooks/use-story-publishing';
export { useUnpublishStory } from './hooks/use-unpublish-story';
