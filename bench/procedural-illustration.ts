// Prints how long a procedural illustration takes to draw and how many bytes it weighs
// (raw SVG and gzip), over every genre and age with varied scene text.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { drawProceduralIllustration } from '../supabase/functions/_shared/illustration/draw-procedural-illustration.ts';
import { AGE_IDS, GENRE_SLUGS } from '../supabase/functions/_shared/story-engine/index.ts';

const texts = [
  'The fox ran through the forest under tall oak trees.',
  'Their boat rocked on the ocean waves near the island at night.',
  'The knight rode up to the castle where the king lived.',
  'The rocket zoomed past a bright planet in space.',
  'They hurried down the busy city street to the library.',
  'Snow fell softly on the frozen winter pond.',
];

const timings: number[] = [];
const sizes: number[] = [];
const gzipped: number[] = [];
for (let round = 0; round < 40; round += 1) {
  for (const genre of GENRE_SLUGS) {
    for (const age of AGE_IDS) {
      const text = `${texts[round % texts.length]} (${round})`;
      const start = performance.now();
      const { svg } = drawProceduralIllustration({ genre, age, text });
      timings.push(performance.now() - start);
      sizes.push(svg.length);
      gzipped.push(gzipSync(svg).length);
    }
  }
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], p: number) =>
  sorted(values)[Math.floor((p / 100) * (values.length - 1))] ?? Number.NaN;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`procedural illustration: ${timings.length} drawings`);
console.log(
  `  draw time p50 ${at(timings, 50).toFixed(3)} ms, p95 ${at(timings, 95).toFixed(3)} ms`,
);
console.log(
  `  size mean ${Math.round(mean(sizes))} B raw (max ${Math.max(...sizes)}), ${Math.round(mean(gzipped))} B gzip`,
);
