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
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import {
  drawProceduralIllustration,
  placeOfPhrase,
  pictureStyleOf,
  type PictureScene,
  type ProceduralIllustration,
} from '../common/illustration/index.ts';
import type {
  AgeId,
  GenreSlug,
  StoryRequestInput,
} from '../supabase/functions/_shared/story-engine/index.ts';
import { storyRequestSchema } from '../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { buildStoryWorld } from '../supabase/functions/_shared/story-engine/storyteller/build-story-world.ts';
import { followPath } from '../supabase/functions/_shared/story-engine/storyteller/follow-path.ts';

const STORIES: { genre: GenreSlug; age: AgeId; prompt: string }[] = [
  {
    genre: 'adventure',
    age: '7-9',
    prompt: 'A girl named Mira finds a glowing map in the desert canyon',
  },
  {
    genre: 'adventure',
    age: '10-12',
    prompt: 'A boy called Tom sails a small boat across the sea to find a lighthouse',
  },
  {
    genre: 'adventure',
    age: '4-6',
    prompt: 'A fox named Rusty explores the misty jungle looking for a golden key',
  },
  {
    genre: 'adventure',
    age: 'teen',
    prompt: 'Nadia climbs the snowy mountain to find her lost compass',
  },
  {
    genre: 'fantasy-magic',
    age: '7-9',
    prompt: 'A princess named Lila lives in a castle and wants a magic wand',
  },
  {
    genre: 'fantasy-magic',
    age: '4-6',
    prompt: 'A little dragon called Ember lost his egg in the forest',
  },
  {
    genre: 'fantasy-magic',
    age: '10-12',
    prompt: 'A mermaid named Coral searches the underwater reef for a shining pearl',
  },
  {
    genre: 'epic-fantasy',
    age: 'teen',
    prompt: 'A knight named Rowan rides to the ice kingdom to bring back the crown',
  },
  {
    genre: 'epic-fantasy',
    age: '10-12',
    prompt: 'A girl named Wren walks into a dark cave to find the crystal',
  },
  {
    genre: 'sci-fi',
    age: '7-9',
    prompt: 'A little robot named Bolt dreams of flying to the moon in a rocket',
  },
  { genre: 'sci-fi', age: '10-12', prompt: 'Captain Juno fixes her spaceship on the red planet' },
  {
    genre: 'sci-fi',
    age: 'teen',
    prompt: 'A boy named Kip finds a strange crystal on the space station',
  },
  {
    genre: 'mystery',
    age: '7-9',
    prompt: 'Detective Ada must find the stolen trophy in the city museum',
  },
  {
    genre: 'mystery',
    age: '10-12',
    prompt: 'A cat named Inky follows muddy prints through the old library',
  },
  {
    genre: 'mystery',
    age: 'adult',
    prompt: 'Someone took the lantern from the lighthouse on the rocky coast',
  },
  {
    genre: 'bedtime',
    age: '4-6',
    prompt: 'A sleepy bunny named Pip looks for a lost star in the bedroom',
  },
  {
    genre: 'bedtime',
    age: '4-6',
    prompt: 'A little bear wants to find the moon over the quiet meadow',
  },
  { genre: 'bedtime', age: '7-9', prompt: 'A girl named Rosa hears a music box in the cosy attic' },
  {
    genre: 'educational',
    age: '7-9',
    prompt: 'A boy named Leo wants to learn how bees make honey in the garden',
  },
  {
    genre: 'educational',
    age: '10-12',
    prompt: 'A girl named Priya explores the rainforest to discover why leaves change colour',
  },
  {
    genre: 'values',
    age: '7-9',
    prompt: 'A dog named Biscuit finds a ball in the park and must return it',
  },
  {
    genre: 'values',
    age: '4-6',
    prompt: 'A girl named Amy shares her kite with the new kid on the windy hill',
  },
  {
    genre: 'silly',
    age: '7-9',
    prompt: 'A mouse named Crumb wants to win the cake contest in the village',
  },
  {
    genre: 'silly',
    age: '10-12',
    prompt: 'A boy named Sid chases a runaway balloon down the city street',
  },
];
const PARTS = 5;
const STYLE_NAMES = ['storybook', 'watercolor', 'pencil sketch', 'comic'] as const;

