// The contact sheet bench/procedural-pictures.ts writes: the four styles side by side over eight
// scenes, then two stories part by part, as Chromium shows the SVGs.
import { chromium } from '@playwright/test';
import type { GenreSlug } from '../../supabase/functions/_shared/story-engine/index.ts';
import {
  drawProceduralIllustration,
  type ProceduralIllustration,
} from '../../common/illustration/index.ts';
import type { Part } from './tell-picture-stories.ts';

export const STYLE_NAMES = ['storybook', 'watercolor', 'pencil sketch', 'comic'] as const;

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

/** Stories shown part by part on the contact sheet, by their place in the told stories, with a style. */
const SHEET_STORIES = [
  { story: 0, style: 'storybook' },
  { story: 4, style: 'watercolor' },
] as const;

function sheetCell(picture: ProceduralIllustration, caption: string): string {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`;
  return `<figure><img src="${src}" width="320" height="200" alt=""><figcaption>${caption}: ${picture.alt}</figcaption></figure>`;
}

export async function writePictureContactSheet(
  file: string,
  stories: readonly Part[][],
): Promise<void> {
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
