// The input gate: every typed field judged for the story's reader, the first unfit one named in a
// kind message that suggests another way and never repeats the word it found.
import { AGE_BANDS, type AgeId } from '../age-bands.ts';
import { checkText } from './check-text.ts';
import { findTypedPhrase, type TypedPhrase } from './find-typed-phrase.ts';
import { KIND_ALTERNATIVES, type SafetyCategory } from './harm-policy.ts';

export interface TypedField {
  /** The field's key as the request names it: prompt, characters.0.name, choice … */
  field: string;
  /** The field in the reader's words: "The story idea", "Your own choice". */
  label: string;
  text: string;
}

export type FieldsVerdict =
  | { ok: true }
  | {
      ok: false;
      field: string;
      label: string;
      category: SafetyCategory;
      message: string;
      /** A kind way to tell it instead, for the child to try. */
      alternative: string;
      /** Where the words to change sit in the field's text, when they can be found there. */
      phrase?: TypedPhrase;
    };

export function unsafeFieldMessage(label: string, age: AgeId): string {
  return `${label} has words we keep out of stories for readers aged ${AGE_BANDS[age].label}. Could you say it another way? A friendly surprise, a funny mix-up or a brave rescue makes a great story.`;
}

export function checkFields(fields: readonly TypedField[], age: AgeId): FieldsVerdict {
  for (const { field, label, text } of fields) {
    const verdict = checkText(text, age);
    if (!verdict.ok) {
      const phrase = verdict.phrase ? findTypedPhrase(text, verdict.phrase) : null;
      return {
        ok: false,
        field,
        label,
        category: verdict.category,
        message: unsafeFieldMessage(label, age),
        alternative: KIND_ALTERNATIVES[verdict.category],
        ...(phrase ? { phrase } : {}),
      };
    }
  }
  return { ok: true };
}
