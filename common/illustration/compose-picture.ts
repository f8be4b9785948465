// Lays a scene out: the place's sky, far and near scenery (mirrored in half the layouts), the hero
// in one of three spots facing into the picture with the thing it carries, a companion beside it,
// and anything that falls or hangs in front. Every choice comes from the scene's seed.
import { createSeededRandom } from '../../supabase/functions/_shared/seeded-random.ts';
import { DRAW_ENCLOSED, type EnclosedPlace } from './draw-enclosed-places.ts';
import { HAND, HEAD_TOP, bodyOf, drawFigure } from './draw-figures.ts';
import { DRAW_OUTDOOR, type OutdoorPlace } from './draw-outdoor-places.ts';
import { createPen, type Pen } from './draw-shapes.ts';
import { drawSky, skyGradient } from './draw-sky.ts';
import { drawThing } from './draw-things.ts';
import { LIGHTS } from './picture-palette.ts';
import type { Figure, Place } from './picture-words.ts';
import type { PictureScene } from './read-scene.ts';

export interface ComposedPicture {
  /** Gradients the layers use. */
  defs: string;
  sky: string;
  far: string;
  near: string;
  figure: string;
  front: string;
  mirrored: boolean;
}

const SPOTS = [72, 160, 248];
const ENCLOSED = new Set<Place>(['underwater', 'space', 'home', 'library', 'cave']);

function isEnclosed(place: Place): place is EnclosedPlace {
  return ENCLOSED.has(place);
}

function figureGroup(
  pen: Pen,
  figure: Figure,
  x: number,
  facing: number,
  size: number,
  extra = '',
): string {
  const scale = (bodyOf(figure) === 'animal' ? 1.5 : 1.25) * size;
  return `<g transform="translate(${x} 180) scale(${facing * scale} ${scale})">${drawFigure(pen, figure)}${extra}</g>`;
}

function placeHero(pen: Pen, scene: PictureScene): string {
  const spot = SPOTS[scene.layout % 3] as number;
  const facing = spot < 160 ? 1 : spot > 160 ? -1 : scene.layout >= 3 ? -1 : 1;
  const body = bodyOf(scene.hero);
  const thing = drawThing(pen, scene.object, HAND[body], HEAD_TOP[body]);
  const hero = figureGroup(pen, scene.hero, spot, facing, 1, thing);
  if (!scene.companion) return hero;
  // A grown-up at the hero's side stands as tall as a grown-up; anyone else a little smaller.
  const size = scene.companion === 'adult' ? 1 : 0.75;
  const companion = figureGroup(pen, scene.companion, spot - facing * 46, facing, size);
  return companion + hero;
}

/** `id` prefixes the ids of the picture's gradients, so pictures on one page never share one. */
export function composePicture(scene: PictureScene, detail: number, id: string): ComposedPicture {
  const pen = createPen(createSeededRandom(scene.seed), scene.time, detail);
  const defs: string[] = [];
  const drawing = isEnclosed(scene.place)
    ? DRAW_ENCLOSED[scene.place](pen, { defs, id, words: scene.placeWords })
    : DRAW_OUTDOOR[scene.place as OutdoorPlace](pen, scene.placeWords);
  let sky = drawing.sky;
  if (sky === undefined) {
    const light = LIGHTS[scene.time];
    defs.push(skyGradient(`${id}0`, light.skyTop, light.skyBottom));
    sky = drawSky(pen, `${id}0`, 130);
  }
  return {
    defs: defs.join(''),
    sky,
    far: drawing.far,
    near: drawing.near,
    figure: placeHero(pen, scene),
    front: drawing.front ?? '',
    mirrored: scene.layout >= 3,
  };
}
