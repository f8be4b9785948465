// The output gate while a part streams: text is released a whole sentence at a time and only
// once everything shown so far still passes, so the unfinished sentence is always held back.
import type { AgeId } from '../age-bands.ts';
import { checkText, type SafetyVerdict } from './check-text.ts';

/** A sentence ends at . ! ? or … (and any closing quotes or brackets) followed by white space. */
const SENTENCE_END = /[.!?…]+["'”’)\]]*\s+/g;

export type GateStep = { ok: true; release: string } | Exclude<SafetyVerdict, { ok: true }>;

export interface SentenceGate {
  /** Adds newly written text; releases the complete sentences that pass. */
  push(delta: string): GateStep;
  /** The text has ended: judges and releases what was held back. */
  finish(): GateStep;
}

export function createSentenceGate(age: AgeId): SentenceGate {
  let shown = '';
  let held = '';
  const release = (text: string): GateStep => {
    if (!text) return { ok: true, release: '' };
    const verdict = checkText(shown + text, age);
    if (!verdict.ok) return verdict;
    shown += text;
    return { ok: true, release: text };
  };
  return {
    push(delta) {
      held += delta;
      let end = 0;
      for (const match of held.matchAll(SENTENCE_END)) end = match.index + match[0].length;
      const complete = held.slice(0, end);
      held = held.slice(end);
      return release(complete);
    },
    finish() {
      const rest = held;
      held = '';
      return release(rest);
    },
  };
}
