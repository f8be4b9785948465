// The picture a segment gets when no image provider is set or the device is offline: a
// deterministic SVG drawn from the genre, the reader's age and the scene words of the segment.
import type { AgeId } from '../story-engine/age-bands.ts';
import { GENRES, type GenreSlug } from '../story-engine/genres.ts';
import { createSeededRandom, hashText } from '../seeded-random.ts';
import { detectScene, isScene, type Scene } from './detect-scene.ts';
import { DRAW_SCENE, drawGround, drawSky } from './draw-scene-elements.ts';
import { scenePalette } from './scene-palettes.ts';

export interface IllustrationInput {
  genre: GenreSlug;
  age: AgeId;
  /** The segment's image prompt or text: its scene words choose what is drawn. */
  text: string;
}

export interface ProceduralIllustration {
  svg: string;
  scene: Scene;
  night: boolean;
}

const DETAIL_BY_AGE: Record<AgeId, number> = { '4-6': 1, '7-9': 2, '10-12': 2, teen: 3, adult: 3 };

export function drawProceduralIllustration({
  genre,
  age,
  text,
}: IllustrationInput): ProceduralIllustration {
  const genreScene = GENRES[genre].scene;
  const reading = detectScene(text, isScene(genreScene) ? genreScene : 'forest');
  const night = reading.night || genreScene === 'night';
  const seed = hashText(`${genre}|${age}|${text}`);
  const random = createSeededRandom(seed);
  const palette = scenePalette(reading.scene, night);
  const context = { random, palette, detail: DETAIL_BY_AGE[age] };
  const background = reading.extras
    .filter((extra) => extra !== 'sea' && extra !== 'space')
    .slice(0, 1)
    .map((extra) => `<g opacity="0.45">${DRAW_SCENE[extra](context)}</g>`)
    .join('');
  const body = [
    drawSky(context, night || reading.scene === 'space', `sky-${seed.toString(36)}`),
    reading.scene === 'sea' ? '' : drawGround(context),
    background,
    DRAW_SCENE[reading.scene](context),
  ].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">${body}</svg>`;
  return { svg, scene: reading.scene, night };
}
