// The sky over an outdoor scene: its gradient, the sun or the moon where the time of day puts it,
// stars at night and clouds by day.
import { circle, dots, ellipse, glow, rect, type Pen } from './draw-shapes.ts';
import { LIGHTS } from './picture-palette.ts';

export function skyGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function stars(pen: Pen, count: number, bottom: number): string {
  const points = Array.from({ length: count }, () => [pen.at(4, 316), pen.at(4, bottom)] as const);
  return dots(points.slice(0, count / 2), '#fff', 2) + dots(points.slice(count / 2), '#fff', 3);
}

function cloud(pen: Pen, x: number, y: number, size: number): string {
  const fill = pen.c('#ffffff');
  return (
    ellipse(x, y, size * 1.6, size * 0.55, fill) +
    circle(x - size * 0.5, y - size * 0.3, size * 0.55, fill) +
    circle(x + size * 0.3, y - size * 0.45, size * 0.7, fill)
  );
}

/** The sky with its gradient `gradient` (defined by the caller's defs). */
export function drawSky(pen: Pen, gradient: string, horizon: number): string {
  const light = LIGHTS[pen.time];
  const x = pen.at(40, 280);
  const y = horizon - 18 - light.height * (horizon - 40);
  const parts = [rect(0, 0, 320, 200, `url(#${gradient})`)];
  if (pen.time === 'night') {
    parts.push(stars(pen, 8 + pen.detail * 4, horizon - 20));
    parts.push(circle(x, y, 14, light.body), circle(x + 6, y - 4, 12, light.skyTop));
  } else {
    const size = pen.time === 'sunset' ? 24 : 17;
    parts.push(glow(x, y, size + 6, light.body), circle(x, y, size, light.body));
    for (let index = 0; index < pen.detail; index += 1)
      parts.push(cloud(pen, pen.at(20, 300), pen.at(22, horizon - 50), pen.at(9, 15)));
  }
  return parts.join('');
}
