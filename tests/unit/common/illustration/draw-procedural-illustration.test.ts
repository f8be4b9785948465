import { describe, expect, it } from 'vitest';
import {
  drawProceduralIllustration,
  PLACES,
  TIMES,
  type IllustrationInput,
} from '@common/illustration/index.ts';
import { FIGURES, FIGURE_WORDS, THINGS, THING_WORDS } from '@common/illustration/picture-words.ts';
import { AGE_IDS } from '@shared/age-bands.ts';

const STYLES = ['storybook', 'watercolor', 'pencil sketch', 'comic'] as const;
const PLACE_TEXT: Record<(typeof PLACES)[number], string> = {
  forest: 'the deep forest',
  jungle: 'the misty jungle',
  meadow: 'the windy meadow',
  sea: 'the rocky coast',
  lake: 'the quiet lake',
  underwater: 'the coral reef',
  castle: 'the old castle',
  space: 'the red planet',
  city: 'the busy street',
  village: 'the little village',
  home: 'the cosy bedroom',
  library: 'the old library',
  mountain: 'the high mountain',
  desert: 'the desert canyon',
  snow: 'the frozen glacier',
  cave: 'the dark cave',
};
const TIME_TEXT = { morning: 'at dawn', day: 'at noon', sunset: 'at sunset', night: 'at night' };

const desert: IllustrationInput = {
  genre: 'adventure',
  age: '7-9',
  text: 'Mira the girl unfolded her map in the desert canyon at sunset. A clever fox watched.',
  part: 2,
};

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** Every element of every picture drawn for the given inputs, in every style. */
function everyPicture(): { input: IllustrationInput; svg: string }[] {
  return PLACES.flatMap((place) =>
    TIMES.flatMap((time, index) =>
      STYLES.map((style) => {
        const input: IllustrationInput = {
          genre: 'adventure',
          age: AGE_IDS[index % AGE_IDS.length] ?? 'adult',
          style,
          text: `Leo the boy and his dog carried a kite, a lantern and a map to ${PLACE_TEXT[place]} ${TIME_TEXT[time]}.`,
          imagePrompt: `A boy with a kite near ${PLACE_TEXT[place]}`,
          part: index + 1,
        };
        return { input, svg: drawProceduralIllustration(input).svg };
      }),
    ),
  );
}

