/**
 * A typed idea or opening as a finished sentence: children rarely end them with a full stop, and
 * without one the idea's last words run into the opening ("…in the desert canyon An old map…"),
 * which hides the place from the idea reader and reads wrong at the top of part 1.
 */
export function endSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || /[.!?…"'”’)]$/.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}
