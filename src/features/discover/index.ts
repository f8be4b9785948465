export { DiscoverPage } from './components/discover-page';
export type { DiscoverQuery, DiscoverSort } from './data/list-public-stories';
