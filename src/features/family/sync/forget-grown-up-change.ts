import { grownUpChangeTarget, type GrownUpChange } from './grown-up-change';
import { rewriteGrownUpChanges } from './grown-up-changes-on-device';

/** Drops what waits for the same story or child: the parent's newer word was just answered. */
export function forgetGrownUpChange(userId: string, change: GrownUpChange): void {
  const target = grownUpChangeTarget(change);
  rewriteGrownUpChanges((entries) =>
    entries.filter(
      (entry) => entry.userId !== userId || grownUpChangeTarget(entry.change) !== target,
    ),
  );
}
