// Who may have story text generated, and what each generation counts (generate-story calls this
// before writing anything). A signed-in reader generates only for their own stories, and every
// segment is counted against the story; an opening re-sent for a story past a few retries counts
// as one more story of the month. Visitors, when a paid AI provider writes, are limited per device
// (the X-Visitor-Id the app sends) and per address (the client address the gateway forwards) a day.
import { callSupabase } from './call-supabase.ts';
import type { FunctionEnv } from './function-env.ts';
import { errorResponse } from './http-responses.ts';
import { loadCallerLimits } from './load-caller-limits.ts';
import { readCaller } from './read-caller.ts';
import { storyLimitMessage } from './tier-rules.ts';

/** Openings of one story that count as that one story: retries after a failed or cut stream. */
export const FREE_OPENINGS_PER_STORY = 3;
export const VISITOR_DAILY_GENERATIONS = { perDevice: 30, perAddress: 200 };

export interface GenerationClaim {
  storyId: string | undefined;
  isOpening: boolean;
  /** Whether a paid provider will write: the built-in storyteller costs nothing to run. */
  usesProvider: boolean;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

function visitorKeys(req: Request): string[] {
  const device = req.headers.get('X-Visitor-Id')?.trim() ?? '';
  const address = req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || 'unknown';
  return [
    ...(/^[\w-]{8,64}$/.test(device) ? [`device:${device}`] : []),
    `address:${address.slice(0, 64)}`,
  ];
}

async function claimForVisitor(req: Request, env: FunctionEnv): Promise<Response | null> {
  const keys = visitorKeys(req);
  const perDevice = positive(env.VISITOR_AI_DAILY_DEVICE, VISITOR_DAILY_GENERATIONS.perDevice);
  const perAddress = positive(env.VISITOR_AI_DAILY_ADDRESS, VISITOR_DAILY_GENERATIONS.perAddress);
  const limits = keys.map((key) => (key.startsWith('device:') ? perDevice : perAddress));
  const allowed = await callSupabase(env, env.SUPABASE_SERVICE_ROLE_KEY as string).rpc(
    'claim_visitor_generation',
    { visitor_keys: keys, daily_limits: limits },
  );
  if (allowed) return null;
  return errorResponse(
    429,
    'Visitors can have a few story parts written by the AI each day. Sign in to write more.',
    { code: 'visitor_limit_reached' },
  );
}

async function claimForReader(
  env: FunctionEnv,
  token: string,
  userId: string,
  claim: GenerationClaim,
): Promise<Response | null> {
  if (!claim.storyId) return null;
  const supabase = callSupabase(env, token);
  const outcome = await supabase.rpc('claim_story_generation', {
    story_uuid: claim.storyId,
    is_opening: claim.isOpening,
    free_openings: FREE_OPENINGS_PER_STORY,
  });
  if (outcome === 'not_owner') {
    return errorResponse(403, 'That story belongs to someone else', { code: 'not_story_owner' });
  }
  if (outcome !== 'limit_reached') return null;
  const { tier, limits } = await loadCallerLimits(supabase, userId);
  return errorResponse(402, storyLimitMessage(tier, limits.stories_per_month), {
    code: 'story_limit_reached',
    tier,
    limit: limits.stories_per_month,
  });
}

/** A refusal to answer instead of generating, or null when the generation may go ahead (and is counted). */
export async function claimStoryGeneration(
  req: Request,
  env: FunctionEnv,
  claim: GenerationClaim,
): Promise<Response | null> {
  const caller = readCaller(req);
  try {
    if (caller?.userId) return await claimForReader(env, caller.token, caller.userId, claim);
    if (caller?.role === 'service_role' || !claim.usesProvider) return null;
    // Supabase's edge runtime and the local stack always pass the key; a handler run on its own
    // (the app's unit tests) has no project to count in.
    if (!env.SUPABASE_SERVICE_ROLE_KEY) return null;
    return await claimForVisitor(req, env);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return errorResponse(503, `Your stories this month could not be checked: ${detail}`);
  }
}
