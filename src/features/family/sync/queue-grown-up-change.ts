import { readGrownUpProof } from '@/lib/grown-up-proof';
import {
  grownUpChangeTarget,
  type GrownUpChange,
  type QueuedGrownUpChange,
} from './grown-up-change';
import { rewriteGrownUpChanges } from './grown-up-changes-on-device';
import { sealGrownUpChange } from './seal-grown-up-change';

/**
 * Keeps a grown-up change on the device until it can be sent, sealed by the grown-up proof the
 * device holds (if any). A later change of the same story or child replaces the earlier one (only
 * the parent's last word is sent), and goes to the back. Throws when storage refuses it.
 */
export async function queueGrownUpChange(
  userId: string,
  change: GrownUpChange,
  now: Date = new Date(),
): Promise<QueuedGrownUpChange> {
  const id = crypto.randomUUID();
  const seal = await sealGrownUpChange(readGrownUpProof(userId), { id, userId, change });
  const queued: QueuedGrownUpChange = {
    id,
    userId,
    queuedAt: now.toISOString(),
    change,
    ...(seal ? { seal } : {}),
  };
  const target = grownUpChangeTarget(change);
  rewriteGrownUpChanges((entries) => [
    ...entries.filter(
      (entry) => entry.userId !== userId || grownUpChangeTarget(entry.change) !== target,
    ),
    queued,
  ]);
  return queued;
}
