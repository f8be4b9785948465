import { useCallback, useEffect, useState } from 'react';
import { checkFields, type TypedPhrase } from '@shared/safety/index.ts';
import type { AgeId } from '@shared/age-bands.ts';

/** How long typing pauses before a field is judged, so a half-typed word is not flagged mid-keystroke. */
export const SAFETY_CHECK_DELAY_MS = 400;

/** What the child is told about one refused field: the kind message, a kinder idea, the words to change. */
export interface SafetyNote {
  /** The kind message naming the field and a kinder idea, never repeating the words it found. */
  message: string;
  /** Where the words to change sit in the typed text, for the field to mark them. */
  phrase: TypedPhrase | null;
}

/** The input gate's note for one typed field, or null when it is fit for the reader. */
export function readSafetyNote(label: string, text: string, age: AgeId): SafetyNote | null {
  const verdict = checkFields([{ field: label, label, text }], age);
  if (verdict.ok) return null;
  const marked = verdict.phrase ? ' The words to change are marked in the field.' : '';
  return {
    message: `${verdict.message} You could try ${verdict.alternative}.${marked}`,
    phrase: verdict.phrase ?? null,
  };
}

/** The input gate's kind message for one typed field (naming it, never repeating the word), or null. */
export function readSafetyMessage(label: string, text: string, age: AgeId): string | null {
  return readSafetyNote(label, text, age)?.message ?? null;
}

export interface SafetyMessage {
  /** The message shown under the field, judged once typing pauses. */
  message: string | null;
  /** The words to change in the typed text, while the field is refused. */
  phrase: TypedPhrase | null;
  /** Judges the field at once (on Next, Add or Save) and shows the result; returns the note. */
  checkNow(): SafetyNote | null;
}

/** A typed field judged for the story's reader as the child types (debounced). */
export function useSafetyMessage(label: string, text: string, age: AgeId): SafetyMessage {
  const [note, setNote] = useState<SafetyNote | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setNote(readSafetyNote(label, text, age)),
      SAFETY_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [label, text, age]);
  const checkNow = useCallback(() => {
    const now = readSafetyNote(label, text, age);
    setNote(now);
    return now;
  }, [label, text, age]);
  return { message: note?.message ?? null, phrase: note?.phrase ?? null, checkNow };
}

/** Moves focus to a refused field and selects the words to change, so they are marked where they were typed. */
export function markPhraseInField(
  control: HTMLInputElement | HTMLTextAreaElement | null,
  note: SafetyNote,
): void {
  control?.focus();
  if (note.phrase) control?.setSelectionRange(note.phrase.start, note.phrase.end);
}
