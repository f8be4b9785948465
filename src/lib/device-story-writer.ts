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

export interface DeviceWriterAsk {
  /** The story the part is for: the reader may have switched the model off for it. */
  storyId?: string;
  /** Whether an AI service would write the part: online, with one configured on the stack. */
  aiServiceReachable?: boolean;
}

/**
 * The writer at the moment a part is asked for: null unless this device keeps the model and it
 * writes this part (writer-choice.ts: the reader chose it, or no AI service is reachable), and,
 * given a story, the reader did not switch it off for that story.
 */
export type FindDeviceStoryWriter = (ask?: DeviceWriterAsk) => Promise<DeviceStoryWriter | null>;
