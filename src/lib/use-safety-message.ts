import { useCallback, useEffect, useState } from 'react';
import { checkFields } from '@shared/safety/index.ts';
import type { AgeId } from '@shared/story-engine/age-bands.ts';

/** How long typing pauses before a field is judged, so a half-typed word is not flagged mid-keystroke. */
export const SAFETY_CHECK_DELAY_MS = 400;

/** The input gate's kind message for one typed field (naming it, never repeating the word), or null. */
export function readSafetyMessage(label: string, text: string, age: AgeId): string | null {
  const verdict = checkFields([{ field: label, label, text }], age);
  return verdict.ok ? null : verdict.message;
}

export interface SafetyMessage {
  /** The message shown under the field, judged once typing pauses. */
  message: string | null;
  /** Judges the field at once (on Next, Add or Save) and shows the result; returns the message. */
  checkNow(): string | null;
}

/** A typed field judged for the story's reader as the child types (debounced). */
export function useSafetyMessage(label: string, text: string, age: AgeId): SafetyMessage {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setMessage(readSafetyMessage(label, text, age)),
      SAFETY_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [label, text, age]);
  const checkNow = useCallback(() => {
    const now = readSafetyMessage(label, text, age);
    setMessage(now);
    return now;
  }, [label, text, age]);
  return { message, checkNow };
}
