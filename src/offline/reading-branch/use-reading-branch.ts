// The branch on screen for the story page and the reader: remembered per story, else the story's
// finished (or longest) branch, as the shared story-branches rules pick it.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { buildBranchPath } from '@shared/story-tree.ts';
import {
  findBranchThrough,
  listStoryBranches,
  pickOpeningBranch,
  selectBranch,
  type BranchSegment,
} from '@/lib/story-branches';
import { readReadingBranch, rememberReadingBranch } from './reading-branch-memory';

const subscribeToNothing = () => () => {};

/**
 * The branch a reader is on: the one they last followed on this device, else the story's finished
 * (or longest) branch. Following a part remembers it, so a reload opens the same branch.
 */
export function useReadingBranch<T extends BranchSegment>(
  storyId: string,
  segments: readonly T[] | undefined,
) {
  // A page the server rendered shows the opening branch, as the server cannot know this device's
  // choice: the remembered branch is read after hydration (the server's snapshot is none), so the
  // first render matches the markup.
  const remembered = useSyncExternalStore(
    subscribeToNothing,
    () => readReadingBranch(storyId),
    () => null,
  );
  const [chosen, setChosen] = useState<{ storyId: string; segmentId: string } | null>(null);
  const followed = chosen?.storyId === storyId ? chosen.segmentId : remembered;
  const branches = useMemo(() => listStoryBranches(segments ?? []), [segments]);
  const branch = findBranchThrough(branches, followed) ?? pickOpeningBranch(branches);
  const path = useMemo(
    () => buildBranchPath(segments ?? [], selectBranch(branch)),
    [segments, branch],
  );
  const follow = useCallback(
    (segmentId: string) => {
      setChosen({ storyId, segmentId });
      rememberReadingBranch(storyId, segmentId);
    },
    [storyId],
  );
  return { branches, branch, path, follow };
}
