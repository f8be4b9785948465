export { StoryViewerPage } from './components/story-viewer-page';
export { StoryEnding } from './components/story-ending';
export { loadStoryForPage } from './data/load-story-for-page';
