/** The text with its first letter made a capital, as a sentence or a label starts. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
