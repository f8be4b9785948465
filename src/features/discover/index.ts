export { DiscoverPage } from './components/discover-page';
