import { listStoryBranches, pickOpeningBranch, type BranchSegment } from '@/lib/story-branches';

export interface BranchPart<T> {
  segment: T;
  /** Its place in the branch, from 1: part 3 is the third part a reader of this branch reads. */
  position: number;
}

export interface BranchGroup<T extends BranchSegment> {
  /** Its number in the story's branch list ("Branch 2"), the order readers see them in. */
  number: number;
  /** The branch a reader opens first (the finished one, else the longest). */
  opensFirst: boolean;
  ends: boolean;
  /** Parts in the whole branch, the ones shown with an earlier group included. */
  length: number;
  /** The parts no earlier group shows; after the first group, where the branch takes its own path. */
  parts: BranchPart<T>[];
}

/**
 * The story's parts grouped by branch for the editor: first the branch readers open, whole, then
 * every other branch with only the parts it does not share with a group above, so each part is
 * listed once and under the branch it belongs to.
 */
export function groupPartsByBranch<T extends BranchSegment>(
  segments: readonly T[],
): BranchGroup<T>[] {
  const branches = listStoryBranches(segments);
  const opening = pickOpeningBranch(branches);
  const ordered = opening ? [opening, ...branches.filter((branch) => branch !== opening)] : [];
  const listed = new Set<string>();
  return ordered.map((branch) => {
    const parts = branch.segments
      .map((segment, index) => ({ segment, position: index + 1 }))
      .filter(({ segment }) => !listed.has(segment.id));
    for (const { segment } of parts) listed.add(segment.id);
    return {
      number: branches.indexOf(branch) + 1,
      opensFirst: branch === opening,
      ends: branch.ends,
      length: branch.segments.length,
      parts,
    };
  });
}
