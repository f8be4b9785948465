// A model's answer as it arrives, piece by piece from any writer (a provider's stream or the
// on-device model): the story text inside its JSON goes through the safety gate (and the moderator
// and the readability judge, when there are) a sentence at a time, and the reader is sent each
// sentence that passes.
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
  /** Why a streamed sentence was not readable, when the stream was cut off there for that. */
  unreadable?: string;
}

/** Why a text a reader would be shown does not read as the language asked for, or undefined. */
export type ReadableJudge = (text: string) => string | undefined;

export interface AnswerJudges {
  listener: SegmentStreamListener;
  gate: SentenceGate;
  moderate: Moderator;
  /** The on-device model's readability check; the AI service's answers go without it. */
  unreadable?: ReadableJudge;
}

export interface AnswerReader {
  /** Adds the next piece; false once a sentence is refused: the writer is stopped there. */
  push(piece: string): Promise<boolean>;
  /** The answer so far, with the refusal when there was one. */
  read(): StreamedAnswer;
}

export function createAnswerReader({
  listener,
  gate,
  moderate,
  unreadable,
}: AnswerJudges): AnswerReader {
  let answer = '';
  let shown = '';
  let released = '';
  let unsafe: StreamedAnswer['unsafe'];
  let unread: string | undefined;
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
      unread = unreadable?.(step.release);
      if (unread) return false;
      // Each sentence is judged by the moderator before the reader sees it, not after the part is done.
      if (moderate && (await moderate([step.release]))) {
        unsafe = FLAGGED_BY_MODERATION;
        return false;
      }
      released += step.release;
      listener.onText?.(step.release);
      return true;
    },
    read: () => ({
      answer,
      released,
      ...(unsafe ? { unsafe } : {}),
      ...(unread ? { unreadable: unread } : {}),
    }),
  };
}
