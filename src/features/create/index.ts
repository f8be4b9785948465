export { CreateLanding } from './components/create-landing';
export { AgeStep } from './components/age-step';
export { GenreStep } from './components/genre-step';
export { PromptStep } from './components/prompt-step';
export { StartingPointStep } from './components/starting-point-step';
export { CustomizeStep } from './components/customize-step';
export { StoryPage } from './components/story/story-page';
export type { SavedCharacter } from './components/character-picker';
