// The open-air places of nature, each with its own composition: what stands far off on the
// horizon (far) and what stands near the hero (near). The hero stands at about y 176.
import {
  circle,
  dots,
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
import { DRAW_BUILT } from './draw-built-places.ts';
import type { Place } from './picture-words.ts';
import type { PlaceDrawing } from './place-drawing.ts';

export type OutdoorPlace = Exclude<Place, 'underwater' | 'space' | 'home' | 'library' | 'cave'>;

function forest(pen: Pen): PlaceDrawing {
  const far = times(7, (index) =>
    tree(pen, index * 50 + pen.at(0, 30), 134, pen.at(28, 40), pen.c('#5f9e6e')),
  );
  const near =
    ground(pen, 140, pen.c('#4f9a45')) +
    poly([150, 140, 170, 140, 230, 200, 110, 200], pen.c('#c9a46c')) +
    times(2 + pen.detail, (index) =>
      tree(
        pen,
        index % 2 ? pen.at(250, 310) : pen.at(10, 70),
        pen.at(178, 196),
        pen.at(70, 100),
        pen.c('#2f7d3b'),
      ),
    ) +
    times(pen.detail, () => circle(pen.at(90, 230), pen.at(182, 194), 3, pen.c('#e24b4b')));
  return { far, near };
}

function jungle(pen: Pen): PlaceDrawing {
  const far = times(6, (index) =>
    circle(index * 60 + pen.at(0, 20), pen.at(118, 130), pen.at(30, 42), pen.c('#2e6b3a')),
  );
  const palm = (x: number) => {
    const top = pen.at(70, 95);
    // All five leaves in one path: the jungle is the largest picture, and every byte counts.
    const leaves = times(5, (index) => {
      const angle = -2.6 + index * 0.55;
      return `M${x} ${top}q${Math.round(Math.cos(angle) * 22)} ${Math.round(Math.sin(angle) * 22 - 6)} ${Math.round(Math.cos(angle) * 40)} ${Math.round(Math.sin(angle) * 30 + 14)}q${Math.round(-Math.cos(angle) * 14)} -6 ${Math.round(-Math.cos(angle) * 40)} ${Math.round(-Math.sin(angle) * 30 - 14)}z`;
    });
    return (
      line(`M${x} ${top}q-8 50 4 ${196 - top}`, pen.c('#8a6a3a'), 7) +
      path(leaves, pen.c('#3c9a45'))
    );
  };
  const near =
    ground(pen, 146, pen.c('#3f7d2e')) +
    palm(pen.at(20, 70)) +
    palm(pen.at(250, 300)) +
    times(pen.detail + 1, () =>
      ellipse(pen.at(20, 300), 196, pen.at(20, 34), 10, pen.c('#2f8a3c')),
    );
  const vines = Array.from(
    { length: 2 + pen.detail },
    () => [pen.at(10, 310), pen.at(30, 70)] as const,
  );
  const front =
    line(
      vines.map(([x, length]) => `M${x} 0q8 ${length / 2} 0 ${length}`).join(''),
      pen.c('#2f7a35'),
      2,
    ) + dots(vines, pen.c('#4caf50'), 8);
  return { far, near, front };
}

function meadow(pen: Pen): PlaceDrawing {
  const far =
    ellipse(pen.at(60, 120), 150, 150, 40, pen.c('#8fcf6f')) +
    ellipse(pen.at(200, 280), 146, 140, 36, pen.c('#7cc062'));
  const flowers = times(4 + pen.detail * 3, () =>
    circle(
      pen.at(4, 316),
      pen.at(160, 196),
      2.5,
      pen.c(pen.random.pick(['#ff6f91', '#ffd23f', '#ffffff', '#b388ff'])),
    ),
  );
  const fence =
    times(5, (index) => rect(200 + index * 24, 150, 5, 26, pen.c('#b08a5a'))) +
    rect(196, 156, 110, 4, pen.c('#b08a5a'));
  const near =
    ground(pen, 152, pen.c('#6cbf5a')) +
    (pen.random.next() < 0.5 ? fence : tree(pen, pen.at(230, 290), 172, 80, pen.c('#3d8b3d'))) +
    flowers;
  return { far, near };
}

function sea(pen: Pen): PlaceDrawing {
  const lighthouseX = pen.at(230, 290);
  const far =
    rect(0, 118, 320, 50, pen.c('#2d8fd5')) +
    poly(
      [lighthouseX - 26, 120, lighthouseX + 30, 120, lighthouseX + 10, 108, lighthouseX - 14, 110],
      pen.c('#7d7f86'),
    ) +
    poly(
      [lighthouseX - 6, 110, lighthouseX + 6, 110, lighthouseX + 4, 74, lighthouseX - 4, 74],
      pen.c('#f4f4f4'),
    ) +
    rect(lighthouseX - 5, 90, 10, 6, pen.c('#e04848')) +
    poly([lighthouseX - 6, 74, lighthouseX, 64, lighthouseX + 6, 74], pen.c('#e04848')) +
    path(`M${pen.at(40, 140)} 126h30l-6 8h-18z`, pen.c('#8a5a3a'));
  const near =
    times(1 + pen.detail, (row) =>
      line(
        `M0 ${134 + row * 9}q10-4 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0`,
        pen.c('#d8f0ff'),
        1.5,
      ),
    ) +
    path(
      `M0 ${pen.at(158, 166)}Q160 ${pen.at(148, 156)} 320 ${pen.at(160, 168)}V200H0Z`,
      pen.c('#f2d49b'),
    ) +
    times(pen.detail, () => circle(pen.at(20, 300), pen.at(180, 196), 3, pen.c('#f7a6a6')));
  return { far, near };
}

function lake(pen: Pen): PlaceDrawing {
  const far = times(6, (index) =>
    tree(pen, index * 56 + pen.at(0, 20), 132, pen.at(24, 34), pen.c('#4f8f5a')),
  );
  const bend = pen.at(-40, 40);
  const water = path(
    `M140 134Q${160 + bend} 160 ${90 + bend} 200H${250 + bend}Q${190 + bend} 160 180 134Z`,
    pen.c('#3a9bd9'),
  );
  const bridge =
    pen.random.next() < 0.5
      ? line(`M${80 + bend} 172Q${165 + bend} 140 ${250 + bend} 172`, pen.c('#8a5a3a'), 6)
      : '';
  const near =
    ground(pen, 136, pen.c('#6cb85a')) +
    water +
    line(`M${150 + bend / 2} 160q10 -3 20 0`, pen.c('#d8f0ff'), 1.5) +
    bridge +
    times(2 + pen.detail, () => {
      const x = pen.random.next() < 0.5 ? pen.at(20, 80) : pen.at(250, 300);
      return line(`M${x} 196v-22m4 22v-16`, pen.c('#5a8f3a'), 2);
    });
  return { far, near };
}

function mountain(pen: Pen): PlaceDrawing {
  const far = times(4, (index) => {
    const x = index * 90 + pen.at(0, 40);
    return poly([x - 80, 140, x, pen.at(60, 80), x + 80, 140], pen.c('#a9b4cf'));
  });
  const near =
    times(2, (index) => {
      const x = index ? pen.at(220, 280) : pen.at(40, 100);
      const top = pen.at(40, 60);
      return (
        poly([x - 100, 160, x, top, x + 100, 160], pen.c('#6f7391')) +
        poly(
          [
            x - 22,
            top + 26,
            x,
            top,
            x + 22,
            top + 26,
            x + 8,
            top + 20,
            x,
            top + 28,
            x - 8,
            top + 20,
          ],
          pen.c('#ffffff'),
        )
      );
    }) +
    ground(pen, 160, pen.c('#7fae5f')) +
    times(pen.detail + 1, () => {
      const x = pen.at(10, 310);
      return poly([x - 7, 182, x, 160, x + 7, 182], pen.c('#2f6b4a'));
    });
  return { far, near };
}

function desert(pen: Pen, words: string): PlaceDrawing {
  const far = times(2 + pen.detail, () => {
    const x = pen.at(0, 300);
    const top = pen.at(84, 108);
    return (
      poly([x - 40, 140, x - 26, top, x + 26, top, x + 40, 140], pen.c('#c9643a')) +
      rect(x - 28, top + 10, 56, 4, pen.c('#a94f2f'))
    );
  });
  const canyon = /canyon/.test(words)
    ? poly([0, 40, 40, 60, 56, 140, 70, 200, 0, 200], pen.c('#b4532f')) +
      poly([320, 50, 284, 70, 268, 140, 250, 200, 320, 200], pen.c('#b4532f'))
    : '';
  const cactus = (x: number) =>
    rect(x, 146, 10, 40, pen.c('#4f8f3f'), 5) +
    rect(x - 10, 156, 8, 18, pen.c('#4f8f3f'), 4) +
    rect(x + 12, 152, 8, 16, pen.c('#4f8f3f'), 4);
  const near =
    ground(pen, 142, pen.c('#f0c27b')) +
    ellipse(pen.at(60, 260), 190, 150, 16, pen.c('#e0a85f')) +
    canyon +
    cactus(pen.at(90, 230)) +
    times(pen.detail, () => ellipse(pen.at(30, 290), pen.at(176, 192), 8, 4, pen.c('#9a7a5a')));
  return { far, near };
}

function snow(pen: Pen): PlaceDrawing {
  const far =
    ellipse(pen.at(40, 140), 146, 160, 40, pen.c('#e6f0fa')) +
    ellipse(pen.at(180, 280), 150, 150, 34, pen.c('#d4e4f4'));
  const pine = (x: number, size: number) =>
    poly([x - size / 3, 180, x, 180 - size, x + size / 3, 180], pen.c('#2f6b5a')) +
    poly(
      [x - size / 6, 180 - size / 2, x, 180 - size, x + size / 6, 180 - size / 2],
      pen.c('#ffffff'),
    );
  const near =
    ground(pen, 156, pen.c('#f7fbff')) +
    times(2 + pen.detail, (index) =>
      pine(index % 2 ? pen.at(230, 310) : pen.at(10, 90), pen.at(40, 70)),
    ) +
    (pen.random.next() < 0.5
      ? path(`M${pen.at(150, 200)} 184a22 20 0 0 1 44 0z`, pen.c('#ffffff'))
      : '');
  const front = times(8 + pen.detail * 4, () =>
    circle(pen.at(0, 320), pen.at(0, 196), 1.6, '#fff'),
  );
  return { far, near, front };
}

export const DRAW_OUTDOOR: Record<OutdoorPlace, (pen: Pen, words: string) => PlaceDrawing> = {
  forest,
  jungle,
  meadow,
  sea,
  lake,
  mountain,
  desert,
  snow,
  ...DRAW_BUILT,
};
