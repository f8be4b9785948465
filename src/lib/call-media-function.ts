import type { MediaFeatures } from '@shared/media/media-features.ts';
import { functionUrl, type FunctionsEndpoint } from './functions-endpoint';
import { grownUpProofHeaders } from './grown-up-proof';

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

export type MediaFunction = 'generate-image' | 'generate-audio';

const FEATURE_OF: Record<MediaFunction, keyof MediaFeatures> = {
  'generate-image': 'images',
  'generate-audio': 'narration',
};
const NOT_SET_UP: Record<MediaFunction, string> = {
  'generate-image': 'Pictures are not set up on this server',
  'generate-audio': 'Cloud narration is not set up on this server',
};

/** One call to a media function as the signed-in reader: its JSON answer, or a MediaRequestError. */
export async function callMediaFunction<T>(
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
    response = await fetch(functionUrl(endpoint, name), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${endpoint.accessToken}`,
        ...grownUpProofHeaders(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new MediaRequestError(`${failure}: the server could not be reached`, 'failed');
  }
  // The function's answer: T when it succeeded, { error } when it did not.
  const json = (await response.json().catch(() => ({}))) as { error?: string } & T;
  if (response.ok) return json;
  if (response.status === 503 || response.status === 401)
    throw new MediaRequestError(json.error ?? failure, 'unavailable');
  if (response.status === 402 || response.status === 403)
    throw new MediaRequestError(json.error ?? 'limit reached', 'limit');
  throw new MediaRequestError(json.error ?? failure, 'failed');
}

const allowances = new Map<string, Promise<unknown>>();
const allowanceKey = (endpoint: FunctionsEndpoint, name: MediaFunction) =>
  `${name}:${endpoint.accessToken ?? ''}`;

/** Asked once per signed-in reader and function: whether the server has a provider, and the reader's limits. */
export function readMediaAllowance<T>(
  endpoint: FunctionsEndpoint,
  name: MediaFunction,
): Promise<T> {
  const key = allowanceKey(endpoint, name);
  let pending = allowances.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = callMediaFunction<T>(endpoint, name);
    // A failed probe (offline, server down) is not remembered, so the next visit asks again.
    pending.catch((error: unknown) => {
      if (!(error instanceof MediaRequestError && error.reason === 'unavailable'))
        allowances.delete(key);
    });
    allowances.set(key, pending);
  }
  return pending;
}

/** The allowance a function's answer reported, so the next read needs no request. */
export function keepMediaAllowance<T>(
  endpoint: FunctionsEndpoint,
  name: MediaFunction,
  allowance: T,
): void {
  allowances.set(allowanceKey(endpoint, name), Promise.resolve(allowance));
}
