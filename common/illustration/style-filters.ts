// The four looks a picture can have, each made with SVG filters and textures: flat vector shapes;
// watercolor washes (turbulence bends the edges, colours soften and overlap, paper grain); pencil
// (grey tones, wobbly outlines, hatching that thickens in the shadows, graphite grain); comic (bold
// posterised fills, thick ink outlines, halftone dots in the shadows, a panel border).

export const PICTURE_STYLES = ['flat', 'watercolor', 'pencil', 'comic'] as const;
export type PictureStyle = (typeof PICTURE_STYLES)[number];

/** The wizard's style names (storybook, watercolor, cartoon, comic, pencil sketch, realistic). */
export function pictureStyleOf(name: string): PictureStyle {
  const style = name.trim().toLowerCase();
  if (/water/.test(style)) return 'watercolor';
  if (/pencil|sketch/.test(style)) return 'pencil';
  if (/comic|cartoon/.test(style)) return 'comic';
  return 'flat';
}

export type Layer = 'far' | 'near' | 'figure' | 'front';

export interface StyleLook {
  /** Filters, patterns and masks; `id` prefixes every id, `scene` is the id of the scene group. */
  defs(id: string, scene: string, seed: number): string;
  /** Presentation attributes of each layer's group. */
  layers: Record<Layer, string>;
  /** The filter the whole scene is shown through, if any. */
  filter: boolean;
  /** Textures laid over the scene. */
  overlay(id: string): string;
}

const FULL = 'width="320" height="200"';
const WEIGHTS = [0.213, 0.715, 0.072];
const short = (value: number) => String(Number(value.toFixed(2))).replace(/^(-?)0\./, '$1.');

/**
 * A mask colour matrix: white where the scene is darker than `below` (a luminance), rising by
 * `steepness`, so texture shows in the shadows and never on paper or pale sky.
 */
function darkerThan(below: number, steepness: number): string {
  const row = `${WEIGHTS.map((weight) => short(-weight * steepness)).join(' ')} 0 ${short(below * steepness)}`;
  return `<feColorMatrix values="${row} ${row} ${row} 0 0 0 1 0"/>`;
}

const channels = (funcs: string) => `<feFuncR ${funcs}/><feFuncG ${funcs}/><feFuncB ${funcs}/>`;

/** A colour matrix that keeps `saturation` of the colour and moves it `lift` of the way to white. */
function fade(saturation: number, lift: number): string {
  const rows = [0, 1, 2].map((row) =>
    [
      ...WEIGHTS.map((weight, column) =>
        short((weight * (1 - saturation) + (row === column ? saturation : 0)) * (1 - lift)),
      ),
      0,
      short(lift),
    ].join(' '),
  );
  return `<feColorMatrix values="${rows.join(' ')} 0 0 0 1 0"/>`;
}

const flat: StyleLook = {
  defs: () => '',
  layers: { far: '', near: '', figure: '', front: '' },
  filter: false,
  overlay: () => '',
};

const watercolor: StyleLook = {
  defs: (id, _scene, seed) =>
    `<filter id="${id}f" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency=".035" numOctaves="3" seed="${seed % 997}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="7" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation=".7"/>${fade(0.85, 0.12)}</filter>` +
    `<filter id="${id}b"><feTurbulence type="fractalNoise" baseFrequency=".015" numOctaves="2" seed="${seed % 89}"/><feColorMatrix values="0 0 0 0 .3 0 0 0 0 .2 0 0 0 0 .4 0 0 0 1.2 -.5"/></filter>` +
    `<filter id="${id}p"><feTurbulence type="fractalNoise" baseFrequency=".7" numOctaves="2"/><feColorMatrix values="0 0 0 0 .5 0 0 0 0 .4 0 0 0 0 .3 0 0 0 -1.4 1"/></filter>`,
  layers: {
    far: 'fill-opacity=".72"',
    near: 'fill-opacity=".85"',
    figure: 'fill-opacity=".92"',
    front: 'fill-opacity=".75"',
  },
  filter: true,
  overlay: (id) =>
    `<rect ${FULL} filter="url(#${id}b)" opacity=".25"/><rect ${FULL} filter="url(#${id}p)" opacity=".25"/>`,
};

const INK = 'stroke-linejoin="round" stroke="';

const pencil: StyleLook = {
  defs: (id, scene, seed) =>
    `<filter id="${id}f">${fade(0.1, 0)}<feComponentTransfer result="g">${channels('type="gamma" amplitude="1.15" exponent=".4"')}</feComponentTransfer><feTurbulence type="fractalNoise" baseFrequency=".06" seed="${seed % 997}" result="n"/><feDisplacementMap in="g" in2="n" scale="2.5" xChannelSelector="R" yChannelSelector="G"/></filter>` +
    `<filter id="${id}v">${darkerThan(0.7, 2.5)}</filter><filter id="${id}t">${darkerThan(0.36, 3)}</filter>` +
    `<mask id="${id}m"><use href="#${scene}" filter="url(#${id}v)"/></mask><mask id="${id}n"><use href="#${scene}" filter="url(#${id}t)"/></mask>` +
    `<pattern id="${id}h" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(40)"><path d="M0 0v4" stroke="#404040" stroke-width=".8"/></pattern>` +
    `<pattern id="${id}k" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(-50)"><path d="M0 0v4" stroke="#303030" stroke-width=".7"/></pattern>` +
    `<filter id="${id}g"><feTurbulence type="fractalNoise" baseFrequency="1.2"/><feColorMatrix values="0 0 0 0 .3 0 0 0 0 .3 0 0 0 0 .3 0 0 0 -1.2 1"/></filter>`,
  layers: {
    far: `${INK}#6a6a6a" stroke-width=".7"`,
    near: `${INK}#2a2a2a" stroke-width=".9"`,
    figure: `${INK}#1a1a1a" stroke-width="1"`,
    front: '',
  },
  filter: true,
  overlay: (id) =>
    `<rect ${FULL} fill="url(#${id}h)" mask="url(#${id}m)"/><rect ${FULL} fill="url(#${id}k)" mask="url(#${id}n)"/><rect ${FULL} filter="url(#${id}g)" opacity=".3"/>`,
};

const comic: StyleLook = {
  defs: (id, scene) =>
    `<filter id="${id}f"><feColorMatrix type="saturate" values="1.35"/><feComponentTransfer>${channels('type="discrete" tableValues="0 .15 .3 .45 .6 .75 .9 1"')}</feComponentTransfer></filter>` +
    `<filter id="${id}v">${darkerThan(0.75, 1.6)}</filter>` +
    `<mask id="${id}m"><use href="#${scene}" filter="url(#${id}v)"/></mask>` +
    `<pattern id="${id}d" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><circle cx="2.5" cy="2.5" r="1.5" fill="#1a1a2e"/></pattern>`,
  layers: {
    far: `${INK}#111" stroke-width="1.5"`,
    near: `${INK}#111" stroke-width="2.2"`,
    figure: `${INK}#111" stroke-width="2.4"`,
    front: '',
  },
  filter: true,
  overlay: (id) =>
    `<rect ${FULL} fill="url(#${id}d)" mask="url(#${id}m)" opacity=".5"/><rect x="2" y="2" width="316" height="196" fill="none" stroke="#111" stroke-width="4"/>`,
};

export const STYLE_LOOKS: Record<PictureStyle, StyleLook> = { flat, watercolor, pencil, comic };
