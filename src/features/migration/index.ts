export { SaveYourStoriesDialog } from './components/save-your-stories-dialog';
export { SaveYourStoriesButton } from './components/save-your-stories-button';
export { openSaveYourStories } from './hooks/use-anonymous-migration';
