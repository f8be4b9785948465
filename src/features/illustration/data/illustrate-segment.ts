import {
  readSegment,
  readStorySegments,
  updateSegment,
  updateStory,
  type LocalSegment,
  type LocalStory,
} from '@/offline';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { MediaRequestError } from '@/lib/call-media-function';
import { readImageAllowance, requestStoryImage } from './request-story-image';
import { imageLimitMessage } from '../image-limit-message';

export interface IllustrateRequest {
  endpoint: FunctionsEndpoint;
  story: Pick<LocalStory, 'id' | 'target_age'>;
  segment: Pick<LocalSegment, 'id' | 'parent_segment_id' | 'image_prompt' | 'segment_text'>;
  style: string;
  /** Make a new picture although the segment has one. */
  regenerate: boolean;
}

// One picture at a time across the page, so the count of pictures per story is never raced past the limit.
let queue: Promise<unknown> = Promise.resolve();

async function countIllustrated(storyId: string, exceptId: string): Promise<number> {
  const segments = await readStorySegments(storyId);
  return segments.filter((segment) => segment.image_url && segment.id !== exceptId).length;
}

async function illustrate({
  endpoint,
  story,
  segment,
  style,
  regenerate,
}: IllustrateRequest): Promise<string | null> {
  const current = await readSegment(segment.id);
  if (!current || (current.image_url && !regenerate)) return current?.image_url ?? null;
  const allowance = await readImageAllowance(endpoint);
  const refusal = imageLimitMessage(
    allowance.tier,
    allowance.images_per_story,
    await countIllustrated(story.id, segment.id),
  );
  if (refusal) throw new MediaRequestError(refusal, 'limit');
  const imageUrl = await requestStoryImage(endpoint, {
    prompt: (segment.image_prompt ?? segment.segment_text).slice(0, 1000),
    style,
    age: story.target_age ?? '7-9',
    story_id: story.id,
    segment_id: segment.id,
  });
  await updateSegment(segment.id, { image_url: imageUrl });
  // The opening's picture is the story's cover in Discover.
  if (segment.parent_segment_id === null) await updateStory(story.id, { thumbnail_url: imageUrl });
  return imageUrl;
}

/** Makes (or remakes) a segment's picture with the server's provider and keeps its URL on the segment, on the device first. */
export function illustrateSegment(request: IllustrateRequest): Promise<string | null> {
  const run = queue.then(() => illustrate(request));
  queue = run.catch(() => undefined);
  return run;
}
