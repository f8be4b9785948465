// The hero as a simple figure by kind (a girl, a boy, a child, a robot or an animal), drawn facing
// right with its feet at 0,0; the picture places, scales and turns it. `HAND` is where it holds things.
import { circle, ellipse, line, path, poly, rect, type Pen } from './draw-shapes.ts';
import type { Figure } from './picture-words.ts';

export const HAND: Record<'person' | 'animal', { x: number; y: number }> = {
  person: { x: 12, y: -20 },
  animal: { x: 20, y: -16 },
};
/** The top of each figure's head, where a crown sits. */
export const HEAD_TOP: Record<'person' | 'animal', { x: number; y: number }> = {
  person: { x: 0, y: -46 },
  animal: { x: 13, y: -29 },
};

const SKINS = ['#f5d0b0', '#e0ac84', '#b97a56', '#7d4f35'];
const CLOTHES = ['#e63946', '#457b9d', '#f4a261', '#2a9d8f', '#9b5de5', '#f15bb5'];
const HAIR = ['#2b1d14', '#6b3e1f', '#d9a441', '#a33b20'];

export function isPerson(figure: Figure): figure is 'girl' | 'boy' | 'child' {
  return figure === 'girl' || figure === 'boy' || figure === 'child';
}

function person(pen: Pen, figure: Figure): string {
  const skin = pen.c(pen.random.pick(SKINS));
  const cloth = pen.c(pen.random.pick(CLOTHES));
  const hair = pen.c(pen.random.pick(HAIR));
  const legs = rect(-6, -14, 4, 14, pen.c('#34495e')) + rect(2, -14, 4, 14, pen.c('#34495e'));
  const body =
    figure === 'girl'
      ? poly([-11, -10, 11, -10, 5, -31, -5, -31], cloth)
      : figure === 'boy'
        ? rect(-7, -31, 14, 18, cloth, 3) + rect(-7, -16, 14, 6, pen.c('#2c3e50'))
        : rect(-8, -32, 16, 22, cloth, 4) + rect(-8, -20, 16, 3, pen.c('#6b4226'));
  const arms = line('M-5 -27l-7 10M5 -27l7 7', skin, 3);
  const head = circle(0, -38, 8, skin);
  const hairDo =
    figure === 'girl'
      ? path('M-8 -38a8 8 0 0 1 16 0q-6-5-16 0z', hair) +
        circle(-9, -37, 3.5, hair) +
        circle(9, -37, 3.5, hair)
      : figure === 'boy'
        ? path('M-8 -38a8 8 0 0 1 16 0l-4-2-4 2-4-2z', hair)
        : rect(-10, -44, 20, 3, pen.c('#8a5a3a')) + rect(-6, -50, 12, 7, pen.c('#8a5a3a'), 2);
  const face =
    circle(2, -39, 1.1, '#222') + circle(6, -39, 1.1, '#222') + line('M2 -35q2 2 4 0', '#222', 1);
  return legs + body + arms + head + hairDo + face;
}

function robot(pen: Pen): string {
  const metal = pen.c('#9fb3c8');
  return (
    rect(-7, -12, 5, 12, pen.c('#6d7f92')) +
    rect(2, -12, 5, 12, pen.c('#6d7f92')) +
    rect(-11, -32, 22, 21, metal, 3) +
    circle(0, -22, 3, pen.c('#ff6b6b')) +
    line('M-11 -26l-5 8M11 -26l5 6', pen.c('#6d7f92'), 3) +
    rect(-8, -46, 16, 13, metal, 3) +
    rect(-5, -42, 3, 3, '#3df2ff') +
    rect(2, -42, 3, 3, '#3df2ff') +
    line('M0 -46v-6', pen.c('#6d7f92'), 1.5) +
    circle(0, -53, 2, pen.c('#ff6b6b'))
  );
}

interface AnimalLook {
  fur: string;
  ears: 'pointy' | 'round' | 'long' | 'floppy';
  tail: 'bushy' | 'thin' | 'short' | 'spiky';
}

const ANIMALS: Record<Exclude<Figure, 'girl' | 'boy' | 'child' | 'robot' | 'bird'>, AnimalLook> = {
  fox: { fur: '#e8772e', ears: 'pointy', tail: 'bushy' },
  cat: { fur: '#8a8a99', ears: 'pointy', tail: 'thin' },
  dog: { fur: '#b07a47', ears: 'floppy', tail: 'short' },
  rabbit: { fur: '#d9d2c5', ears: 'long', tail: 'short' },
  bear: { fur: '#7a5236', ears: 'round', tail: 'short' },
  mouse: { fur: '#a3a3ad', ears: 'round', tail: 'thin' },
  dragon: { fur: '#4caf50', ears: 'pointy', tail: 'spiky' },
};

function animal(pen: Pen, look: AnimalLook): string {
  const fur = pen.c(look.fur);
  const dark = pen.c('#3b2a20');
  const ears = {
    pointy: poly([8, -27, 10, -36, 14, -28], fur) + poly([14, -28, 18, -36, 19, -26], fur),
    round: circle(9, -28, 3.5, fur) + circle(18, -28, 3.5, fur),
    long: ellipse(10, -35, 2.5, 9, fur) + ellipse(16, -35, 2.5, 9, fur),
    floppy: ellipse(8, -20, 3, 6, dark),
  }[look.ears];
  const tail = {
    bushy: path('M-13 -14q-14-4-12-18q6 10 14 12z', fur) + circle(-24, -31, 3, '#fff'),
    thin: line('M-13 -12q-10-2-8-16', fur, 2.5),
    short: circle(-14, -14, 3.5, fur),
    spiky:
      path('M-13 -12q-14 2-20-8l6 2-2-6 6 4z', fur) +
      poly([-6, -19, -2, -25, 2, -19], pen.c('#2e7d32')),
  }[look.tail];
  const legs = [-10, -5, 5, 10].map((x) => rect(x - 1.5, -7, 3.5, 7, fur)).join('');
  return (
    tail +
    legs +
    ellipse(0, -12, 14, 8, fur) +
    ears +
    circle(13, -21, 7.5, fur) +
    poly([18, -24, 25, -19, 18, -16], fur) +
    circle(24, -19, 1.4, '#222') +
    circle(15, -23, 1.2, '#222')
  );
}

function bird(pen: Pen): string {
  const feathers = pen.c('#7a5ca8');
  return (
    line('M-3 -6v6M3 -6v6', pen.c('#e09b2d'), 1.5) +
    ellipse(0, -14, 10, 9, feathers) +
    ellipse(-3, -14, 6, 5, pen.c('#5b4380')) +
    circle(7, -24, 6, feathers) +
    poly([12, -26, 18, -23, 12, -21], pen.c('#f4a261')) +
    circle(9, -25, 1.2, '#222')
  );
}

export function drawFigure(pen: Pen, figure: Figure): string {
  if (isPerson(figure)) return person(pen, figure);
  if (figure === 'robot') return robot(pen);
  if (figure === 'bird') return bird(pen);
  return animal(pen, ANIMALS[figure]);
}
