import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildEpub } from '@/features/reader/export/build-epub';
import { buildMarkdown } from '@/features/reader/export/build-markdown';
import { buildTwee } from '@/features/reader/export/build-twee';
import { orderStoryPassages } from '@/features/reader/export/order-story-passages';
import { segments, story } from './story-fixture';

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('orderStoryPassages', () => {
  it('orders passages depth first, keeps both branches and drops deleted segments', () => {
    const passages = orderStoryPassages(segments);
    expect(passages.map((passage) => [passage.name, passage.segment.id])).toEqual([
      ['Part 1', 's1'],
      ['Part 2', 's2'],
      ['Part 3', 's3'],
      ['Part 4', 's2b'],
    ]);
    expect(passages[0]?.next).toEqual([
      { choice: 'Climb up', passage: 'Part 2' },
      { choice: 'Go downstairs', passage: 'Part 4' },
    ]);
  });
});

describe('buildMarkdown', () => {
  it('writes each passage with its choices as links', () => {
    const markdown = buildMarkdown(story, segments);
    expect(markdown.startsWith('# The Map & the &lt;Attic>\n')).toBe(true);
    expect(markdown).toContain('## Part 1\n\nAna found a map in the attic.');
    expect(markdown).toContain('- [Climb up](#part-2)\n- [Go downstairs](#part-4)');
    expect(markdown).toContain('*The end.*');
    expect(markdown).not.toContain('Removed.');
  });
});

describe('buildTwee', () => {
  const twee = buildTwee(story, segments);
  const headers = [...twee.matchAll(/^:: ([^[{\n]+?)(?: \[[^\]]*\])?(?: \{.*\})?$/gm)].map(
    (match) => match[1],
  );

  it('has StoryTitle and StoryData with an IFID and the start passage', () => {
    expect(twee.startsWith(':: StoryTitle\nThe Map & the &lt;Attic>\n')).toBe(true);
    const data = JSON.parse(/:: StoryData\n(\{[\s\S]*?\n\})/.exec(twee)?.[1] ?? '{}') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      ifid: story.id.toUpperCase(),
      format: 'Harlowe',
      start: 'Part 1',
    });
    expect(data.ifid).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
  });

  it('carries the whole branch tree: every link points to a passage that exists', () => {
    expect(headers).toEqual(['StoryTitle', 'StoryData', 'Part 1', 'Part 2', 'Part 3', 'Part 4']);
    const targets = [...twee.matchAll(/\[\[[^\]]*?->([^\]]+)\]\]/g)].map((match) => match[1]);
    expect(targets).toEqual(['Part 2', 'Part 4', 'Part 3']);
    for (const target of targets) expect(headers).toContain(target);
    expect(twee).toContain(':: Part 3 [ending]');
  });

  it('keeps story text from turning into Twee markup', () => {
    expect(twee).toContain('\\:: not a passage');
    expect(twee).toContain('[ [not a link] ]');
  });
});

describe('buildEpub', () => {
  const bytes = buildEpub(story, segments, new Date('2026-11-22T12:00:00.123Z'));
  const files = unzipSync(bytes);

  it('starts with an uncompressed mimetype entry, as EPUB readers require', () => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0);
    const nameLength = view.getUint16(26, true);
    expect(strFromU8(bytes.subarray(30, 30 + nameLength))).toBe('mimetype');
    expect(view.getUint16(28, true)).toBe(0);
    expect(strFromU8(bytes.subarray(30 + nameLength, 30 + nameLength + 20))).toBe(
      'application/epub+zip',
    );
  });

  it('has a container, a package document and a navigation document that all parse', () => {
    const container = parseXml(strFromU8(files['META-INF/container.xml']!));
    expect(container.getElementsByTagName('rootfile')[0]?.getAttribute('full-path')).toBe(
      'OEBPS/content.opf',
    );
    const opf = parseXml(strFromU8(files['OEBPS/content.opf']!));
    expect(opf.getElementsByTagName('dc:title')[0]?.textContent).toBe('The Map & the <Attic>');
    expect(opf.getElementsByTagName('meta')[0]?.textContent).toBe('2026-11-22T12:00:00Z');
    const hrefs = [...opf.getElementsByTagName('item')].map((item) => item.getAttribute('href'));
    for (const href of hrefs) expect(files[`OEBPS/${href}`]).toBeDefined();
    expect(opf.getElementsByTagName('itemref')).toHaveLength(4);
    parseXml(strFromU8(files['OEBPS/nav.xhtml']!));
  });

  it('makes every chapter well-formed XHTML whose choice links lead to existing chapters', () => {
    const chapter = parseXml(strFromU8(files['OEBPS/part-1.xhtml']!));
    expect(chapter.getElementsByTagName('p')[1]?.textContent).toBe('It glowed "softly" & warmly.');
    const links = [...chapter.getElementsByTagName('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Climb up', 'part-2.xhtml'],
      ['Go downstairs', 'part-4.xhtml'],
    ]);
    for (const name of Object.keys(files).filter((file) => file.endsWith('.xhtml')))
      parseXml(strFromU8(files[name]!));
  });
});
