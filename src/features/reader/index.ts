export { StoryViewerPage } from './components/story-viewer-page';
