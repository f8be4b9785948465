export { SaveYourStoriesDialog } from './components/save-your-stories-dialog';
export { openSaveYourStories } from './hooks/use-anonymous-migration';
