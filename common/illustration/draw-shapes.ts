// The SVG shapes pictures are made of, in whole units of a 320×200 view box (small pictures), and
// the pen that draws them: a seeded random source and the light of the scene's time of day.
import type { SeededRandom } from '../../supabase/functions/_shared/seeded-random.ts';
import { LIGHTS, mix } from './picture-palette.ts';
import type { TimeOfDay } from './picture-words.ts';

export interface Pen {
  random: SeededRandom;
  time: TimeOfDay;
  /** 1 for the youngest readers (fewer, bigger shapes) to 3. */
  detail: number;
  /** A colour as the scene's light shows it. */
  c(hex: string): string;
  /** A whole number between min and max. */
  at(min: number, max: number): number;
}

export function createPen(random: SeededRandom, time: TimeOfDay, detail: number): Pen {
  const light = LIGHTS[time];
  return {
    random,
    time,
    detail,
    c: (hex) => mix(hex, light.tint, light.amount),
    at: (min, max) => Math.round(min + random.next() * (max - min)),
  };
}

const r = Math.round;

export const circle = (cx: number, cy: number, radius: number, fill: string, more = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 10) / 10}" fill="${fill}"${more}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"/>`;

/** A rectangle; square-cornered ones are written as paths, which are shorter. */
export const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 0) =>
  rx
    ? `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" rx="${rx}" fill="${fill}"/>`
    : `<path d="M${r(x)} ${r(y)}h${r(width)}v${r(height)}h${-r(width)}z" fill="${fill}"/>`;

/** Many small dots of one colour in one path: stars, snowflakes. */
export const dots = (points: readonly (readonly [number, number])[], fill: string, size: number) =>
  `<path d="${points.map(([x, y]) => `M${r(x)} ${r(y)}h0`).join('')}" stroke="${fill}" stroke-width="${size}"/>`;

/** A soft light around a lamp, a star or a crystal: never outlined, whatever the style. */
export const glow = (cx: number, cy: number, radius: number, fill: string) =>
  circle(cx, cy, radius, fill, ' opacity=".35" stroke="none"');

/** A polygon through x,y pairs. */
export const poly = (points: readonly number[], fill: string, more = '') =>
  `<polygon points="${points.map(r).join(' ')}" fill="${fill}"${more}/>`;

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** An unfilled stroke: strings, stems, waves, arms (the picture rounds every line's ends). */
export const line = (d: string, stroke: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;

/** Ground from a wavy horizon at about `y` down to the bottom of the picture. */
export function ground(pen: Pen, y: number, fill: string): string {
  return path(
    `M0 ${y + pen.at(-6, 6)}Q160 ${y - pen.at(6, 16)} 320 ${y + pen.at(-6, 6)}V200H0Z`,
    fill,
  );
}

export function times(count: number, draw: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw(index)).join('');
}

export function tree(pen: Pen, x: number, base: number, size: number, leaf: string): string {
  const trunk = rect(x - size * 0.08, base - size * 0.5, size * 0.16, size * 0.5, pen.c('#7a5230'));
  return pen.random.next() < 0.5
    ? trunk + circle(x, base - size * 0.7, size * 0.38, leaf)
    : trunk +
        poly(
          [
            x - size * 0.36,
            base - size * 0.35,
            x,
            base - size * 1.2,
            x + size * 0.36,
            base - size * 0.35,
          ],
          leaf,
        );
}
