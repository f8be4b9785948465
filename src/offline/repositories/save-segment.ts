// Adds a segment to a story on the device and queues its insert, for the create flow and the editor.
// Both writes commit together, so the segment is never on the device without its operation.
import { countWords } from '@shared/count-words.ts';
import type { StoryCanvasDB } from '../db';
import type { LocalSegment, SegmentRow } from '../offline-records';
import { addLocalRecord } from './add-local-record';
import { findStoryOwner } from './find-story-owner';

export type SegmentDraft = Partial<SegmentRow> &
  Pick<SegmentRow, 'story_id' | 'segment_text' | 'sequence_number'>;

export function saveSegment(db: StoryCanvasDB, draft: SegmentDraft): Promise<LocalSegment> {
  const values = {
    parent_segment_id: null,
    triggering_choice_text: null,
    choices: [],
    image_prompt: null,
    image_url: null,
    audio_url: null,
    is_end: false,
    word_count: countWords(draft.segment_text),
    written_by: null,
    writer_model: null,
    ...draft,
  };
  return addLocalRecord(db, 'story_segments', values, (segment) =>
    findStoryOwner(db, segment.story_id),
  );
}
