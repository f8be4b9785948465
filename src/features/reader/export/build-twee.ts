import { neutraliseHtml } from './neutralise-html';
import { orderStoryPassages, type ExportSegment, type ExportStory } from './order-story-passages';

/**
 * Story text stays plain text: a line starting with "::" would open a passage, "[[" a link, HTML
 * would run in the story format, and "(name:" would call a Harlowe macro such as (goto-url:).
 */
function escapeTwee(text: string): string {
  return neutraliseHtml(text)
    .replace(/\(([\w-]+):/g, '&#40;$1:')
    .split('\n')
    .map((line) => (line.startsWith('::') ? `\\${line}` : line))
    .join('\n')
    .replace(/\[\[/g, '[ [')
    .replace(/\]\]/g, '] ]');
}

function linkLabel(text: string): string {
  return escapeTwee(
    text
      .replace(/->|<-|\||\[|\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * The whole branch tree in Twee 3 (Twine's text format, Harlowe story format): a StoryTitle,
 * StoryData with an IFID, and one passage per segment linked by the choices taken.
 */
export function buildTwee(story: ExportStory, segments: readonly ExportSegment[]): string {
  const passages = orderStoryPassages(segments);
  const start = passages[0]?.name ?? 'Start';
  const data = {
    ifid: story.id.toUpperCase(),
    format: 'Harlowe',
    'format-version': '3.3.9',
    start,
    zoom: 1,
  };
  const blocks = [
    `:: StoryTitle\n${escapeTwee(story.title || 'Untitled story')}`,
    `:: StoryData\n${JSON.stringify(data, null, 2)}`,
  ];
  passages.forEach((passage, index) => {
    const position = `${100 + (index % 8) * 150},${100 + Math.floor(index / 8) * 150}`;
    const tags = passage.segment.is_end ? ' [ending]' : '';
    const links = passage.next.map((link) => `[[${linkLabel(link.choice)}->${link.passage}]]`);
    blocks.push(
      `:: ${passage.name}${tags} {"position":"${position}","size":"100,100"}\n${escapeTwee(passage.segment.segment_text.trim())}${links.length ? `\n\n${links.join('\n')}` : ''}`,
    );
  });
  return `${blocks.join('\n\n')}\n`;
}
