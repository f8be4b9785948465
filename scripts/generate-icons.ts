// Draws the StoryCanvas mark (an open book crossed by a brush stroke, in the theme's indigo and
// berry) and writes public/favicon.svg and the PNG app icons the manifest lists, including a
// maskable one whose artwork stays inside the 80 % safe zone. Run: node --import tsx scripts/generate-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const indigo = '#4c3fb1';
const indigoDeep = '#2f2780';
const berry = '#a3336b';
const paper = '#fbfaff';
const ink = '#c9c3ee';

const artwork = `
  <path d="M256 392 C 200 360, 140 356, 84 372 L 84 168 L 256 196 L 428 168 L 428 372 C 372 356, 312 360, 256 392 Z" fill="${indigoDeep}"/>
  <path d="M256 186 C 212 150, 152 142, 100 156 L 100 356 C 152 344, 212 350, 256 380 Z" fill="${paper}"/>
  <path d="M256 186 C 300 150, 360 142, 412 156 L 412 356 C 360 344, 300 350, 256 380 Z" fill="${paper}"/>
  <path d="M256 186 L 256 380" stroke="${ink}" stroke-width="4"/>
  <g stroke="${ink}" stroke-width="8" stroke-linecap="round" fill="none">
    <path d="M128 200 C 165 192, 200 196, 230 210"/>
    <path d="M128 236 C 165 228, 200 232, 230 246"/>
    <path d="M282 210 C 312 196, 347 192, 384 200"/>
  </g>
  <path d="M118 330 C 178 262, 262 322, 386 214 C 396 206, 410 216, 402 226 C 282 352, 192 300, 132 342 C 122 349, 110 339, 118 330 Z" fill="${berry}"/>`;

function drawIcon(options: { maskable: boolean }): string {
  const background = options.maskable
    ? `<rect width="512" height="512" fill="${indigo}"/>`
    : `<rect width="512" height="512" rx="112" fill="${indigo}"/>`;
  const scale = options.maskable ? 0.78 : 1;
  const offset = (512 - 512 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>StoryCanvas</title>
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${scale})">${artwork}
  </g>
</svg>
`;
}

function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public');
mkdirSync(resolve(publicDir, 'icons'), { recursive: true });

const standard = drawIcon({ maskable: false });
const maskable = drawIcon({ maskable: true });

const outputs: Array<[string, string | Buffer]> = [
  ['favicon.svg', standard],
  ['icons/icon-192.png', renderPng(standard, 192)],
  ['icons/icon-512.png', renderPng(standard, 512)],
  ['icons/icon-maskable-512.png', renderPng(maskable, 512)],
];

for (const [name, content] of outputs) {
  writeFileSync(resolve(publicDir, name), content);
  console.log(`wrote public/${name} (${content.length} bytes)`);
}
