// The branches of a story as readers see them: every path from the opening to a last part, whether it
// ends, its last words, and which one a reader opens first. Shared by the story page, the reader and
// the exports, so "the finished branch" means the same thing everywhere.
import { indexChildren, type TreeSegment } from '@shared/story-tree.ts';

export interface BranchSegment extends TreeSegment {
  segment_text: string;
  is_end: boolean;
}

export interface StoryBranch<T extends BranchSegment> {
  /** The branch's last part; it names the branch. */
  leaf: T;
  /** From the opening to the leaf. */
  segments: T[];
  ends: boolean;
  /** The closing words of the leaf, for telling branches apart at a glance. */
  lastWords: string;
}

const LAST_WORDS = 8;

/** A last part's text without its closing "The end.", which the ending screen says once itself. */
export function stripClosingWords(text: string): string {
  return text.replace(/\s*The end\.\s*$/i, '').trimEnd();
}

function readLastWords(text: string): string {
  const words = stripClosingWords(text).trim().split(/\s+/).filter(Boolean);
  const tail = words.slice(-LAST_WORDS).join(' ');
  return words.length > LAST_WORDS ? `…${tail}` : tail;
}

/** Every branch, in reading order (older branches first). */
export function listStoryBranches<T extends BranchSegment>(
  segments: readonly T[],
): StoryBranch<T>[] {
  const children = indexChildren(segments);
  const branches: StoryBranch<T>[] = [];
  const visit = (segment: T, trail: T[]) => {
    const path = [...trail, segment];
    const next = children.get(segment.id) ?? [];
    if (next.length === 0) {
      branches.push({
        leaf: segment,
        segments: path,
        ends: segment.is_end,
        lastWords: readLastWords(segment.segment_text),
      });
      return;
    }
    for (const child of next) visit(child, path);
  };
  for (const root of children.get(null) ?? []) visit(root, []);
  return branches;
}

/** The branch a reader opens first: a finished one (the longest), else the longest, newest on a tie. */
export function pickOpeningBranch<T extends BranchSegment>(
  branches: readonly StoryBranch<T>[],
): StoryBranch<T> | undefined {
  let best: StoryBranch<T> | undefined;
  for (const branch of branches) {
    if (!best) best = branch;
    else if (branch.ends !== best.ends) best = branch.ends ? branch : best;
    else if (branch.segments.length >= best.segments.length) best = branch;
  }
  return best;
}

/** The branch that goes through `segmentId`: past it, the branch a reader would open first. */
export function findBranchThrough<T extends BranchSegment>(
  branches: readonly StoryBranch<T>[],
  segmentId: string | null | undefined,
): StoryBranch<T> | undefined {
  if (!segmentId) return undefined;
  return pickOpeningBranch(
    branches.filter((branch) => branch.segments.some((segment) => segment.id === segmentId)),
  );
}

/** The parent → child choices that make buildBranchPath follow this branch. */
export function selectBranch<T extends BranchSegment>(
  branch: StoryBranch<T> | undefined,
): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const segment of branch?.segments ?? []) {
    if (segment.parent_segment_id) selected[segment.parent_segment_id] = segment.id;
  }
  return selected;
}
