import { askForGrownUp } from '@/lib/ask-for-grown-up';
import type { GrownUpChange } from './grown-up-change';
import { forgetGrownUpChange } from './forget-grown-up-change';
import { queueGrownUpChange } from './queue-grown-up-change';
import { sendGrownUpChange, type GrownUpChangeOutcome } from './send-grown-up-change';

/**
 * A grown-up change made on /family: sent at once when the device is online (a proof run out asks
 * the parent PIN once, "For grown-ups"), else kept on the device to go when the network returns.
 * Resolves 'queued' for a change that waits; throws the server's words when it refuses.
 */
export async function applyGrownUpChange(
  userId: string,
  change: GrownUpChange,
  send: (change: GrownUpChange) => Promise<GrownUpChangeOutcome> = sendGrownUpChange,
): Promise<'sent' | 'queued'> {
  let outcome: GrownUpChangeOutcome =
    globalThis.navigator?.onLine === false ? { kind: 'offline' } : await send(change);
  if (outcome.kind === 'proof' && (await askForGrownUp())) outcome = await send(change);
  if (outcome.kind === 'offline') {
    await queueGrownUpChange(userId, change);
    return 'queued';
  }
  // Answered, whichever way: an older word about the same story or child must not follow it.
  forgetGrownUpChange(userId, change);
  if (outcome.kind === 'sent') return 'sent';
  throw new Error(outcome.message);
}
