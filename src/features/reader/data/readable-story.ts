// The story as the reader shows it, wherever it was read from (device, server, kept copy, server
// rendering): its own file, so the reading steps and the kept copies share it without importing each other.
import type { SegmentRow, StoryRow } from '@/offline';

export type ReaderStory = Pick<
  StoryRow,
  | 'id'
  | 'user_id'
  | 'title'
  | 'description'
  | 'genre'
  | 'target_age'
  | 'is_public'
  | 'is_completed'
  | 'created_at'
  | 'thumbnail_url'
> & {
  /** The picture style the story was made with, for its procedural pictures. */
  picture_style?: string | null;
};
export type ReaderSegment = Pick<
  SegmentRow,
  | 'id'
  | 'parent_segment_id'
  | 'triggering_choice_text'
  | 'segment_text'
  | 'choices'
  | 'image_prompt'
  | 'image_url'
  | 'audio_url'
  | 'is_end'
  | 'sequence_number'
  | 'created_at'
  | 'deleted_at'
  | 'written_by'
  | 'writer_model'
>;

export interface ReadableStory {
  story: ReaderStory;
  segments: ReaderSegment[];
  /**
   * device: written here; server: just fetched; copy: kept from an earlier visit, for offline
   * reading; rendered: read by the server for the page it rendered (what any stranger sees), not yet
   * checked against this device nor kept for offline reading.
   */
  source: 'device' | 'server' | 'copy' | 'rendered';
  /** The author's display name, once read from their public profile. */
  authorName?: string | null;
}
