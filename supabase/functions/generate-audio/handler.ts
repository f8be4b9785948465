// generate-audio: cloud narration of a segment or a whole story from an OpenAI-compatible speech
// endpoint, stored in the story-audio bucket, counted against the caller's monthly voice limit.
// GET tells the browser whether cloud narration is available and how much of the month's limit is used.
import { z } from 'zod';
import { callSupabase } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, jsonResponse, readRequestBody } from '../_shared/http-responses.ts';
import { loadCallerLimits } from '../_shared/load-caller-limits.ts';
import { countMediaUse } from '../_shared/media/count-media-use.ts';
import { canNarrate } from '../_shared/media/media-features.ts';
import { openMediaRequest } from '../_shared/media/open-media-request.ts';
import { requestSpeech } from '../_shared/media/request-speech.ts';
import { childAllowsAi } from '../_shared/family/child-allows-ai.ts';
import { isWithinLimit } from '../_shared/tier-rules.ts';

/** A whole story's words; the provider is asked piece by piece (split-speech-text.ts). */
export const NARRATION_MAX_CHARS = 20000;

const audioRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text is required')
    .max(NARRATION_MAX_CHARS, `text must be ${NARRATION_MAX_CHARS} characters or fewer`),
  voice: z.string().trim().min(1).max(40).default('alloy'),
  story_id: z.uuid('story_id must be a UUID'),
  segment_id: z.uuid('segment_id must be a UUID').nullable().default(null),
});

export default async function handleGenerateAudio(
  req: Request,
  env: FunctionEnv,
): Promise<Response> {
  const opened = openMediaRequest(req, env, {
    configured: canNarrate,
    wrongMethod: 'Use POST to generate narration',
    notConfigured:
      'Cloud narration is not configured: set AI_BASE_URL and AI_TTS_MODEL on the server',
    signIn: 'Sign in to use cloud narration',
  });
  if (!opened.ok) return opened.response;
  const { caller } = opened;

  const supabase = callSupabase(env, caller.token);
  const [{ tier, limits }, usage] = await Promise.all([
    loadCallerLimits(supabase, caller.userId),
    supabase.rpc('get_current_month_usage', { user_uuid: caller.userId }),
  ]);
  const used = usage?.[0]?.voice_generations ?? 0;
  if (req.method === 'GET')
    return jsonResponse({ tier, used, limit: limits.voice_generations_per_month });

  const parsed = await readRequestBody(req, audioRequestSchema);
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  if (!(await childAllowsAi(env, caller, input)))
    return errorResponse(
      503,
      'Narration for this child uses the device’s voices: a parent has not switched the AI service on for them',
      { code: 'child_ai_off' },
    );
  if (!isWithinLimit(used, limits.voice_generations_per_month)) {
    return errorResponse(
      402,
      `You have used all ${limits.voice_generations_per_month} voice narrations of your ${tier} plan this month.`,
      { tier, used, limit: limits.voice_generations_per_month },
    );
  }

  try {
    const audio = await requestSpeech(input.text, input.voice, {
      baseUrl: opened.env.AI_BASE_URL,
      apiKey: opened.env.AI_API_KEY,
      model: opened.env.AI_TTS_MODEL,
    });
    // A new name each time, so narration made again is never served from a cache of the old.
    const name = `${input.segment_id ?? 'whole-story'}-${Date.now().toString(36)}`;
    const audioUrl = await supabase.upload(
      'story-audio',
      `${caller.userId}/${input.story_id}/${name}.mp3`,
      audio,
      'audio/mpeg',
    );
    await countMediaUse(supabase, caller.userId, 'voice');
    return jsonResponse({
      audio_url: audioUrl,
      tier,
      used: used + 1,
      limit: limits.voice_generations_per_month,
    });
  } catch (error) {
    return errorResponse(
      502,
      error instanceof Error ? `Narration failed: ${error.message}` : 'Narration failed',
    );
  }
}
