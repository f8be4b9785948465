// Who wrote a part, as it is kept with the part (story_segments.written_by and writer_model) so its
// caption reads the same after a reload, a sync or on another device.
import type { LocalSegment } from '@/offline';
import type { GeneratedStorySegment } from './generate-segment';

export type SegmentWriter = Pick<LocalSegment, 'written_by' | 'writer_model'>;

export function segmentWriter(segment: GeneratedStorySegment): SegmentWriter {
  if (segment.source === 'device')
    return { written_by: 'device', writer_model: segment.deviceModel ?? null };
  if (segment.source === 'ai') return { written_by: 'ai', writer_model: segment.model_used };
  return { written_by: 'storyteller', writer_model: null };
}
