// generate-story: the next segment (or the ending) of a story, from an OpenAI-compatible model
// when one is configured, otherwise from the built-in storyteller, which also writes the part when
// the model fails after its retry. Streams with Accept: text/event-stream.
// A signed-in caller's new story counts towards their stories per month and is refused past it.
// A story written in a child's profile reaches the model only with the parent's consent.
import { callSupabase } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import {
  answerPreflight,
  CORS_HEADERS,
  errorResponse,
  jsonResponse,
  readJsonBody,
} from '../_shared/http-responses.ts';
import {
  parseStoryRequest,
  type GeneratedSegment,
  type StoryRequest,
} from '../_shared/story-engine/index.ts';
import {
  tellCheckedSegment,
  UNSAFE_PART_MESSAGE,
} from '../_shared/story-engine/tell-checked-segment.ts';
import { tellStorySegment } from '../_shared/story-engine/storyteller/tell-story-segment.ts';
import { checkFields, storyRequestFields } from '../_shared/safety/index.ts';
import { claimStoryGeneration } from '../_shared/claim-story-generation.ts';
import { childAllowsAi } from '../_shared/family/child-allows-ai.ts';
import { loadCallerLimits } from '../_shared/load-caller-limits.ts';
import { readCaller, type Caller } from '../_shared/read-caller.ts';
import { storyLimitMessage } from '../_shared/tier-rules.ts';
import { requestAiSegment } from '../_shared/story-engine/request-ai-segment.ts';
import { noteAiWrittenPart } from '../_shared/story-engine/note-ai-written-part.ts';
import {
  AiProviderError,
  type AiProviderConfig,
} from '../_shared/story-engine/ai-provider/ai-provider.ts';

function providerFrom(env: FunctionEnv): AiProviderConfig | null {
  if (!env.AI_BASE_URL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL ?? 'gpt-4o-mini',
    moderationModel: env.AI_MODERATION_MODEL,
    timeoutMs: Number(env.AI_TIMEOUT_MS) > 0 ? Number(env.AI_TIMEOUT_MS) : undefined,
  };
}

/** The built-in storyteller's part, through the same output gate as any model's. */
function tellChecked(request: StoryRequest): GeneratedSegment {
  const segment = tellCheckedSegment(request, tellStorySegment);
  if (!segment) throw new AiProviderError(UNSAFE_PART_MESSAGE);
  return segment;
}

function sseFrame(event: string, data: unknown): Uint8Array {
  return new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function streamSegment(
  request: StoryRequest,
  provider: AiProviderConfig | null,
  written: (segment: GeneratedSegment) => Promise<void>,
): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const segment = provider
          ? await requestAiSegment(request, provider, {
              onText: (delta) => controller.enqueue(sseFrame('delta', { text: delta })),
              onRestart: () => controller.enqueue(sseFrame('restart', {})),
            })
          : tellChecked(request);
        if (!provider) controller.enqueue(sseFrame('delta', { text: segment.segment_text }));
        await written(segment);
        controller.enqueue(sseFrame('segment', segment));
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Story generation failed';
        controller.enqueue(sseFrame('error', { error: message, status: 502 }));
      } finally {
        controller.close();
      }
    },
  });
  return new Response(body, {
    headers: { ...CORS_HEADERS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
  });
}

/** The opening segment of a story: nothing written before it, no choice, not the ending. */
function startsStory(request: StoryRequest): boolean {
  return request.history.length === 0 && request.choice.trim() === '' && !request.finish;
}

/**
 * Counts a signed-in caller's new story (once per story_id; a request without one is a new story
 * each time) and answers the refusal when their monthly stories are used up.
 */
async function claimStory(
  env: FunctionEnv,
  caller: Caller & { userId: string },
  storyId: string | undefined,
): Promise<Response | null> {
  try {
    const supabase = callSupabase(env, caller.token);
    const outcome = await supabase.rpc('claim_story_usage', {
      story_uuid: storyId ?? crypto.randomUUID(),
    });
    if (outcome !== 'limit_reached') return null;
    const { tier, limits } = await loadCallerLimits(supabase, caller.userId);
    return errorResponse(402, storyLimitMessage(tier, limits.stories_per_month), {
      code: 'story_limit_reached',
      tier,
      limit: limits.stories_per_month,
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return errorResponse(503, `Your stories this month could not be checked: ${detail}`);
  }
}

export default async function handleGenerateStory(
  req: Request,
  env: FunctionEnv,
): Promise<Response> {
  const preflight = answerPreflight(req, ['POST'], 'Use POST to generate a story segment');
  if (preflight) return preflight;

  const read = await readJsonBody(req);
  if (!read.ok) return read.response;
  const parsed = parseStoryRequest(read.body);
  if (!parsed.ok) return errorResponse(400, parsed.message, { field: parsed.field });
  const typed = checkFields(storyRequestFields(parsed.request), parsed.request.age);
  if (!typed.ok)
    return errorResponse(400, typed.message, { field: typed.field, code: 'unsafe_input' });

  const caller = readCaller(req);
  // A child's parts come from the storyteller unless the parent let the AI service write them.
  const configured = providerFrom(env);
  const provider =
    configured && (await childAllowsAi(env, caller, parsed.request)) ? configured : null;
  const refused = await claimStoryGeneration(req, env, {
    storyId: parsed.request.story_id,
    isOpening: startsStory(parsed.request),
    usesProvider: provider !== null,
  });
  if (refused) return refused;

  if (caller?.userId && startsStory(parsed.request)) {
    const refusal = await claimStory(
      env,
      { ...caller, userId: caller.userId },
      parsed.request.story_id,
    );
    if (refusal) return refusal;
  }

  // Noted before the part is answered, so its 'ai' claim holds however soon the device syncs it.
  const owner = caller?.userId
    ? { userId: caller.userId }
    : parsed.request.story_id && { visitorStoryId: parsed.request.story_id };
  const written = async (segment: GeneratedSegment) => {
    if (provider && owner) await noteAiWrittenPart(env, owner, segment);
  };
  if ((req.headers.get('Accept') ?? '').includes('text/event-stream'))
    return streamSegment(parsed.request, provider, written);
  try {
    if (!provider) return jsonResponse(tellChecked(parsed.request));
    const segment = await requestAiSegment(parsed.request, provider);
    await written(segment);
    return jsonResponse(segment);
  } catch (error) {
    const message = error instanceof AiProviderError ? error.message : 'Story generation failed';
    return errorResponse(502, message);
  }
}
