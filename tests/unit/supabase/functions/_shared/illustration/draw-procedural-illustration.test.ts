import { describe, expect, it } from 'vitest';
import { drawProceduralIllustration } from '@shared/illustration/draw-procedural-illustration.ts';

const scenes = [
  ['The fox ran through the forest under tall oak trees.', 'forest'],
  ['Their boat rocked on the ocean waves near the island.', 'sea'],
  ['The knight rode up to the castle where the king lived.', 'castle'],
  ['The rocket zoomed past a bright planet in space.', 'space'],
  ['They hurried down the busy city street to the library.', 'city'],
  ['The path climbed the mountain to a high pass.', 'mountain'],
  ['Hot sand dunes stretched across the desert.', 'desert'],
  ['Snow fell softly on the frozen winter pond.', 'snow'],
] as const;

describe('drawProceduralIllustration', () => {
  it('draws the same picture for the same segment', () => {
    const input = { genre: 'adventure', age: '7-9', text: scenes[1][0] } as const;
    expect(drawProceduralIllustration(input).svg).toBe(drawProceduralIllustration(input).svg);
  });

  it.each(scenes)('reads the scene of “%s” as %s', (text, scene) => {
    expect(drawProceduralIllustration({ genre: 'values', age: '10-12', text }).scene).toBe(scene);
  });

  it('draws a different picture for every different scene', () => {
    const pictures = new Set(
      scenes.map(
        ([text]) => drawProceduralIllustration({ genre: 'values', age: '10-12', text }).svg,
      ),
    );
    expect(pictures.size).toBe(scenes.length);
  });

  it('falls back to the genre’s scene and draws bedtime stories at night', () => {
    expect(
      drawProceduralIllustration({
        genre: 'sci-fi',
        age: 'teen',
        text: 'Nothing here names a place.',
      }).scene,
    ).toBe('space');
    expect(
      drawProceduralIllustration({ genre: 'bedtime', age: '4-6', text: 'A cosy hug.' }).night,
    ).toBe(true);
    expect(
      drawProceduralIllustration({
        genre: 'adventure',
        age: '4-6',
        text: 'The moon rose over the sea.',
      }),
    ).toMatchObject({ scene: 'sea', night: true });
  });

  it('is a well-formed SVG with no text in it, so characters’ names never appear', () => {
    const { svg } = drawProceduralIllustration({
      genre: 'fantasy-magic',
      age: '4-6',
      text: 'Princess Zelda and Bartholomew walked into the forest.',
    });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 320 200');
    expect(doc.getElementsByTagName('text')).toHaveLength(0);
    expect(svg).not.toMatch(/Zelda|Bartholomew|Princess/);
  });

  it('gives older readers more detail than the youngest', () => {
    const text = 'They walked through the forest.';
    const shapes = (age: '4-6' | 'adult') =>
      (
        drawProceduralIllustration({ genre: 'adventure', age, text }).svg.match(
          /<(circle|polygon|rect|path|ellipse)/g,
        ) ?? []
      ).length;
    expect(shapes('adult')).toBeGreaterThan(shapes('4-6'));
  });
});
