export { CharactersPage } from './components/characters-page';
