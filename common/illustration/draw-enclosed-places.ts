// The places with no open sky, each bringing its own: the sea floor under water, deep space, a
// bedroom or attic (its window shows the time of day), a library or museum hall, and a cave.
import {
  circle,
  ellipse,
  glow,
  ground,
  line,
  path,
  poly,
  rect,
  times,
  type Pen,
} from './draw-shapes.ts';
import { skyGradient, stars } from './draw-sky.ts';
import { LIGHTS } from './picture-palette.ts';
import type { Place } from './picture-words.ts';
import type { PlaceDrawing } from './place-drawing.ts';

export type EnclosedPlace = Extract<Place, 'underwater' | 'space' | 'home' | 'library' | 'cave'>;

/** `defs` collects gradients the place needs; `id` makes their ids unique to the picture. */
export interface Enclosure {
  defs: string[];
  id: string;
  words: string;
}

function underwater(pen: Pen, { defs, id }: Enclosure): PlaceDrawing {
  defs.push(skyGradient(`${id}1`, pen.c('#2a8bc9'), pen.c('#0b3d66')));
  const sky =
    rect(0, 0, 320, 200, `url(#${id}1)`) +
    times(3, (index) =>
      poly(
        [60 + index * 90, 0, 90 + index * 90, 0, 40 + index * 100, 170, 20 + index * 100, 170],
        '#fff',
        ' opacity=".12"',
      ),
    );
  const fish = (x: number, y: number, color: string) =>
    ellipse(x, y, 10, 6, color) +
    poly([x + 8, y, x + 16, y - 6, x + 16, y + 6], color) +
    circle(x - 5, y - 1, 1.2, '#111');
  const far =
    path(`M0 150Q80 ${pen.at(110, 130)} 160 150T320 ${pen.at(140, 150)}V200H0Z`, pen.c('#1f5f86')) +
    times(pen.detail + 1, () =>
      fish(
        pen.at(30, 290),
        pen.at(40, 110),
        pen.c(pen.random.pick(['#ffb347', '#ff6f91', '#ffe066'])),
      ),
    );
  const near =
    ground(pen, 172, pen.c('#e8cf9a')) +
    times(3 + pen.detail, () => {
      const x = pen.at(10, 310);
      return line(`M${x} 196q-10 -16 0 -32t0 -32`, pen.c('#2f9e5a'), 4);
    }) +
    times(2, (index) => {
      const x = index ? pen.at(230, 300) : pen.at(20, 90);
      return line(`M${x} 196v-24m0 10l-10 -12m10 6l9 -14`, pen.c('#ff7f7f'), 5);
    });
  const front = times(4 + pen.detail * 2, () =>
    circle(pen.at(20, 300), pen.at(20, 160), pen.at(2, 5), 'none', ' stroke="#dff6ff"'),
  );
  return { sky, far, near, front };
}

function space(pen: Pen, { defs, id }: Enclosure): PlaceDrawing {
  defs.push(skyGradient(`${id}2`, '#070a24', '#2b1d5c'));
  const planetX = pen.at(40, 280);
  const planetY = pen.at(36, 70);
  const planetR = pen.at(14, 24);
  const sky =
    rect(0, 0, 320, 200, `url(#${id}2)`) +
    stars(pen, 14 + pen.detail * 6, 150) +
    circle(planetX, planetY, planetR, pen.random.pick(['#ff9f5a', '#5ad1ff', '#c58cff'])) +
    `<ellipse cx="${planetX}" cy="${planetY}" rx="${planetR * 2}" ry="${Math.round(planetR / 3)}" fill="none" stroke="#ffe9a8" stroke-width="2"/>`;
  const far =
    circle(pen.at(30, 290), pen.at(20, 40), 7, '#6fb7ff') +
    circle(pen.at(30, 290), pen.at(90, 120), 3, '#ffe9a8');
  const near =
    path(
      `M0 ${pen.at(150, 160)}Q160 ${pen.at(126, 140)} 320 ${pen.at(150, 160)}V200H0Z`,
      '#9a93b8',
    ) +
    times(2 + pen.detail, () =>
      ellipse(pen.at(20, 300), pen.at(160, 192), pen.at(10, 20), 4, '#7a7398'),
    );
  return { sky, far, near };
}

