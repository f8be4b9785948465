// Writes a composed picture as one small SVG document in a visual style: the scene is defined once
// and shown through the style's filter, and the style's textures use it again as a mask. Every
// reference is to an id inside the document; there is no script, no text and nothing external.
import type { ComposedPicture } from './compose-picture.ts';
import { STYLE_LOOKS, type Layer, type PictureStyle } from './style-filters.ts';

const MIRROR = 'transform="matrix(-1 0 0 1 320 0)"';

function group(content: string, attributes: string): string {
  if (!content) return '';
  return attributes ? `<g ${attributes}>${content}</g>` : `<g>${content}</g>`;
}

export function renderPicture(
  picture: ComposedPicture,
  style: PictureStyle,
  id: string,
  seed: number,
): string {
  const look = STYLE_LOOKS[style];
  const scene = `${id}s`;
  const layer = (name: Layer, content: string, mirror = false) =>
    group(content, [look.layers[name], mirror ? MIRROR : ''].filter(Boolean).join(' '));
  const body =
    picture.sky +
    layer('far', picture.far, picture.mirrored) +
    layer('near', picture.near, picture.mirrored) +
    layer('figure', picture.figure) +
    layer('front', picture.front);
  const shown = look.filter
    ? `<use href="#${scene}" filter="url(#${id}f)"/>`
    : `<use href="#${scene}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" color-interpolation-filters="sRGB">` +
    `<defs>${picture.defs}${look.defs(id, scene, seed)}<g id="${scene}" stroke-linecap="round">${body}</g></defs>` +
    `${shown}${look.overlay(id)}</svg>`
  );
}
