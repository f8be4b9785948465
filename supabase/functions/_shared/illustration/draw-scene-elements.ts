// The shapes of each procedural scene, placed by a seeded random source so that the same
// segment always gets the same picture. Coordinates are in a 320×200 view box.
import type { SeededRandom } from '../seeded-random.ts';
import type { Scene } from './detect-scene.ts';
import type { Palette } from './scene-palettes.ts';

export interface DrawContext {
  random: SeededRandom;
  palette: Palette;
  /** Simpler, rounder shapes for the youngest readers; more detail for older ones. */
  detail: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const between = (random: SeededRandom, min: number, max: number) =>
  round(min + random.next() * (max - min));

function tree({ random, palette }: DrawContext, x: number, base: number, size: number): string {
  const trunk = `<rect x="${round(x - size * 0.08)}" y="${round(base - size * 0.45)}" width="${round(size * 0.16)}" height="${round(size * 0.45)}" fill="${palette.featureShade}"/>`;
  const crown =
    random.next() < 0.5
      ? `<circle cx="${x}" cy="${round(base - size * 0.6)}" r="${round(size * 0.35)}" fill="${palette.feature}"/>`
      : `<polygon points="${round(x - size * 0.35)},${round(base - size * 0.4)} ${x},${round(base - size * 1.1)} ${round(x + size * 0.35)},${round(base - size * 0.4)}" fill="${palette.feature}"/>`;
  return trunk + crown;
}

function forest(context: DrawContext): string {
  const count = 3 + context.detail * 2;
  return Array.from({ length: count }, () =>
    tree(
      context,
      between(context.random, 10, 310),
      between(context.random, 150, 175),
      between(context.random, 40, 80),
    ),
  ).join('');
}

function sea({ random, palette, detail }: DrawContext): string {
  const water = `<rect x="0" y="120" width="320" height="80" fill="${palette.feature}"/>`;
  const waves = Array.from({ length: 2 + detail }, (_, row) => {
    const y = 130 + row * 14;
    const offset = between(random, 0, 30);
    return `<path d="M${-offset} ${y} q20 -8 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" fill="none" stroke="${palette.accent}" stroke-width="2" opacity="0.7"/>`;
  }).join('');
  const boatX = between(random, 60, 240);
  const boat = `<path d="M${boatX - 22} 126 h44 l-8 12 h-28 z" fill="${palette.featureShade}"/><polygon points="${boatX},96 ${boatX},124 ${boatX + 18},124" fill="${palette.accent}"/>`;
  return water + waves + boat;
}

function castle({ random, palette, detail }: DrawContext): string {
  const x = between(random, 90, 170);
  const towers = Array.from({ length: 2 + Math.min(detail, 2) }, (_, index) => {
    const tx = x + index * 40 - 10;
    const height = between(random, 60, 90);
    return `<rect x="${tx}" y="${170 - height}" width="22" height="${height}" fill="${palette.featureShade}"/><polygon points="${tx - 4},${170 - height} ${tx + 11},${150 - height} ${tx + 26},${170 - height}" fill="${palette.accent}"/>`;
  }).join('');
  const keep = `<rect x="${x}" y="110" width="${40 + detail * 20}" height="60" fill="${palette.feature}"/><path d="M${x + 14} 170 v-18 a8 8 0 0 1 16 0 v18 z" fill="${palette.featureShade}"/>`;
  return keep + towers;
}

function space({ random, palette, detail }: DrawContext): string {
  const planets = Array.from({ length: 1 + detail }, () => {
    const cx = between(random, 30, 290);
    const cy = between(random, 30, 110);
    const r = between(random, 8, 26);
    const ring =
      random.next() < 0.5
        ? `<ellipse cx="${cx}" cy="${cy}" rx="${round(r * 1.7)}" ry="${round(r * 0.4)}" fill="none" stroke="${palette.featureShade}" stroke-width="2"/>`
        : '';
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.feature}"/>${ring}`;
  }).join('');
  const rocketX = between(random, 120, 200);
  const rocket = `<path d="M${rocketX} 92 q10 14 10 40 h-20 q0 -26 10 -40 z" fill="${palette.accent}"/><circle cx="${rocketX}" cy="116" r="4" fill="${palette.featureShade}"/>`;
  return planets + rocket;
}