function home(pen: Pen, { defs, id, words }: Enclosure): PlaceDrawing {
  const light = LIGHTS[pen.time];
  defs.push(skyGradient(`${id}3`, light.skyTop, light.skyBottom));
  const wall = pen.c('#f3e3c3');
  const windowX = pen.at(40, 200);
  const view =
    rect(windowX, 40, 70, 56, `url(#${id}3)`) +
    (pen.time === 'night'
      ? circle(windowX + 50, 56, 8, light.body) +
        times(3, () => circle(windowX + pen.at(6, 34), pen.at(46, 90), 1, '#fff'))
      : circle(windowX + 50, 60, 9, light.body));
  const frame = `<path d="M${windowX} 40h70v56h-70zM${windowX + 35} 40v56M${windowX} 68h70" fill="none" stroke="${pen.c('#8a5a3a')}" stroke-width="4"/>`;
  const attic = /attic/.test(words)
    ? poly([0, 0, 90, 0, 0, 70], pen.c('#c9a77a')) +
      poly([320, 0, 230, 0, 320, 70], pen.c('#c9a77a'))
    : '';
  const sky = rect(0, 0, 320, 200, wall) + attic + view + frame;
  const bedX = windowX > 120 ? 20 : 200;
  const far =
    rect(0, 150, 320, 50, pen.c('#b07a4a')) +
    times(2, (index) =>
      rect(240 - bedX + index * 18, 58, 12, 26, pen.c(['#e07a5f', '#3d5a80'][index] as string)),
    ) +
    rect(230 - bedX, 84, 50, 4, pen.c('#8a5a3a'));
  const near =
    rect(bedX, 128, 100, 32, pen.c('#8a5a3a')) +
    rect(bedX + 4, 122, 92, 20, pen.c(pen.random.pick(['#7fa7e0', '#e88fb0', '#8fd3a0']))) +
    ellipse(bedX + 20, 124, 14, 7, pen.c('#ffffff')) +
    ellipse(160, 186, 80, 10, pen.c('#d06c5c'));
  return { sky, far, near };
}

function library(pen: Pen, { words }: Enclosure): PlaceDrawing {
  const museum = /museum|hall|gallery/.test(words);
  const sky = rect(0, 0, 320, 200, pen.c('#e8dcc4')) + rect(0, 160, 320, 40, pen.c('#9c6b45'));
  const shelf = (x: number) =>
    rect(x, 40, 70, 120, pen.c('#7a4e2d')) +
    times(3, (row) =>
      times(6, (book) =>
        rect(
          x + 5 + book * 10,
          48 + row * 38,
          8,
          30,
          pen.c(pen.random.pick(['#c0392b', '#2e86c1', '#27ae60', '#f1c40f', '#8e44ad'])),
        ),
      ),
    );
  const pillar = (x: number) =>
    rect(x, 30, 18, 130, pen.c('#f4efe6')) + rect(x - 4, 26, 26, 8, pen.c('#f4efe6'));
  const far = museum
    ? pillar(30) +
      pillar(272) +
      rect(pen.at(90, 180), 50, 60, 44, pen.c('#c9a227')) +
      rect(pen.at(96, 186), 56, 48, 32, pen.c('#6fb7d9'))
    : shelf(pen.at(6, 20)) +
      shelf(pen.at(230, 244)) +
      path('M130 110v-50a30 30 0 0 1 60 0v50z', pen.c('#bfe3ff'));
  const near = ellipse(160, 188, 90, 10, pen.c('#a3352f'));
  return { sky, far, near };
}

function cave(pen: Pen, { defs, id }: Enclosure): PlaceDrawing {
  const light = LIGHTS[pen.time];
  defs.push(skyGradient(`${id}4`, light.skyTop, light.skyBottom));
  const mouthX = pen.at(90, 230);
  const sky = rect(0, 0, 320, 200, pen.c('#4a3b38')) + ellipse(mouthX, 120, 60, 70, `url(#${id}4)`);
  const far =
    times(5 + pen.detail, () => {
      const x = pen.at(0, 320);
      return poly([x - 8, 0, x, pen.at(24, 50), x + 8, 0], pen.c('#5e4b45'));
    }) + path('M0 0H320V30Q160 60 0 30Z', pen.c('#3b2f2c'));
  const crystal = (x: number) =>
    glow(x, 170, 16, '#7ff3ff') +
    poly([x - 8, 184, x - 4, 160, x, 150, x + 4, 160, x + 8, 184], '#6fe3ff');
  const near =
    ground(pen, 168, pen.c('#5a4844')) +
    times(2 + pen.detail, () => {
      const x = pen.at(10, 310);
      return poly([x - 8, 190, x, pen.at(150, 168), x + 8, 190], pen.c('#6b5750'));
    }) +
    crystal(pen.at(20, 70)) +
    crystal(pen.at(250, 300));
  return { sky, far, near };
}

export const DRAW_ENCLOSED: Record<
  EnclosedPlace,
  (pen: Pen, enclosure: Enclosure) => PlaceDrawing
> = {
  underwater,
  space,
  home,
  library,
  cave,
};
