// Procedural pictures: drawn on the device from a part's words, in the story's visual style.
export {
  drawProceduralIllustration,
  type IllustrationInput,
  type ProceduralIllustration,
} from './draw-procedural-illustration.ts';
export { readScene, type PictureScene, type SceneInput } from './read-scene.ts';
export { PICTURE_STYLES, pictureStyleOf, type PictureStyle } from './style-filters.ts';
export {
  PLACES,
  TIMES,
  FIGURES,
  THINGS,
  placeOfPhrase,
  type Place,
  type TimeOfDay,
  type Figure,
  type Thing,
} from './picture-words.ts';