function city({ random, palette, detail }: DrawContext): string {
  let x = 0;
  const buildings: string[] = [];
  while (x < 320) {
    const width = between(random, 28, 50);
    const height = between(random, 40, 100);
    const fill = random.next() < 0.5 ? palette.feature : palette.featureShade;
    const windows = Array.from(
      { length: detail + 1 },
      (_, row) =>
        `<rect x="${round(x + 6)}" y="${round(175 - height + 8 + row * 14)}" width="8" height="8" fill="${palette.accent}"/>`,
    ).join('');
    buildings.push(
      `<rect x="${x}" y="${round(175 - height)}" width="${width}" height="${height}" fill="${fill}"/>${windows}`,
    );
    x = round(x + width + between(random, 2, 8));
  }
  return buildings.join('');
}

function mountain({ random, palette, detail }: DrawContext): string {
  return Array.from({ length: 2 + detail }, () => {
    const peak = between(random, 20, 300);
    const height = between(random, 70, 120);
    const top = 170 - height;
    return `<polygon points="${round(peak - 70)},170 ${peak},${top} ${round(peak + 70)},170" fill="${palette.feature}"/><polygon points="${round(peak - 14)},${round(top + 20)} ${peak},${top} ${round(peak + 14)},${round(top + 20)}" fill="${palette.featureShade}"/>`;
  }).join('');
}

function desert({ random, palette, detail }: DrawContext): string {
  const dunes = Array.from(
    { length: 2 + detail },
    (_, index) =>
      `<ellipse cx="${between(random, 0, 320)}" cy="${175 + index * 4}" rx="${between(random, 80, 140)}" ry="${between(random, 18, 30)}" fill="${palette.groundShade}"/>`,
  ).join('');
  const cactusX = between(random, 40, 280);
  const cactus = `<rect x="${cactusX}" y="120" width="10" height="50" rx="5" fill="${palette.feature}"/><rect x="${cactusX - 12}" y="132" width="8" height="20" rx="4" fill="${palette.feature}"/><rect x="${cactusX + 14}" y="128" width="8" height="18" rx="4" fill="${palette.feature}"/>`;
  return dunes + cactus;
}

function snow({ random, palette, detail }: DrawContext): string {
  const pines = Array.from({ length: 2 + detail }, () => {
    const x = between(random, 20, 300);
    return `<polygon points="${round(x - 18)},165 ${x},${between(random, 100, 125)} ${round(x + 18)},165" fill="${palette.feature}"/>`;
  }).join('');
  const flakes = Array.from(
    { length: 10 + detail * 6 },
    () =>
      `<circle cx="${between(random, 0, 320)}" cy="${between(random, 0, 160)}" r="${between(random, 1, 2.5)}" fill="#ffffff"/>`,
  ).join('');
  return pines + flakes;
}

export const DRAW_SCENE: Record<Scene, (context: DrawContext) => string> = {
  forest,
  sea,
  castle,
  space,
  city,
  mountain,
  desert,
  snow,
};

/** The gradient id must be unique per picture: inline SVGs on one page share one id space. */
export function drawSky(
  { random, palette }: DrawContext,
  night: boolean,
  gradientId: string,
): string {
  const gradient = `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs><rect width="320" height="200" fill="url(#${gradientId})"/>`;
  const lightX = between(random, 30, 290);
  const light = night
    ? `<circle cx="${lightX}" cy="34" r="16" fill="${palette.light}"/><circle cx="${round(lightX + 7)}" cy="29" r="14" fill="${palette.skyTop}"/>`
    : `<circle cx="${lightX}" cy="36" r="20" fill="${palette.light}"/>`;
  const stars = night
    ? Array.from(
        { length: 24 },
        () =>
          `<circle cx="${between(random, 0, 320)}" cy="${between(random, 0, 110)}" r="${between(random, 0.6, 1.6)}" fill="#ffffff"/>`,
      ).join('')
    : '';
  return gradient + stars + light;
}

export function drawGround({ random, palette }: DrawContext): string {
  const left = between(random, 150, 170);
  const right = between(random, 150, 170);
  return `<path d="M0 ${left} Q160 ${between(random, 130, 150)} 320 ${right} V200 H0 Z" fill="${palette.ground}"/><path d="M0 185 Q160 ${between(random, 170, 180)} 320 188 V200 H0 Z" fill="${palette.groundShade}"/>`;
}
