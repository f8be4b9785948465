import { deleteSegment } from '@/offline';

/** Takes back a branch just started: its one new part goes, the branches that were there stay. */
export async function undoNewBranch(segmentId: string): Promise<void> {
  await deleteSegment(segmentId);
}
