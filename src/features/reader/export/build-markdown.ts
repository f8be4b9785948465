import { orderStoryPassages, type ExportSegment, type ExportStory } from './order-story-passages';

/** The story as Markdown: every passage as a section, choices as links to the passages they lead to. */
export function buildMarkdown(story: ExportStory, segments: readonly ExportSegment[]): string {
  const passages = orderStoryPassages(segments);
  const anchor = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
  const lines = [`# ${story.title || 'Untitled story'}`, ''];
  if (story.description) lines.push(story.description, '');
  for (const passage of passages) {
    lines.push(`## ${passage.name}`, '', passage.segment.segment_text.trim(), '');
    for (const link of passage.next) lines.push(`- [${link.choice}](#${anchor(link.passage)})`);
    if (passage.next.length > 0) lines.push('');
    if (passage.segment.is_end) lines.push('*The end.*', '');
  }
  return lines.join('\n');
}
