import { strToU8, zipSync, type Zippable } from 'fflate';
import { orderStoryPassages, type ExportSegment, type ExportStory } from './order-story-passages';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const fileOf = (passage: string) => `${passage.toLowerCase().replace(/\s+/g, '-')}.xhtml`;

function xhtmlPage(title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
<head><meta charset="UTF-8"/><title>${escapeXml(title)}</title></head>
<body>
${body}
</body>
</html>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/**
 * The story as an EPUB 3 book: each passage a chapter, choices as links between chapters, so a
 * branching story stays playable in an e-reader. The mimetype entry comes first and uncompressed,
 * as the EPUB container format requires.
 */
export function buildEpub(
  story: ExportStory,
  segments: readonly ExportSegment[],
  modified: Date = new Date(),
): Uint8Array {
  const title = story.title || 'Untitled story';
  const passages = orderStoryPassages(segments);
  const chapters: Zippable = {};
  for (const passage of passages) {
    const paragraphs = passage.segment.segment_text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeXml(paragraph.trim())}</p>`)
      .join('\n');
    const links = passage.next.length
      ? `<nav epub:type="loi"><ul>${passage.next.map((link) => `<li><a href="${fileOf(link.passage)}">${escapeXml(link.choice)}</a></li>`).join('')}</ul></nav>`
      : passage.segment.is_end
        ? '<p><em>The end.</em></p>'
        : '';
    chapters[`OEBPS/${fileOf(passage.name)}`] = strToU8(
      xhtmlPage(
        `${title} — ${passage.name}`,
        `<section epub:type="chapter"><h2>${escapeXml(passage.name)}</h2>\n${paragraphs}\n${links}</section>`,
      ),
    );
  }
  const nav = xhtmlPage(
    title,
    `<nav epub:type="toc" id="toc"><h1>${escapeXml(title)}</h1><ol>${passages.map((passage) => `<li><a href="${fileOf(passage.name)}">${escapeXml(passage.name)}</a></li>`).join('')}</ol></nav>`,
  );
  const items = passages
    .map(
      (passage, index) =>
        `<item id="part-${index + 1}" href="${fileOf(passage.name)}" media-type="application/xhtml+xml"/>`,
    )
    .join('\n    ');
  const spine = passages.map((_, index) => `<itemref idref="part-${index + 1}"/>`).join('\n    ');
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${escapeXml(story.id)}</dc:identifier>
    <dc:title>${escapeXml(title)}</dc:title>
    <dc:language>en</dc:language>
    <dc:creator>StoryCanvas</dc:creator>
    <meta property="dcterms:modified">${modified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    ${items}
  </manifest>
  <spine>
    ${spine}
  </spine>
</package>
`;
  return zipSync({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/nav.xhtml': strToU8(nav),
    ...chapters,
  });
}
