// The hero and whoever is with them as simple figures by kind (a girl, a boy, a child, a grown-up,
// a robot, an alien or an animal), drawn facing right with feet at 0,0; the picture places, scales
// and turns them. `HAND` is where a figure holds things.
import { circle, ellipse, line, path, poly, rect, type Pen } from './draw-shapes.ts';
import type { Figure } from './picture-words.ts';

export type Body = 'person' | 'adult' | 'animal';

export const HAND: Record<Body, { x: number; y: number }> = {
  person: { x: 12, y: -20 },
  adult: { x: 13, y: -30 },
  animal: { x: 20, y: -16 },
};
/** The top of each figure's head, where a crown sits. */
export const HEAD_TOP: Record<Body, { x: number; y: number }> = {
  person: { x: 0, y: -46 },
  adult: { x: 0, y: -59 },
  animal: { x: 13, y: -29 },
};

export function bodyOf(figure: Figure): Body {
  if (figure === 'adult') return 'adult';
  return isPerson(figure) || figure === 'robot' || figure === 'alien' ? 'person' : 'animal';
}

const SKINS = ['#f5d0b0', '#e0ac84', '#b97a56', '#7d4f35'];
const CLOTHES = ['#e63946', '#457b9d', '#f4a261', '#2a9d8f', '#9b5de5', '#f15bb5'];
const HAIR = ['#2b1d14', '#6b3e1f', '#d9a441', '#a33b20'];
const COATS = ['#5d6d7e', '#8e5a3c', '#2a6f97', '#7b2d43', '#3d7a4b'];

export function isPerson(figure: Figure): figure is 'girl' | 'boy' | 'child' {
  return figure === 'girl' || figure === 'boy' || figure === 'child';
}

