export { CharactersPage } from './components/characters-page';
export { useSavedCharacters } from './hooks/use-saved-characters';
