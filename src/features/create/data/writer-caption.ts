// The caption under each part that tells the reader who wrote it (issue 25), from what the part
// keeps: a part written before parts kept their writer has none.
import type { LocalSegment } from '@/offline';

export function writerCaption({
  written_by: writtenBy,
  writer_model: model,
}: Pick<LocalSegment, 'written_by' | 'writer_model'>): string | null {
  if (writtenBy === 'device')
    return model
      ? `This device's model (${model}) wrote this part.`
      : "This device's model wrote this part.";
  if (writtenBy === 'ai')
    return model ? `The AI service (${model}) wrote this part.` : 'The AI service wrote this part.';
  if (writtenBy === 'storyteller') return 'The built-in storyteller wrote this part.';
  return null;
}
