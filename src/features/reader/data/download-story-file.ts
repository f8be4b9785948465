import { buildEpub } from '../export/build-epub';
import { buildMarkdown } from '../export/build-markdown';
import { buildTwee } from '../export/build-twee';
import type { ReadableStory } from './load-readable-story';

export type ExportFormat = 'epub' | 'markdown' | 'twee';

const FILES: Record<ExportFormat, { extension: string; type: string }> = {
  epub: { extension: 'epub', type: 'application/epub+zip' },
  markdown: { extension: 'md', type: 'text/markdown;charset=utf-8' },
  twee: { extension: 'twee', type: 'text/plain;charset=utf-8' },
};

export function fileNameFor(title: string, format: ExportFormat): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'story';
  return `${base}.${FILES[format].extension}`;
}

/** Builds the story in the chosen format and hands it to the browser as a download. */
export function downloadStoryFile({ story, segments }: ReadableStory, format: ExportFormat): void {
  const content =
    format === 'epub'
      ? buildEpub(story, segments)
      : format === 'markdown'
        ? buildMarkdown(story, segments)
        : buildTwee(story, segments);
  const blob = new Blob([content as BlobPart], { type: FILES[format].type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFor(story.title, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
