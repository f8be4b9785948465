export { StoryViewerPage } from './components/story-viewer-page';
export { StoryEnding } from './components/story-ending';
export { StoryNotOnDevice } from './components/story-not-on-device';
export { loadStoryForPage } from './data/load-story-for-page';
export { dropReadCopiesAfterChange } from './drop-read-copies-after-change';
export { forgetPrivateCopiesOnSignOut } from './forget-private-copies-on-sign-out';
