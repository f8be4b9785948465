// The thing that matters in the part, drawn in the hero's own frame (feet at 0,0, facing right):
// held at the hand, set down beside the hero, flown in the sky or worn on the head.
import { circle, ellipse, glow, line, path, poly, rect, type Pen } from './draw-shapes.ts';
import type { Thing } from './picture-words.ts';

interface Spot {
  x: number;
  y: number;
}

type DrawThing = (pen: Pen, hand: Spot, head: Spot) => string;

const GOLD = '#f2c230';

const THING_DRAWINGS: Record<Thing, DrawThing> = {
  kite: (pen, { x, y }) =>
    line(`M${x} ${y}Q${x + 30} ${y - 30} ${x + 36} ${y - 70}`, '#555', 1) +
    poly([x + 36, y - 96, x + 48, y - 82, x + 36, y - 68, x + 24, y - 82], pen.c('#e63946')) +
    line(`M${x + 36} ${y - 96}v28M${x + 24} ${y - 82}h24`, pen.c('#ffd23f'), 1.5) +
    line(`M${x + 36} ${y - 68}q-6 8 0 14t0 12`, pen.c('#457b9d'), 1.5),
  map: (pen, { x, y }) =>
    rect(x - 2, y - 10, 20, 14, pen.c('#f3e2b3')) +
    line(`M${x + 1} ${y}q5-8 9-2t6-5`, pen.c('#c0392b'), 1) +
    line(`M${x + 14} ${y - 9}l3 3m0-3l-3 3`, pen.c('#c0392b'), 1.2),
  key: (pen, { x, y }) =>
    circle(x + 2, y - 2, 3.5, 'none', ` stroke="${pen.c(GOLD)}" stroke-width="2"`) +
    line(`M${x + 6} ${y - 2}h11m-3 0v4m-3-4v3`, pen.c(GOLD), 2),
  rocket: (pen) =>
    path('M30 0v-30q7-18 14 0v30z', pen.c('#e8e8f0')) +
    poly([30, -10, 24, 0, 30, 0], pen.c('#e63946')) +
    poly([44, -10, 50, 0, 44, 0], pen.c('#e63946')) +
    circle(37, -24, 4, pen.c('#5ad1ff')),
  lantern: (pen, { x, y }) =>
    glow(x + 2, y + 4, pen.time === 'night' ? 20 : 11, '#ffe680') +
    line(`M${x - 3} ${y - 4}q5-7 10 0`, '#444', 1.2) +
    rect(x - 3, y - 3, 10, 12, '#ffd54f', 2),
  ball: (pen) => circle(26, -7, 7, pen.c('#e63946')) + line('M19 -7h14', '#fff', 2),
  book: (pen, { x, y }) =>
    poly([x - 6, y - 8, x + 3, y - 6, x + 3, y + 4, x - 6, y + 2], pen.c('#2e86c1')) +
    poly([x + 3, y - 6, x + 12, y - 8, x + 12, y + 2, x + 3, y + 4], pen.c('#3498db')),
  crown: (pen, _hand, { x, y }) =>
    poly(
      [
        x - 7,
        y + 2,
        x - 8,
        y - 7,
        x - 3,
        y - 2,
        x,
        y - 9,
        x + 3,
        y - 2,
        x + 8,
        y - 7,
        x + 7,
        y + 2,
      ],
      pen.c(GOLD),
    ),
  compass: (pen, { x, y }) =>
    circle(x + 3, y - 2, 6, pen.c('#c9a227')) +
    circle(x + 3, y - 2, 4.5, pen.c('#fdfaf0')) +
    poly([x + 3, y - 6, x + 5, y - 2, x + 3, y + 2, x + 1, y - 2], pen.c('#c0392b')),
  chest: (pen) =>
    rect(20, -12, 24, 12, pen.c('#8a5a3a')) +
    path('M20 -12v-4a12 6 0 0 1 24 0v4z', pen.c('#a0522d')) +
    rect(30, -12, 4, 5, pen.c(GOLD)),
  balloon: (pen, { x, y }) =>
    line(`M${x} ${y}q4-16 2-30`, '#555', 1) +
    ellipse(x + 2, y - 42, 10, 12, pen.c('#f15bb5')) +
    poly([x, y - 29, x + 2, y - 31, x + 4, y - 29], pen.c('#f15bb5')),
  star: (pen, { x, y }) =>
    glow(x + 4, y - 18, 12, '#fff3a0') +
    poly(
      [
        x + 4,
        y - 27,
        x + 7,
        y - 21,
        x + 13,
        y - 20,
        x + 8,
        y - 16,
        x + 10,
        y - 10,
        x + 4,
        y - 13,
        x - 2,
        y - 10,
        x,
        y - 16,
        x - 5,
        y - 20,
        x + 1,
        y - 21,
      ],
      '#ffd84d',
    ),
  egg: (pen) =>
    ellipse(27, -8, 6, 8, pen.c('#f7f1e3')) +
    circle(25, -10, 1.5, pen.c('#7fb3d5')) +
    circle(29, -6, 1.5, pen.c('#7fb3d5')),
  wand: (pen, { x, y }) =>
    line(`M${x} ${y}l10-14`, pen.c('#3b2a20'), 2) +
    poly(
      [
        x + 10,
        y - 20,
        x + 12,
        y - 15,
        x + 16,
        y - 14,
        x + 12,
        y - 12,
        x + 10,
        y - 8,
        x + 8,
        y - 12,
        x + 4,
        y - 14,
        x + 8,
        y - 15,
      ],
      '#ffe066',
    ),
  trophy: (pen, { x, y }) =>
    path(`M${x - 4} ${y - 12}h14q0 10-7 12q-7-2-7-12z`, pen.c(GOLD)) +
    rect(x, y, 6, 4, pen.c('#b8860b')),
  flower: (pen, { x, y }) =>
    line(`M${x} ${y + 2}l4-14`, pen.c('#2e7d32'), 1.5) +
    [0, 72, 144, 216, 288]
      .map((angle) =>
        circle(
          x + 4 + 4 * Math.cos((angle * Math.PI) / 180),
          y - 12 + 4 * Math.sin((angle * Math.PI) / 180),
          3,
          pen.c('#ff6f91'),
        ),
      )
      .join('') +
    circle(x + 4, y - 12, 2.5, pen.c('#ffd23f')),
  shell: (pen, { x, y }) =>
    path(`M${x} ${y}l-6-10a8 8 0 0 1 12 0z`, pen.c('#f7c6d0')) +
    line(`M${x} ${y}v-12`, pen.c('#d99aa8'), 1),
  bottle: (pen, { x, y }) =>
    path(`M${x - 3} ${y + 4}v-10l2-4v-3h4v3l2 4v10z`, pen.c('#8fd3c7')) +
    rect(x - 1, y - 16, 4, 3, pen.c('#8a5a3a')) +
    rect(x - 1, y - 5, 4, 6, pen.c('#fdfaf0')),
  feather: (pen, { x, y }) =>
    path(`M${x} ${y}q2-16 12-22q-2 14-12 22z`, pen.c('#c9d6df')) +
    line(`M${x} ${y}l10-20`, pen.c('#7f8c8d'), 1),
  gem: (pen, { x, y }) =>
    glow(x + 4, y - 4, 11, '#7ff3ff') +
    poly([x, y - 6, x + 4, y - 12, x + 8, y - 6, x + 4, y + 2], pen.c('#4dd0e1')),
  clock: (pen, { x, y }) =>
    circle(x + 4, y - 4, 7, pen.c('#fdfaf0'), ` stroke="${pen.c('#8a5a3a')}" stroke-width="2"`) +
    line(`M${x + 4} ${y - 4}v-5m0 5h4`, '#222', 1.2),
  letter: (pen, { x, y }) =>
    rect(x - 3, y - 10, 18, 12, pen.c('#fdfaf0')) +
    line(`M${x - 3} ${y - 10}l9 7 9-7`, pen.c('#c0392b'), 1),
  cake: (pen) =>
    rect(20, -10, 24, 10, pen.c('#f7c6d0')) +
    rect(23, -18, 18, 8, pen.c('#fdfaf0')) +
    line('M32 -18v-6', pen.c('#e63946'), 2) +
    circle(32, -26, 1.8, '#ffd84d'),
  prints: (pen) =>
    path(
      [22, 34, 46, 58]
        .map((x, index) => `M${x - 3} ${index % 2 ? -1 : 1}a3 2 0 1 0 6 0a3 2 0 1 0-6 0`)
        .join(''),
      pen.c('#5b3b24'),
    ),
  sign: (pen) =>
    line('M35 0v-14', pen.c('#6b4226'), 2.5) +
    rect(24, -28, 22, 14, pen.c('#c8a165'), 2) +
    line('M28 -24h14M28 -19h9', pen.c('#5b3b24'), 1.2),
  coins: (pen, { x, y }) =>
    circle(x + 1, y - 1, 4, pen.c('#d4a017')) +
    circle(x + 7, y + 1, 4, pen.c(GOLD)) +
    circle(x + 4, y - 6, 4, pen.c(GOLD)),
  mirror: (pen, { x, y }) =>
    line(`M${x} ${y}l4-6`, pen.c('#8a5a3a'), 2.5) +
    ellipse(x + 7, y - 13, 6, 8, pen.c(GOLD)) +
    ellipse(x + 7, y - 13, 4, 6, pen.c('#d6f0ff')) +
    line(`M${x + 5} ${y - 16}l3-3`, '#fff', 1.2),
  magnifier: (pen, { x, y }) =>
    line(`M${x} ${y}l5-6`, pen.c('#3b2a20'), 2.5) +
    circle(x + 9, y - 11, 6, pen.c('#d6f0ff'), ` stroke="${pen.c('#555')}" stroke-width="2"`),
  gadget: (pen, { x, y }) =>
    line(`M${x + 11} ${y - 10}v-6`, '#555', 1.2) +
    rect(x - 3, y - 10, 16, 12, pen.c('#5d6d7e'), 2) +
    circle(x + 1, y - 5, 1.8, '#3df2ff') +
    circle(x + 6, y - 5, 1.8, '#ff6b6b'),
};

export function drawThing(pen: Pen, thing: Thing, hand: Spot, head: Spot): string {
  return THING_DRAWINGS[thing](pen, hand, head);
}
