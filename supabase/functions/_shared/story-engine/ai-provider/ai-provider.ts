// The OpenAI-compatible provider a story part is asked of: its settings, how its failures read and
// what the caller hears while it writes.
import type { GeneratedSegment } from '../story-segment.ts';

export interface AiProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** AI_MODERATION_MODEL: asks the provider's /moderations endpoint for a second opinion. */
  moderationModel?: string;
  /** AI_TIMEOUT_MS: how long the provider may send nothing before it is given up on. */
  timeoutMs?: number;
}

export const DEFAULT_AI_TIMEOUT_MS = 30_000;

/** A segment and, when the storyteller wrote it because the provider failed, why. */
export type AnsweredSegment = GeneratedSegment & { fallback_reason?: string };

export interface SegmentStreamListener {
  /** Called with each new piece of story text as the model writes it. */
  onText?: (delta: string) => void;
  /** Called when a rejected answer is thrown away and the text starts again. */
  onRestart?: () => void;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
