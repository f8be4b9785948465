import { buildEpub } from '../export/build-epub';
import { buildMarkdown } from '../export/build-markdown';
import { buildTwee } from '../export/build-twee';
import { nameStoryFile, type ExportFormat } from '../export/story-file-name';
import type { ReadableStory } from './readable-story';

export type { ExportFormat };

const MEDIA_TYPES: Record<ExportFormat, string> = {
  epub: 'application/epub+zip',
  markdown: 'text/markdown;charset=utf-8',
  twee: 'text/plain;charset=utf-8',
};

/** Builds the story in the chosen format and hands it to the browser as a download named from its title. */
export function downloadStoryFile({ story, segments }: ReadableStory, format: ExportFormat): void {
  const content =
    format === 'epub'
      ? buildEpub(story, segments)
      : format === 'markdown'
        ? buildMarkdown(story, segments)
        : buildTwee(story, segments);
  const blob = new Blob([content as BlobPart], { type: MEDIA_TYPES[format] });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nameStoryFile(story.title, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
