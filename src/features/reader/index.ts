export { StoryViewerPage } from './components/story-viewer-page';
export { StoryEnding } from './components/story-ending';
export { StoryNotOnDevice } from './components/story-not-on-device';
