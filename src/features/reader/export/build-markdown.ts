import { neutraliseHtml } from './neutralise-html';
import { orderStoryPassages, type ExportSegment, type ExportStory } from './order-story-passages';

/** Text, not markup: no raw HTML, and no link or image of the writer's (a javascript: URL). */
const escapeMarkdown = (text: string) => neutraliseHtml(text).replace(/[[\]\\]/g, '\\$&');

/** The story as Markdown: every passage as a section, choices as links to the passages they lead to. */
export function buildMarkdown(story: ExportStory, segments: readonly ExportSegment[]): string {
  const passages = orderStoryPassages(segments);
  const anchor = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
  const lines = [`# ${escapeMarkdown(story.title || 'Untitled story')}`, ''];
  if (story.description) lines.push(escapeMarkdown(story.description), '');
  for (const passage of passages) {
    lines.push(`## ${passage.name}`, '', escapeMarkdown(passage.segment.segment_text.trim()), '');
    for (const link of passage.next)
      lines.push(`- [${escapeMarkdown(link.choice)}](#${anchor(link.passage)})`);
    if (passage.next.length > 0) lines.push('');
    if (passage.segment.is_end) lines.push('*The end.*', '');
  }
  return lines.join('\n');
}
