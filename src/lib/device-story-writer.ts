// The on-device model as a writer of story parts: the on-device-model feature makes it, the create
// feature writes with it, and the route that shows a story hands one to the other.
import type {
  AnsweredSegment,
  SegmentStreamListener,
} from '@shared/story-engine/ai-provider/ai-provider.ts';
import type { StoryRequest } from '@shared/story-engine/story-request.ts';

export interface DeviceStoryWriter {
  /** The model's name, as the reader is told it. */
  name: string;
  write(
    request: StoryRequest,
    listener: SegmentStreamListener,
    signal?: AbortSignal,
  ): Promise<AnsweredSegment>;
}

/**
 * The writer at the moment a part is asked for: null unless this device keeps the model and the
 * reader chose it, and, given a story, did not switch it off for that story.
 */
export type FindDeviceStoryWriter = (storyId?: string) => Promise<DeviceStoryWriter | null>;
