import type { ExportSegment, ExportStory } from '@/features/reader/export/order-story-passages';

export const story: ExportStory = {
  id: '8f14e45f-ceea-4e7a-9b1c-2d3e4f5a6b7c',
  title: 'The Map & the <Attic>',
  description: 'A branching adventure.',
  genre: 'adventure',
  target_age: '7-9',
  created_at: '2026-11-22T10:00:00Z',
};

const segment = (
  id: string,
  parent: string | null,
  choice: string | null,
  sequence: number,
  text: string,
  isEnd = false,
): ExportSegment => ({
  id,
  parent_segment_id: parent,
  triggering_choice_text: choice,
  segment_text: text,
  choices: isEnd ? [] : ['One', 'Two', 'Three'],
  is_end: isEnd,
  sequence_number: sequence,
  deleted_at: null,
});

/** Opening → (Climb up → Look at the map → ending) and a second branch at segment 2 (Go downstairs). */
export const segments: ExportSegment[] = [
  segment('s1', null, null, 1, 'Ana found a map in the attic.\n\nIt glowed "softly" & warmly.'),
  segment('s2', 's1', 'Climb up', 2, 'She climbed to the window. [[not a link]]'),
  segment('s3', 's2', 'Look at the map', 3, ':: not a passage\nThe map showed home.', true),
  segment('s2b', 's1', 'Go downstairs', 2, 'She went down to find Dad.'),
  { ...segment('gone', 's1', 'Deleted branch', 2, 'Removed.'), deleted_at: '2026-11-22T11:00:00Z' },
];
