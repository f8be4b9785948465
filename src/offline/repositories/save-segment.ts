// Adds a segment to a story on the device and queues its insert, for the create flow and the editor.
// Both writes commit together, so the segment is never on the device without its operation.
import type { StoryCanvasDB } from '../db';
import { stripLocalFields, type LocalSegment, type SegmentRow } from '../offline-records';
import { buildOperation } from '../queue/build-operation';
import { commitLocalWrite, storeFailure } from './commit-local-write';
import { findStoryOwner } from './find-story-owner';

export type SegmentDraft = Partial<SegmentRow> &
  Pick<SegmentRow, 'story_id' | 'segment_text' | 'sequence_number'>;

function buildSegment(draft: SegmentDraft): LocalSegment {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    parent_segment_id: null,
    triggering_choice_text: null,
    choices: [],
    image_prompt: null,
    image_url: null,
    audio_url: null,
    is_end: false,
    word_count: draft.segment_text.split(/\s+/).filter(Boolean).length,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    ...draft,
    is_synced: false,
    server_updated_at: null,
  };
}

export async function saveSegment(db: StoryCanvasDB, draft: SegmentDraft): Promise<LocalSegment> {
  const segment = buildSegment(draft);
  const row = stripLocalFields(segment);
  await commitLocalWrite(db, storeFailure.add('story_segments'), async () => {
    const owner = await findStoryOwner(db, segment.story_id);
    await db.story_segments.add(segment);
    if (owner)
      await db.operation_queue.add(buildOperation('insert', 'story_segments', segment.id, row));
  });
  return segment;
}
