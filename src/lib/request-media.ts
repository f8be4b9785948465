import type { MediaFeatures } from '@shared/media/media-features.ts';
import type { FunctionsEndpoint } from './generate-segment';

/** Why a picture or narration was not made; `unavailable` (no provider, signed out) is never shown as an error. */
export class MediaRequestError extends Error {
  constructor(
    message: string,
    readonly reason: 'unavailable' | 'limit' | 'failed',
  ) {
    super(message);
    this.name = 'MediaRequestError';
  }
}

export interface ImageAllowance {
  tier: string;
  images_per_story: number;
}

export interface VoiceAllowance {
  tier: string;
  used: number;
  limit: number;
}

export interface ImageRequest {
  prompt: string;
  style: string;
  age: string;
  story_id: string;
  segment_id: string;
}

export interface AudioRequest {
  text: string;
  voice?: string;
  story_id: string;
  segment_id: string | null;
}

type MediaFunction = 'generate-image' | 'generate-audio';

const FEATURE_OF: Record<MediaFunction, keyof MediaFeatures> = {
  'generate-image': 'images',
  'generate-audio': 'narration',
};
const NOT_SET_UP: Record<MediaFunction, string> = {
  'generate-image': 'Pictures are not set up on this server',
  'generate-audio': 'Cloud narration is not set up on this server',
};

async function callMediaFunction<T>(
  endpoint: FunctionsEndpoint,
  name: MediaFunction,
  body?: unknown,
): Promise<T> {
  const failure = name === 'generate-image' ? 'Image generation failed' : 'Audio generation failed';
  // A server that said it has no model is not asked: its 503 would only fill the console.
  if (endpoint.features && !endpoint.features[FEATURE_OF[name]])
    throw new MediaRequestError(NOT_SET_UP[name], 'unavailable');
  if (!endpoint.accessToken)
    throw new MediaRequestError('Sign in to use this feature', 'unavailable');
  let response: Response;
  try {
    response = await fetch(`${endpoint.supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${endpoint.accessToken}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new MediaRequestError(`${failure}: the server could not be reached`, 'failed');
  }
  const json = (await response.json().catch(() => ({}))) as { error?: string } & T;
  if (response.ok) return json;
  if (response.status === 503 || response.status === 401)
    throw new MediaRequestError(json.error ?? failure, 'unavailable');
  if (response.status === 402 || response.status === 403)
    throw new MediaRequestError(json.error ?? 'limit reached', 'limit');
  throw new MediaRequestError(json.error ?? failure, 'failed');
}

const allowances = new Map<string, Promise<unknown>>();

/** Asked once per signed-in reader and function: whether the server has a provider, and the reader's limits. */
function readAllowance<T>(endpoint: FunctionsEndpoint, name: MediaFunction): Promise<T> {
  const key = `${name}:${endpoint.accessToken ?? ''}`;
  if (!allowances.has(key)) {
    const pending = callMediaFunction<T>(endpoint, name);
    // A failed probe (offline, server down) is not remembered, so the next visit asks again.
    pending.catch((error: unknown) => {
      if (!(error instanceof MediaRequestError && error.reason === 'unavailable'))
        allowances.delete(key);
    });
    allowances.set(key, pending);
  }
  return allowances.get(key) as Promise<T>;
}

export const readImageAllowance = (endpoint: FunctionsEndpoint) =>
  readAllowance<ImageAllowance>(endpoint, 'generate-image');

export const readVoiceAllowance = (endpoint: FunctionsEndpoint) =>
  readAllowance<VoiceAllowance>(endpoint, 'generate-audio');

/** Asks the server for this segment's picture, then fetches it once so the service worker keeps it for offline reading. */
export async function requestStoryImage(
  endpoint: FunctionsEndpoint,
  request: ImageRequest,
): Promise<string> {
  const { image_url } = await callMediaFunction<{ image_url: string }>(
    endpoint,
    'generate-image',
    request,
  );
  await fetch(image_url).catch(() => undefined);
  return image_url;
}

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
  allowances.set(`generate-audio:${endpoint.accessToken ?? ''}`, Promise.resolve(allowance));
  return { audioUrl: answer.audio_url, allowance };
}
