/**
 * Twine (Harlowe) and Markdown viewers render raw HTML, so a <script>, an <img onerror> or an
 * <iframe src=javascript:> typed into a public story must reach those exports as visible text.
 * Without "<" no tag can open; the entity shows as "<" and everything else reads as written.
 */
export function neutraliseHtml(text: string): string {
  return text.replace(/</g, '&lt;');
}
