export { NarratedText } from './components/narrated-text';
