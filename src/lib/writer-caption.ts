// The caption under each part that tells the reader who wrote it (issue 25), from what the part
// keeps: a part written before parts kept their writer has none. The editor and the reader show it.

export interface PartWriter {
  written_by: string | null;
  writer_model: string | null;
}

export function writerCaption({
  written_by: writtenBy,
  writer_model: model,
}: PartWriter): string | null {
  if (writtenBy === 'author') return "The story's author wrote this part.";
  if (writtenBy === 'device')
    return model
      ? `This device's model (${model}) wrote this part.`
      : "This device's model wrote this part.";
  if (writtenBy === 'ai')
    return model ? `The AI service (${model}) wrote this part.` : 'The AI service wrote this part.';
  if (writtenBy === 'storyteller') return 'The built-in storyteller wrote this part.';
  return null;
}