interface Part {
  genre: GenreSlug;
  age: AgeId;
  text: string;
  imagePrompt: string;
  position: number;
  /** Where the storyteller put the hero in this part, with its article. */
  place: string;
}

function tellStories(): Part[][] {
  return STORIES.map((story, index) => {
    const base: StoryRequestInput = {
      age: story.age,
      genre: story.genre,
      prompt: story.prompt,
      options: { length: 'short', person: 'third', style: 'storybook' },
      story_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    };
    const world = buildStoryWorld(storyRequestSchema.parse(base));
    const parts: Part[] = [];
    const path: string[] = [];
    let choice = '';
    for (let position = 1; position <= PARTS; position += 1) {
      const segment = tellStorySegment(
        storyRequestSchema.parse({
          ...base,
          history: parts.slice(-4).map((part) => part.text),
          choice,
          path,
          finish: position === PARTS,
        }),
      );
      const states = followPath(world, choice ? [...path, choice] : path);
      parts.push({
        genre: story.genre,
        age: story.age,
        text: segment.segment_text,
        imagePrompt: segment.image_prompt,
        position,
        place: states[states.length - 1]?.location ?? world.place,
      });
      if (choice) path.push(choice);
      choice = segment.choices[(index + position) % 3] ?? segment.choices[0] ?? '';
    }
    return parts;
  });
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
const at = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((p / 100) * (values.length - 1))] ?? Number.NaN;

const stories = tellStories();
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

const SHEET_SCENES: { genre: GenreSlug; text: string }[] = [
  {
    genre: 'adventure',
    text: 'Mira the girl held her glowing map in the desert canyon at sunset.',
  },
  {
    genre: 'fantasy-magic',
    text: 'Rusty the fox found a golden key deep in the forest one morning.',
  },
  { genre: 'sci-fi', text: 'Bolt the robot stood by his rocket on the red planet.' },
  { genre: 'bedtime', text: 'Pip the bunny found a lost star in the cosy attic at night.' },
  { genre: 'epic-fantasy', text: 'Rowan the knight wore the crown at the castle gate at noon.' },
  { genre: 'adventure', text: 'Tom the boy flew his kite on the beach by the sea in the morning.' },
  { genre: 'fantasy-magic', text: 'Coral the mermaid found a pearl shell on the coral reef.' },
  { genre: 'mystery', text: 'Inky the cat carried a lantern through the dark cave at night.' },
];

/** Stories shown part by part on the contact sheet, by their place in STORIES, with a style. */
const SHEET_STORIES = [
  { story: 0, style: 'storybook' },
  { story: 4, style: 'watercolor' },
] as const;

function sheetCell(picture: ProceduralIllustration, caption: string): string {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`;
  return `<figure><img src="${src}" width="320" height="200" alt=""><figcaption>${caption}: ${picture.alt}</figcaption></figure>`;
}

async function writeContactSheet(file: string): Promise<void> {
  const styles = SHEET_SCENES.map((scene, row) =>
    STYLE_NAMES.map((style) =>
      sheetCell(drawProceduralIllustration({ ...scene, age: '7-9', style, part: row }), style),
    ).join(''),
  ).join('');
  const story = SHEET_STORIES.map(({ story, style }) =>
    (stories[story] ?? [])
      .slice(0, STYLE_NAMES.length)
      .map((part) =>
        sheetCell(
          drawProceduralIllustration({ ...part, style, part: part.position }),
          `part ${part.position}, ${style}`,
        ),
      )
      .join(''),
  ).join('');
  const cells = styles + story;
  const html = `<!doctype html><style>body{margin:8px;font:11px sans-serif;display:grid;grid-template-columns:repeat(4,320px);gap:8px}figure{margin:0}figcaption{height:28px}</style>${cells}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1320, height: 800 } });
    await page.setContent(html);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await browser.close();
  }
}

const sheetAt = process.argv.indexOf('--sheet');
const sheet = (sheetAt > 0 && process.argv[sheetAt + 1]) || 'bench/out/procedural-pictures.png';
mkdirSync(dirname(sheet), { recursive: true });
await writeContactSheet(sheet);
console.log(`  contact sheet: ${sheet}`);
