// generate-image: one illustration for a segment from an OpenAI-compatible images endpoint,
// stored in the story-images bucket, within the caller's tier limit of images per story.
// GET tells the browser whether pictures can be made here and the caller's images per story.
import { z } from 'zod';
import { callSupabase } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, jsonResponse, readRequestBody } from '../_shared/http-responses.ts';
import { loadCallerLimits } from '../_shared/load-caller-limits.ts';
import { countMediaUse } from '../_shared/media/count-media-use.ts';
import { canMakeImages } from '../_shared/media/media-features.ts';
import { openMediaRequest } from '../_shared/media/open-media-request.ts';
import { buildImagePrompt, requestImage } from '../_shared/media/request-image.ts';
import { childAllowsAi } from '../_shared/family/child-allows-ai.ts';
import { checkText } from '../_shared/safety/index.ts';
import { AGE_IDS } from '../_shared/story-engine/index.ts';
import { UNLIMITED } from '../_shared/tier-rules.ts';

const imageRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'prompt is required')
    .max(1000, 'prompt must be 1000 characters or fewer'),
  style: z.string().trim().max(60).default('storybook'),
  age: z.enum(AGE_IDS).default('7-9'),
  story_id: z.uuid('story_id must be a UUID'),
  segment_id: z.uuid('segment_id must be a UUID'),
});

export default async function handleGenerateImage(
  req: Request,
  env: FunctionEnv,
): Promise<Response> {
  const opened = openMediaRequest(req, env, {
    configured: canMakeImages,
    wrongMethod: 'Use POST to generate an image',
    notConfigured:
      'Image generation is not configured: set AI_BASE_URL and AI_IMAGE_MODEL on the server',
    signIn: 'Sign in to generate images',
  });
  if (!opened.ok) return opened.response;
  const { caller } = opened;
  if (req.method === 'GET') {
    const { tier, limits } = await loadCallerLimits(callSupabase(env, caller.token), caller.userId);
    return jsonResponse({ tier, images_per_story: limits.images_per_story });
  }

  const parsed = await readRequestBody(req, imageRequestSchema);
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  if (!(await childAllowsAi(env, caller, input)))
    return errorResponse(
      503,
      'Pictures for this child are drawn on the device: a parent has not switched the AI service on for them',
      { code: 'child_ai_off' },
    );
  if (!checkText(input.prompt, input.age).ok)
    return errorResponse(400, 'This picture cannot be drawn for this reader', { field: 'prompt' });

  const supabase = callSupabase(env, caller.token);
  const { tier, limits } = await loadCallerLimits(supabase, caller.userId);
  if (limits.images_per_story !== UNLIMITED) {
    // Pictures already made for other parts: those on synced segments, and those stored for
    // segments the device has not synced yet (named <segment id>-<stamp>.png).
    const [onSegments, stored] = await Promise.all([
      supabase.select(
        'story_segments',
        ['id'],
        `story_id=eq.${input.story_id}&image_url=not.is.null`,
      ),
      supabase.list('story-images', `${caller.userId}/${input.story_id}`),
    ]);
    const illustrated = new Set([
      ...onSegments.map((segment) => segment.id),
      ...stored.map((name) => name.slice(0, 36)),
    ]);
    illustrated.delete(input.segment_id);
    if (illustrated.size >= limits.images_per_story) {
      return errorResponse(
        402,
        `Your ${tier} plan includes ${limits.images_per_story} images per story. Upgrade for more.`,
        { limit: limits.images_per_story },
      );
    }
  }

  try {
    const image = await requestImage(buildImagePrompt(input.prompt, input.style, input.age), {
      baseUrl: opened.env.AI_BASE_URL,
      apiKey: opened.env.AI_API_KEY,
      model: opened.env.AI_IMAGE_MODEL,
    });
    const imageUrl = await supabase.upload(
      'story-images',
      // A new name for every picture, so a regenerated one is never served from a cache of the old.
      `${caller.userId}/${input.story_id}/${input.segment_id}-${Date.now().toString(36)}.png`,
      image.bytes,
      image.contentType,
    );
    await countMediaUse(supabase, caller.userId, 'image');
    return jsonResponse({ image_url: imageUrl });
  } catch (error) {
    return errorResponse(
      502,
      error instanceof Error
        ? `Image generation failed: ${error.message}`
        : 'Image generation failed',
    );
  }
}