describe('drawProceduralIllustration', () => {
  it('draws the same picture for the same part, every time', () => {
    for (const style of STYLES)
      expect(drawProceduralIllustration({ ...desert, style }).svg).toBe(
        drawProceduralIllustration({ ...desert, style }).svg,
      );
  });

  it('draws every place, and its alt text names the part’s place in the part’s words', () => {
    for (const place of PLACES) {
      const picture = drawProceduralIllustration({
        genre: 'values',
        age: '10-12',
        text: `Sam the child walked to ${PLACE_TEXT[place]}.`,
      });
      expect(picture.scene.place).toBe(place);
      expect(picture.alt).toContain(PLACE_TEXT[place].replace('the ', ''));
    }
  });

  it('says in its alt text what it draws: the hero, the thing, the place and the time', () => {
    const picture = drawProceduralIllustration(desert);
    expect(picture.alt).toBe('Mira the girl with a map in the desert canyon at sunset');
    expect(picture.scene).toMatchObject({ hero: 'girl', object: 'map', time: 'sunset' });
  });

  it('says in its alt text who is with the hero, in the image prompt’s words', () => {
    const picture = drawProceduralIllustration({
      ...desert,
      imagePrompt:
        'storybook illustration of Mira the girl with the stranded turtle near the desert canyon, looking at the faded map, about the glowing map',
    });
    expect(picture.alt).toBe(
      'Mira the girl and a stranded turtle with a map in the desert canyon at sunset',
    );
    expect(picture.scene).toMatchObject({ companion: 'turtle', object: 'map' });
  });

  it('draws every companion and every thing its own way, each picture under 6 KB', () => {
    // The jungle for the oldest readers in pencil is the largest picture there is.
    const draw = (companion: string, thing: string) =>
      drawProceduralIllustration({
        genre: 'adventure',
        age: 'teen',
        style: 'pencil sketch',
        text: 'Mia walked on.',
        imagePrompt: `storybook illustration of Mia the girl with the ${companion} near the misty jungle, looking at the ${thing}, about the kite`,
        part: 1,
      });
    /** The shapes of a figure group, without the colours a seed picks. */
    const shapesOf = (svg: string, which: 'first' | 'last') => {
      const groups = [...parse(svg).querySelectorAll('g[transform^="translate"]')];
      const group = which === 'first' ? groups[0] : groups[groups.length - 1];
      return [...(group?.querySelectorAll('*') ?? [])]
        .map((shape) =>
          ['d', 'points', 'cx', 'cy', 'r', 'rx', 'x', 'y', 'width']
            .map((name) => shape.getAttribute(name) ?? '')
            .join(' '),
        )
        .join('|');
    };
    const companions = FIGURES.map((figure) =>
      // A girl beside the girl hero is named otherwise, or she would be the hero again.
      draw(FIGURE_WORDS[figure].find((word) => word !== 'girl') ?? figure, 'map'),
    );
    const things = THINGS.map((thing) => draw('clever fox', THING_WORDS[thing][0] ?? thing));
    expect(companions.map((picture) => picture.scene.companion)).toEqual([...FIGURES]);
    expect(things.map((picture) => picture.scene.object)).toEqual([...THINGS]);
    expect(new Set(companions.map(({ svg }) => shapesOf(svg, 'first'))).size).toBe(FIGURES.length);
    expect(new Set(things.map(({ svg }) => shapesOf(svg, 'last'))).size).toBe(THINGS.length);
    const oversized = [...companions, ...things]
      .filter(({ svg }) => svg.length >= 6 * 1024)
      .map(({ alt, svg }) => `${svg.length} B: ${alt}`);
    expect(oversized).toEqual([]);
  });

  it('draws neighbouring parts with the same words differently', () => {
    const pictures = [1, 2, 3, 4].map(
      (part) => drawProceduralIllustration({ ...desert, part }).svg,
    );
    expect(new Set(pictures).size).toBe(4);
  });

  it('draws each time of day with its own sky', () => {
    const skies = TIMES.map((time) => {
      const { svg } = drawProceduralIllustration({
        ...desert,
        text: `The fox ran across the desert ${TIME_TEXT[time]}.`,
      });
      return parse(svg).querySelector('linearGradient stop')?.getAttribute('stop-color');
    });
    expect(new Set(skies).size).toBe(TIMES.length);
  });

  it('gives each style its own filters and textures', () => {
    const looks = Object.fromEntries(
      STYLES.map((style) => [style, parse(drawProceduralIllustration({ ...desert, style }).svg)]),
    );
    const has = (style: string, selector: string) =>
      (looks[style] as Document).querySelectorAll(selector).length > 0;
    expect(has('storybook', 'filter')).toBe(false);
    expect(has('watercolor', 'feTurbulence')).toBe(true);
    expect(has('watercolor', 'feDisplacementMap')).toBe(true);
    expect(has('watercolor', 'feGaussianBlur')).toBe(true);
    expect(has('pencil sketch', 'pattern[patternTransform] path')).toBe(true);
    expect(has('pencil sketch', 'mask')).toBe(true);
    expect(has('pencil sketch', 'feColorMatrix')).toBe(true);
    expect(has('comic', 'pattern circle')).toBe(true);
    expect(has('comic', 'g[stroke="#111"]')).toBe(true);
    expect(has('comic', 'feComponentTransfer')).toBe(true);
    const filters = STYLES.map((style) =>
      [...(looks[style] as Document).querySelectorAll('filter > *, pattern')]
        .map((element) => element.tagName)
        .join(','),
    );
    expect(new Set(filters).size).toBe(STYLES.length);
  });

  it('reads the wizard’s style names', () => {
    const style = (name: string) => drawProceduralIllustration({ ...desert, style: name }).style;
    expect(style('storybook')).toBe('flat');
    expect(style('watercolor')).toBe('watercolor');
    expect(style('pencil sketch')).toBe('pencil');
    expect(style('comic')).toBe('comic');
    expect(style('realistic')).toBe('flat');
  });

  it('stays under 6 KB in every place, time of day and style', () => {
    const oversized = everyPicture()
      .filter(({ svg }) => svg.length >= 6 * 1024)
      .map(({ input, svg }) => `${input.style} ${svg.length} B: ${input.text}`);
    expect(oversized).toEqual([]);
  });

  it('is valid SVG with no script, no text and nothing outside itself', () => {
    const problems: string[] = [];
    for (const { input, svg } of everyPicture().filter((_, index) => index % 4 === 0)) {
      const where = `${input.style}: ${input.text}`;
      const doc = parse(svg);
      if (doc.getElementsByTagName('parsererror').length > 0) problems.push(`not XML: ${where}`);
      if (doc.documentElement.getAttribute('viewBox') !== '0 0 320 200')
        problems.push(`view box: ${where}`);
      for (const tag of ['script', 'text', 'foreignObject', 'image', 'a', 'style'])
        if (doc.getElementsByTagName(tag).length > 0) problems.push(`<${tag}>: ${where}`);
      const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id);
      if (new Set(ids).size !== ids.length) problems.push(`repeated id: ${where}`);
      for (const element of doc.querySelectorAll('*'))
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) problems.push(`${attribute.name}: ${where}`);
          const references = [
            ...(/href$/.test(attribute.name) ? [attribute.value] : []),
            ...[...attribute.value.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1] ?? ''),
          ];
          for (const reference of references)
            if (!/^#[\w-]+$/.test(reference) || !ids.includes(reference.slice(1)))
              problems.push(`reference ${reference}: ${where}`);
        }
    }
    expect(problems).toEqual([]);
  });

  it('never writes the story’s words into the picture', () => {
    const { svg } = drawProceduralIllustration({
      ...desert,
      text: 'Princess Zelda and Bartholomew walked into the forest with a <script> tag.',
      imagePrompt: 'Zelda"/><script>alert(1)</script> near the forest',
    });
    expect(svg).not.toMatch(/Zelda|Bartholomew|Princess|script|alert/);
  });

  it('gives older readers more detail than the youngest', () => {
    const shapes = (age: '4-6' | 'adult') =>
      (
        drawProceduralIllustration({
          ...desert,
          age,
          text: 'They walked through the forest.',
        }).svg.match(/<(circle|polygon|rect|path|ellipse)/g) ?? []
      ).length;
    expect(shapes('adult')).toBeGreaterThan(shapes('4-6'));
  });
});
