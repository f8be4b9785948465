export { NarratedText } from './components/narrated-text';
export {
  CloudNarration,
  CLOUD_NARRATION_MAX_CHARS,
  type NarrationErrorActions,
} from './components/cloud-narration';
export { SlideNarrator } from './components/slide-narrator';
