export { MyStoriesPage } from './components/my-stories-page';
export { StoryEditorPage } from './components/story-editor-page';
