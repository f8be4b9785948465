// The places people built under an open sky: a castle on its hill, a village of cottages, a city
// street; each with its own composition.
import {
  circle,
  ellipse,
  ground,
  line,
  path,
  poly,
  rect,
  times,
  tree,
  type Pen,
} from './draw-shapes.ts';
import type { PlaceDrawing } from './place-drawing.ts';

function castle(pen: Pen): PlaceDrawing {
  const x = pen.at(150, 200);
  const stone = pen.c('#a3a8bd');
  const roof = pen.c('#d94f70');
  const towers = times(2 + Math.min(pen.detail, 2), (index) => {
    const tx = x - 50 + index * 40;
    const top = pen.at(38, 56);
    return (
      rect(tx, top, 20, 130 - top, stone) +
      poly([tx - 4, top, tx + 10, top - 22, tx + 24, top], roof) +
      line(`M${tx + 10} ${top - 22}v-10`, pen.c('#5a5a5a'), 1.5) +
      poly([tx + 10, top - 32, tx + 22, top - 28, tx + 10, top - 24], pen.c('#ffd23f'))
    );
  });
  const far =
    ellipse(x, 140, 150, 30, pen.c('#7dbb63')) +
    towers +
    rect(x - 46, 80, 120, 50, stone) +
    times(6, (index) => rect(x - 46 + index * 21, 74, 12, 8, stone)) +
    path(`M${x + 4} 130v-22a10 10 0 0 1 20 0v22z`, pen.c('#5d4037'));
  const near =
    ground(pen, 150, pen.c('#6cb55a')) +
    poly([x + 8, 130, x + 20, 130, x + 70, 200, x - 40, 200], pen.c('#cbb38a'));
  return { far, near };
}

function house(pen: Pen, x: number, size: number): string {
  const wall = pen.c(pen.random.pick(['#f4d7a1', '#f6c6c0', '#cfe3f2', '#e9e1cf']));
  const lit = pen.time === 'night' || pen.time === 'sunset' ? '#ffd966' : pen.c('#bfe3ff');
  return (
    rect(x, 170 - size, size * 1.2, size, wall) +
    poly(
      [x - 6, 170 - size, x + size * 0.6, 170 - size * 1.6, x + size * 1.2 + 6, 170 - size],
      pen.c('#b5533c'),
    ) +
    rect(x + size * 0.15, 170 - size * 0.5, size * 0.3, size * 0.5, pen.c('#7a4a2a')) +
    rect(x + size * 0.65, 170 - size * 0.75, size * 0.35, size * 0.3, lit)
  );
}

function village(pen: Pen): PlaceDrawing {
  const far =
    ellipse(160, 142, 220, 40, pen.c('#9ccc7a')) +
    times(5, (index) => tree(pen, index * 70 + pen.at(0, 30), 128, 30, pen.c('#4f8f5a')));
  const near =
    ground(pen, 150, pen.c('#7cc062')) +
    house(pen, pen.at(10, 40), pen.at(36, 46)) +
    house(pen, pen.at(220, 250), pen.at(36, 46)) +
    (pen.detail > 1 ? house(pen, pen.at(120, 150), 26) : '') +
    poly([150, 170, 176, 170, 210, 200, 120, 200], pen.c('#d9c49a'));
  return { far, near };
}

function city(pen: Pen): PlaceDrawing {
  const lit = pen.time === 'night' || pen.time === 'sunset';
  const far = times(8, (index) =>
    rect(index * 42 + pen.at(-6, 6), pen.at(60, 96), 40, 120, pen.c('#a7b6cc')),
  );
  let x = pen.at(-10, 0);
  const buildings: string[] = [];
  const windows: string[] = [];
  while (x < 320) {
    const width = pen.at(40, 60);
    const top = pen.at(70, 120);
    buildings.push(
      rect(
        x,
        top,
        width,
        170 - top,
        pen.c(pen.random.pick(['#e07a5f', '#3d5a80', '#8d6a9f', '#6d8f71'])),
      ),
    );
    for (let row = top + 10; row < 156; row += 18)
      windows.push(`M${x + 8} ${row}h8v9h-8zM${x + width - 16} ${row}h8v9h-8z`);
    x += width + pen.at(4, 12);
  }
  buildings.push(path(windows.join(''), lit ? '#ffd966' : pen.c('#dff1ff')));
  const lampX = pen.at(30, 290);
  const near =
    buildings.join('') +
    rect(0, 170, 320, 30, pen.c('#8d8f99')) +
    rect(0, 168, 320, 6, pen.c('#c4c6cf')) +
    rect(lampX, 130, 4, 40, pen.c('#3a3d45')) +
    circle(lampX + 2, 128, 6, lit ? '#ffe680' : pen.c('#f0f0e0'));
  return { far, near };
}

export const DRAW_BUILT = { castle, village, city } satisfies Record<
  string,
  (pen: Pen) => PlaceDrawing
>;
