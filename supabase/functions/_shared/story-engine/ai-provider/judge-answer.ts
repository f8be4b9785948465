// Whether a streamed answer can be shown: it parses as a segment, every part of it passes the safety
// rules, and the moderator and the readability judge (when there are) pass what the reader has not
// yet been shown.
import { checkSegment, type SentenceGate } from '../../safety/index.ts';
import { parseStorySegment } from '../parse-story-segment.ts';
import type { StoryRequest } from '../story-request.ts';
import type { StorySegment } from '../story-segment.ts';
import { rewriteReason } from './ask-again.ts';
import { FLAGGED_BY_MODERATION, type Moderator } from './create-moderator.ts';
import type { ReadableJudge } from './create-answer-reader.ts';
import type { StreamedAnswer } from './read-completion.ts';

export type JudgedAnswer =
  /** `release` is the end of the text the gate held back while the answer streamed. */
  | { ok: true; segment: StorySegment; release: string }
  /** `unsafe` when the answer broke the safety rules rather than being unreadable. */
  | { ok: false; unsafe: boolean; problem: string };

const flagged = `it broke the safety rules: ${FLAGGED_BY_MODERATION}`;

export async function judgeAnswer(
  streamed: StreamedAnswer,
  request: StoryRequest,
  gate: SentenceGate,
  moderate: Moderator,
  unreadable?: ReadableJudge,
): Promise<JudgedAnswer> {
  if (streamed.unsafe)
    return {
      ok: false,
      unsafe: true,
      problem:
        streamed.unsafe === FLAGGED_BY_MODERATION
          ? flagged
          : rewriteReason(streamed.unsafe, request.age),
    };
  if (streamed.unreadable) return { ok: false, unsafe: false, problem: streamed.unreadable };
  const parsed = parseStorySegment(streamed.answer);
  if (!parsed.ok) return { ok: false, unsafe: false, problem: parsed.reason };
  const verdict = checkSegment(parsed.segment, request.age);
  const rest = verdict.ok ? gate.finish() : verdict;
  if (!rest.ok) return { ok: false, unsafe: true, problem: rewriteReason(rest, request.age) };
  const { segment_text, choices, image_prompt } = parsed.segment;
  const unjudged = streamed.released + rest.release === segment_text ? rest.release : segment_text;
  if (moderate && (await moderate([unjudged, ...choices, image_prompt])))
    return { ok: false, unsafe: true, problem: flagged };
  const unread = unreadable?.(unjudged) ?? unreadable?.(choices.join('. '));
  if (unread) return { ok: false, unsafe: false, problem: unread };
  return { ok: true, segment: parsed.segment, release: rest.release };
}
