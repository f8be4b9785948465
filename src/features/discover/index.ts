export { DiscoverPage } from './components/discover-page';
export type { DiscoverQuery } from './data/list-public-stories';
export {
  DEFAULT_DISCOVER_SEARCH,
  readDiscoverSearch,
  type DiscoverSearch,
  type DiscoverSort,
} from './read-discover-search';
export { useStoryPublishing } from './hooks/use-story-publishing';
export { useUnpublishStory } from './hooks/use-unpublish-story';
export { loadDiscoverPage } from './data/load-discover-page';
