// The picture a part gets when no image provider is set or the device is offline: a small,
// deterministic SVG of the part's scene in the story's visual style, with alt text that says
// what it shows. Read the scene, compose it, render it in the style.
import type { AgeId } from '../../supabase/functions/_shared/age-bands.ts';
import { composePicture } from './compose-picture.ts';
import { describePicture } from './describe-picture.ts';
import { readScene, type PictureScene, type SceneInput } from './read-scene.ts';
import { renderPicture } from './render-picture.ts';
import { pictureStyleOf, type PictureStyle } from './style-filters.ts';

export interface IllustrationInput extends SceneInput {
  /** The story's picture style as the wizard names it ("watercolor", "pencil sketch" …). */
  style?: string;
}

export interface ProceduralIllustration {
  svg: string;
  alt: string;
  scene: PictureScene;
  style: PictureStyle;
}

const DETAIL_BY_AGE: Record<AgeId, number> = { '4-6': 1, '7-9': 2, '10-12': 2, teen: 3, adult: 3 };

export function drawProceduralIllustration(input: IllustrationInput): ProceduralIllustration {
  const scene = readScene(input);
  const style = pictureStyleOf(input.style ?? 'storybook');
  const id = `p${scene.seed.toString(36).slice(0, 3)}`;
  const picture = composePicture(scene, DETAIL_BY_AGE[input.age], id);
  return {
    svg: renderPicture(picture, style, id, scene.seed),
    alt: describePicture(scene),
    scene,
    style,
  };
}