function person(pen: Pen, figure: Figure): string {
  const skin = pen.c(pen.random.pick(SKINS));
  const cloth = pen.c(pen.random.pick(CLOTHES));
  const hair = pen.c(pen.random.pick(HAIR));
  const legs = path('M-6 -14h4v14h-4zM2 -14h4v14h-4z', pen.c('#34495e'));
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

/** A grown-up: taller than the children, in a long coat, with grey hair as often as not. */
function adult(pen: Pen): string {
  const skin = pen.c(pen.random.pick(SKINS));
  const hair = pen.c(pen.random.pick([...HAIR, '#b9b9b9', '#dcdcdc']));
  return (
    path('M-6 -20h4v20h-4zM2 -20h4v20h-4z', pen.c('#34495e')) +
    rect(-9, -44, 18, 27, pen.c(pen.random.pick(COATS)), 4) +
    line('M-6 -40l-7 12M6 -40l7 10', skin, 3) +
    circle(0, -51, 7.5, skin) +
    path('M-7.5 -52a7.5 7.5 0 0 1 15 0q-7-5-15 0z', hair) +
    circle(2.5, -52, 1.1, '#222') +
    circle(5.5, -52, 1.1, '#222') +
    line('M2 -48q2 2 4 0', '#222', 1)
  );
}

function alien(pen: Pen): string {
  const skin = pen.c('#7bd389');
  return (
    line('M-4 -30l-4-10M4 -30l4-10', skin, 2) +
    circle(-8, -41, 2.5, pen.c('#f15bb5')) +
    circle(8, -41, 2.5, pen.c('#f15bb5')) +
    ellipse(0, -16, 11, 16, skin) +
    circle(2, -22, 6, '#fff') +
    circle(4, -22, 3, '#222') +
    line('M-2 -10q4 3 8 0', '#222', 1.2)
  );
}

function turtle(pen: Pen): string {
  const skin = pen.c('#8fbf6a');
  return (
    [-10, 6].map((x) => rect(x, -6, 5, 6, skin, 2)).join('') +
    circle(18, -10, 5.5, skin) +
    circle(20, -11, 1.2, '#222') +
    path('M-16 -4a16 14 0 0 1 32 0z', pen.c('#6b8e23')) +
    line('M-8 -4l4-8h8l4 8M0 -12v-4', pen.c('#4e6b1a'), 1.2)
  );
}

function seal(pen: Pen): string {
  const skin = pen.c('#8d99ae');
  return (
    path('M-18 0q0-14 18-16q14-2 18-10q6 4 2 14q-4 12-38 12z', skin) +
    poly([-18, 0, -26, -6, -24, 2], skin) +
    circle(16, -22, 1.3, '#222') +
    circle(21, -19, 1.5, '#222') +
    ellipse(4, -2, 6, 2.5, pen.c('#6c7789'))
  );
}

/** A monkey sits up, with a pale face and a long curling tail. */
function monkey(pen: Pen): string {
  const fur = pen.c('#8b5a2b');
  const face = pen.c('#e8c39e');
  return (
    line('M-8 -4q-14 0-12-14q2-8 8-4', fur, 2.5) +
    ellipse(0, -12, 9, 12, fur) +
    ellipse(1, -10, 5, 7, face) +
    line('M5 -18l8 6', fur, 3) +
    circle(-7, -30, 3.5, fur) +
    circle(9, -30, 3.5, fur) +
    circle(1, -29, 8, fur) +
    ellipse(3, -27, 5.5, 5, face) +
    circle(1, -29, 1.1, '#222') +
    circle(5, -29, 1.1, '#222') +
    line('M2 -25q2 1.5 4 0', '#222', 1)
  );
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
  ears: 'pointy' | 'round' | 'long' | 'floppy' | 'horns' | 'antlers';
  tail: 'bushy' | 'thin' | 'short' | 'spiky' | 'curly';
  /** A pale stripe down the face, as a badger has. */
  stripe?: boolean;
  /** A flat pink snout instead of a black nose, as a pig has. */
  snout?: boolean;
}

type DrawnApart =
  'girl' | 'boy' | 'child' | 'adult' | 'robot' | 'alien' | 'bird' | 'turtle' | 'seal' | 'monkey';

const ANIMALS: Record<Exclude<Figure, DrawnApart>, AnimalLook> = {
  fox: { fur: '#e8772e', ears: 'pointy', tail: 'bushy' },
  cat: { fur: '#8a8a99', ears: 'pointy', tail: 'thin' },
  dog: { fur: '#b07a47', ears: 'floppy', tail: 'short' },
  rabbit: { fur: '#d9d2c5', ears: 'long', tail: 'short' },
  bear: { fur: '#7a5236', ears: 'round', tail: 'short' },
  mouse: { fur: '#a3a3ad', ears: 'round', tail: 'thin' },
  dragon: { fur: '#4caf50', ears: 'pointy', tail: 'spiky' },
  goat: { fur: '#ece6d6', ears: 'horns', tail: 'short' },
  deer: { fur: '#b5763c', ears: 'antlers', tail: 'short' },
  pig: { fur: '#f4a6b8', ears: 'pointy', tail: 'curly', snout: true },
  badger: { fur: '#5f5f6b', ears: 'round', tail: 'short', stripe: true },
};

function animal(pen: Pen, look: AnimalLook): string {
  const fur = pen.c(look.fur);
  const dark = pen.c('#3b2a20');
  const ears = {
    pointy: poly([8, -27, 10, -36, 14, -28], fur) + poly([14, -28, 18, -36, 19, -26], fur),
    round: circle(9, -28, 3.5, fur) + circle(18, -28, 3.5, fur),
    long: ellipse(10, -35, 2.5, 9, fur) + ellipse(16, -35, 2.5, 9, fur),
    floppy: ellipse(8, -20, 3, 6, dark),
    horns: line('M10 -27q-4-8 2-12M16 -27q0-8 6-10', pen.c('#8d7b68'), 2),
    antlers: line('M10 -27l-3-12m1 5l-5-3M17 -27l3-12m-1 5l5-3', pen.c('#6b4a2b'), 1.8),
  }[look.ears];
  const tail = {
    bushy: path('M-13 -14q-14-4-12-18q6 10 14 12z', fur) + circle(-24, -31, 3, '#fff'),
    thin: line('M-13 -12q-10-2-8-16', fur, 2.5),
    short: circle(-14, -14, 3.5, fur),
    spiky:
      path('M-13 -12q-14 2-20-8l6 2-2-6 6 4z', fur) +
      poly([-6, -19, -2, -25, 2, -19], pen.c('#2e7d32')),
    curly: line('M-13 -13q-8 0-6-6q3-3 4 1', fur, 2),
  }[look.tail];
  const stripe = look.stripe ? line('M10 -27l12 7', '#f2f2f2', 2.5) : '';
  const legs = path([-11, -6, 4, 9].map((x) => `M${x} -7h4v7h-4z`).join(''), fur);
  return (
    tail +
    legs +
    ellipse(0, -12, 14, 8, fur) +
    ears +
    circle(13, -21, 7.5, fur) +
    poly([18, -24, 25, -19, 18, -16], fur) +
    stripe +
    (look.snout ? circle(24, -19, 3, pen.c('#e07a95')) : circle(24, -19, 1.4, '#222')) +
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

const DRAWN_APART: Record<Exclude<DrawnApart, 'girl' | 'boy' | 'child'>, (pen: Pen) => string> = {
  adult,
  robot,
  alien,
  bird,
  turtle,
  seal,
  monkey,
};

export function drawFigure(pen: Pen, figure: Figure): string {
  if (isPerson(figure)) return person(pen, figure);
  if (figure in DRAWN_APART) return DRAWN_APART[figure as keyof typeof DRAWN_APART](pen);
  return animal(pen, ANIMALS[figure as keyof typeof ANIMALS]);
}
