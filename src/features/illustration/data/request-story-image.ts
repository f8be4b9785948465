import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { callMediaFunction, readMediaAllowance } from '@/lib/call-media-function';

export interface ImageAllowance {
  tier: string;
  images_per_story: number;
}

export interface ImageRequest {
  prompt: string;
  style: string;
  age: string;
  story_id: string;
  segment_id: string;
}

export const readImageAllowance = (endpoint: FunctionsEndpoint) =>
  readMediaAllowance<ImageAllowance>(endpoint, 'generate-image');

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
