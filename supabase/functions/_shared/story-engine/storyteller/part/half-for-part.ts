// A reader hears the last four parts again with each request, so the sixth part cannot know what
// the first one told. The story's own wordings are split in two halves by its seed: the first part
// tells from one half and the parts from the sixth on from the other, so no line of the first part
// comes back at the end.
import { hashText } from '../../../seeded-random.ts';

/** Whether a wording may be told in this part; every wording may be in the parts between. */
export function halfForPart(seed: number, partIndex: number): (wording: string) => boolean {
  if (partIndex > 0 && partIndex < 5) return () => true;
  const half = partIndex === 0 ? 0 : 1;
  return (wording) => hashText(`${seed}|${wording}`) % 2 === half;
}
