// Prints how well procedural pictures show their story, as issue 15's "Done means" measures it:
// over 120 parts the built-in storyteller writes (24 stories across places and genres, 5 parts
// each), the share of consecutive parts whose scenes differ by what they show (place, time of day,
// key object or companion; the layout alone does not count), the share of pictures whose place is
// the part's place (where the storyteller put the hero, read by the place word list), and each
// picture's drawing time and size in every visual style.
// It also writes a contact sheet (bench/out/procedural-pictures.png, or the file after --sheet):
// the four styles side by side over eight scenes, then two stories part by part, as Chromium
// shows the SVGs.
// Usage: node --import tsx bench/procedural-pictures.ts [--sheet file.png]
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import {
  drawProceduralIllustration,
  placeOfPhrase,
  pictureStyleOf,
  type PictureScene,
} from '../common/illustration/index.ts';
import { PARTS, tellPictureStories } from './support/tell-picture-stories.ts';
import { STYLE_NAMES, writePictureContactSheet } from './support/write-picture-contact-sheet.ts';

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
const at = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((p / 100) * (values.length - 1))] ?? Number.NaN;

const stories = tellPictureStories();
const parts = stories.flat();
const ASPECTS = ['place', 'time', 'object', 'companion'] as const;
let consecutive = 0;
let differing = 0;
let differingContent = 0;
const differingBy = new Map<(typeof ASPECTS)[number], number>(ASPECTS.map((aspect) => [aspect, 0]));
let placed = 0;
let matching = 0;
const mismatches: string[] = [];
const places = new Map<string, number>();
for (const story of stories) {
  let previous: PictureScene | null = null;
  for (const part of story) {
    const { scene } = drawProceduralIllustration({
      genre: part.genre,
      age: part.age,
      style: 'storybook',
      text: part.text,
      imagePrompt: part.imagePrompt,
      part: part.position,
    });
    places.set(scene.place, (places.get(scene.place) ?? 0) + 1);
    if (previous !== null) {
      consecutive += 1;
      const changed = ASPECTS.filter((aspect) => scene[aspect] !== previous?.[aspect]);
      for (const aspect of changed) differingBy.set(aspect, (differingBy.get(aspect) ?? 0) + 1);
      if (changed.length > 0) differingContent += 1;
      if (changed.length > 0 || scene.layout !== previous.layout) differing += 1;
    }
    previous = scene;
    const expected = placeOfPhrase(part.place);
    if (expected) {
      placed += 1;
      if (expected === scene.place) matching += 1;
      else mismatches.push(`${part.place} → ${scene.place} (expected ${expected})`);
    }
  }
}

console.log(`procedural pictures: ${stories.length} stories, ${parts.length} parts`);
console.log(
  `  consecutive parts whose scenes differ by content (place, time of day, key object or companion): ${percent(differingContent, consecutive)} (${differingContent}/${consecutive})`,
);
console.log(
  `    by aspect: ${ASPECTS.map((aspect) => `${aspect} ${percent(differingBy.get(aspect) ?? 0, consecutive)}`).join(', ')}`,
);
console.log(
  `    counting the layout too (it alternates, so this says little): ${percent(differing, consecutive)}`,
);
console.log(
  `  scenes whose place is the part's place: ${percent(matching, placed)} (${matching}/${placed} parts with a place word)`,
);
console.log(
  `  places drawn: ${[...places.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([place, count]) => `${place} ${count}`)
    .join(', ')}`,
);
for (const mismatch of mismatches.slice(0, 8)) console.log(`    mismatch: ${mismatch}`);

// Wall-clock times on a shared machine include waits for the CPU; CPU time per picture does not.
for (const style of STYLE_NAMES) {
  const timings: number[] = [];
  const sizes: number[] = [];
  const gzipped: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < 5; round += 1) {
    for (const part of parts) {
      const start = performance.now();
      const { svg } = drawProceduralIllustration({
        genre: part.genre,
        age: part.age,
        style,
        text: part.text,
        imagePrompt: part.imagePrompt,
        part: part.position + round * PARTS,
      });
      timings.push(performance.now() - start);
      sizes.push(svg.length);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  for (const part of parts)
    gzipped.push(
      gzipSync(
        drawProceduralIllustration({
          ...part,
          style,
          imagePrompt: part.imagePrompt,
          part: part.position,
        }).svg,
      ).length,
    );
  const cpuMs = (cpu.user + cpu.system) / 1000 / timings.length;
  console.log(
    `  ${style.padEnd(13)} (${pictureStyleOf(style)}): CPU ${cpuMs.toFixed(3)} ms per picture; wall p50 ${at(timings, 50).toFixed(3)} ms, p95 ${at(timings, 95).toFixed(3)} ms; size mean ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)} B, max ${Math.max(...sizes)} B (${Math.round(gzipped.reduce((a, b) => a + b, 0) / gzipped.length)} B gzip)`,
  );
}

const sheetAt = process.argv.indexOf('--sheet');
const sheet = (sheetAt > 0 && process.argv[sheetAt + 1]) || 'bench/out/procedural-pictures.png';
mkdirSync(dirname(sheet), { recursive: true });
await writePictureContactSheet(sheet, stories);
console.log(`  contact sheet: ${sheet}`);
