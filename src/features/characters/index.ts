export { CharactersPage } from './components/characters-page';
export { CharacterForm, type CharacterFormProps } from './components/character-form';
export { useSavedCharacters } from './hooks/use-saved-characters';
