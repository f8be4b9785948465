// The branch tree of a story's segments: each segment continues from its parent through the
// choice that was taken, and choosing differently at an earlier segment starts a sibling branch.
// Used by the story page, the reader and the exports alike.

export interface TreeSegment {
  id: string;
  parent_segment_id: string | null;
  sequence_number: number;
  created_at?: string;
  deleted_at?: string | null;
}

export type ChildrenIndex<T extends TreeSegment> = Map<string | null, T[]>;

/** Live segments grouped by parent, each group oldest first. */
export function indexChildren<T extends TreeSegment>(segments: readonly T[]): ChildrenIndex<T> {
  const index: ChildrenIndex<T> = new Map();
  for (const segment of segments) {
    if (segment.deleted_at) continue;
    const key = segment.parent_segment_id ?? null;
    index.set(key, [...(index.get(key) ?? []), segment]);
  }
  for (const group of index.values()) {
    group.sort(
      (a, b) =>
        a.sequence_number - b.sequence_number ||
        (a.created_at ?? '').localeCompare(b.created_at ?? ''),
    );
  }
  return index;
}

/** Every live segment in reading order: depth first from the opening, older branches first. */
export function listInReadingOrder<T extends TreeSegment>(segments: readonly T[]): T[] {
  const children = indexChildren(segments);
  const ordered: T[] = [];
  const visit = (segment: T) => {
    ordered.push(segment);
    for (const child of children.get(segment.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);
  return ordered;
}

export interface BranchStep<T extends TreeSegment> {
  segment: T;
  /** The other segments that continue from the same parent (the branches not taken here). */
  siblings: T[];
  /** Position of this segment among its siblings, from 0. */
  branchIndex: number;
}

/**
 * The branch being read: from the opening, at each segment follow the child chosen in
 * `selected` (parent id → child id), else the newest child — the one most recently written.
 */
export function buildBranchPath<T extends TreeSegment>(
  segments: readonly T[],
  selected: Readonly<Record<string, string>> = {},
): BranchStep<T>[] {
  const children = indexChildren(segments);
  const path: BranchStep<T>[] = [];
  let parent: string | null = null;
  for (;;) {
    const group: T[] = children.get(parent) ?? [];
    if (group.length === 0) break;
    const wanted: string | undefined = parent === null ? undefined : selected[parent];
    const segment: T =
      group.find((candidate) => candidate.id === wanted) ?? (group[group.length - 1] as T);
    path.push({ segment, siblings: group, branchIndex: group.indexOf(segment) });
    parent = segment.id;
  }
  return path;
}
