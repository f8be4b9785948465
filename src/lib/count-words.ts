/** A text's words as a reader counts them: runs of non-space, so spaces at either end add none. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
