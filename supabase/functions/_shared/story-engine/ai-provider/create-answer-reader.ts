// A model's answer as it arrives, piece by piece from any writer (a provider's stream or the
// on-device model): the story text inside its JSON goes through the safety gate (and the moderator,
// when there is one) a sentence at a time, and the reader is sent each sentence that passes.
import type { SafetyVerdict, SentenceGate } from '../../safety/index.ts';
import { extractStreamingText } from '../extract-streaming-text.ts';
import type { SegmentStreamListener } from './ai-provider.ts';
import { FLAGGED_BY_MODERATION, type Moderator } from './create-moderator.ts';

export type RefusedVerdict = Exclude<SafetyVerdict, { ok: true }>;

export interface StreamedAnswer {
  answer: string;
  /** The story text the reader was sent while it streamed. */
  released: string;
  /** Set when a streamed sentence failed the safety gate (or the moderator) and the stream was cut off there. */
  unsafe?: RefusedVerdict | typeof FLAGGED_BY_MODERATION;
}

export interface AnswerJudges {
  listener: SegmentStreamListener;
  gate: SentenceGate;
  moderate: Moderator;
}

export interface AnswerReader {
  /** Adds the next piece; false once a sentence is refused: the writer is stopped there. */
  push(piece: string): Promise<boolean>;
  /** The answer so far, with the refusal when there was one. */
  read(): StreamedAnswer;
}

export function createAnswerReader({ listener, gate, moderate }: AnswerJudges): AnswerReader {
  let answer = '';
  let shown = '';
  let released = '';
  let unsafe: StreamedAnswer['unsafe'];
  return {
    async push(piece) {
      answer += piece;
      const text = extractStreamingText(answer);
      if (text.length <= shown.length || !text.startsWith(shown)) return true;
      const step = gate.push(text.slice(shown.length));
      shown = text;
      if (!step.ok) {
        unsafe = step;
        return false;
      }
      if (!step.release) return true;
      // Each sentence is judged by the moderator before the reader sees it, not after the part is done.
      if (moderate && (await moderate([step.release]))) {
        unsafe = FLAGGED_BY_MODERATION;
        return false;
      }
      released += step.release;
      listener.onText?.(step.release);
      return true;
    },
    read: () => (unsafe ? { answer, released, unsafe } : { answer, released }),
  };
}
