import type { SegmentRow, StoryRow } from '@/offline/offline-records';

export type ExportStory = Pick<StoryRow, 'id' | 'title' | 'description' | 'genre' | 'target_age' | 'created_at'>;
export type ExportSegment = Pick<SegmentRow, 'id' | 'parent_segment_id' | 'triggering_choice_text' | 'segment_text' | 'choices' | 'is_end' | 'sequence_number' | 'deleted_at'>;

export interface StoryPassage {
  segment: ExportSegment;
  /** A stable, readable name: "Part 1", "Part 2", … in reading order. */
  name: string;
  /** The segments that continue from this one, each with the choice that leads there. */
  next: { choice: string; passage: string }[];
}

/**
 * Every live segment of a story as a passage, in reading order (depth first from the opening,
 * earlier branches first), with links to the passages each choice leads to.
 */
export function orderStoryPassages(segments: readonly ExportSegment[]): StoryPassage[] {
  const live = segments.filter((segment) => !segment.deleted_at);
  const children = new Map<string | null, ExportSegment[]>();
  for (const segment of live) {
    const key = segment.parent_segment_id ?? null;
    children.set(key, [...(children.get(key) ?? []), segment]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sequence_number - b.sequence_number);

  const ordered: ExportSegment[] = [];
  const visit = (segment: ExportSegment) => {
    ordered.push(segment);
    for (const child of children.get(segment.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);

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
