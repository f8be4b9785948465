import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import {
  callMediaFunction,
  keepMediaAllowance,
  readMediaAllowance,
} from '@/lib/call-media-function';

export interface VoiceAllowance {
  tier: string;
  used: number;
  limit: number;
}

export interface AudioRequest {
  text: string;
  voice?: string;
  story_id: string;
  segment_id: string | null;
}

export const readVoiceAllowance = (endpoint: FunctionsEndpoint) =>
  readMediaAllowance<VoiceAllowance>(endpoint, 'generate-audio');

/** Cloud narration of a part (or the whole story when segment_id is null), kept on the device for offline listening. */
export async function requestNarration(
  endpoint: FunctionsEndpoint,
  request: AudioRequest,
): Promise<{ audioUrl: string; allowance: VoiceAllowance }> {
  const answer = await callMediaFunction<{ audio_url: string } & VoiceAllowance>(
    endpoint,
    'generate-audio',
    request,
  );
  await fetch(answer.audio_url).catch(() => undefined);
  const allowance = { tier: answer.tier, used: answer.used, limit: answer.limit };
  keepMediaAllowance(endpoint, 'generate-audio', allowance);
  return { audioUrl: answer.audio_url, allowance };
}
