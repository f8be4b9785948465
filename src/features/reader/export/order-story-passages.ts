import type { SegmentRow, StoryRow } from '@/offline';
import { indexChildren, listInReadingOrder } from '@shared/story-tree.ts';

export type ExportStory = Pick<
  StoryRow,
  'id' | 'title' | 'description' | 'genre' | 'target_age' | 'created_at'
>;
export type ExportSegment = Pick<
  SegmentRow,
  | 'id'
  | 'parent_segment_id'
  | 'triggering_choice_text'
  | 'segment_text'
  | 'choices'
  | 'is_end'
  | 'sequence_number'
  | 'deleted_at'
>;

export interface StoryPassage {
  segment: ExportSegment;
  /** A stable, readable name: "Part 1", "Part 2", … in reading order. */
  name: string;
  /** The segments that continue from this one, each with the choice that leads there. */
  next: { choice: string; passage: string }[];
}

/** Every live segment of a story as a named passage in reading order, with the passages each choice leads to. */
export function orderStoryPassages(segments: readonly ExportSegment[]): StoryPassage[] {
  const ordered = listInReadingOrder(segments);
  const children = indexChildren(segments);
  const names = new Map(ordered.map((segment, index) => [segment.id, `Part ${index + 1}`]));
  return ordered.map((segment) => ({
    segment,
    name: names.get(segment.id) ?? segment.id,
    next: (children.get(segment.id) ?? []).map((child) => ({
      choice: child.triggering_choice_text ?? 'Continue',
      passage: names.get(child.id) ?? child.id,
    })),
  }));
}
