import { askForGrownUp } from '@/lib/ask-for-grown-up';
import { readGrownUpProof } from '@/lib/grown-up-proof';
import { offlineChangesReason } from './describe-grown-up-change';
import type { GrownUpChange, QueuedGrownUpChange } from './grown-up-change';
import { readGrownUpChanges, rewriteGrownUpChanges } from './grown-up-changes-on-device';
import { isSealedByProof } from './seal-grown-up-change';
import { sendGrownUpChange, type GrownUpChangeOutcome } from './send-grown-up-change';

export interface SendGrownUpChangesOptions {
  send?: (change: GrownUpChange) => Promise<GrownUpChangeOutcome>;
  /** Asks the parent PIN; true once a right one brought the device a new proof. */
  ask?: (reason: string) => Promise<boolean>;
}

async function sendAll(
  userId: string,
  { send = sendGrownUpChange, ask = askForGrownUp }: SendGrownUpChangesOptions,
): Promise<number> {
  // Offline, nothing could go, and no PIN is asked for changes that would wait anyway.
  if (globalThis.navigator?.onLine === false) return 0;
  let sent = 0;
  let asked = false;
  let pinEntered = false;
  // A refused change waits for the parent's next answer on /family, where its refusal is shown.
  const waiting = readGrownUpChanges(userId).filter((entry) => !entry.refusal);
  // The PIN is asked at most once a run, naming the change it is for and how many wait behind it:
  // a parent who closes the dialog is not asked for each change.
  const askOnce = async (queued: QueuedGrownUpChange) => {
    if (asked) return false;
    asked = true;
    const more = waiting.length - 1 - waiting.indexOf(queued);
    pinEntered = await ask(offlineChangesReason(queued.change, more));
    return pinEntered;
  };
  for (const queued of waiting) {
    // Not sealed by the proof held now (queued with none, a proof since renewed, or planted): a grown-up says so first.
    if (
      !pinEntered &&
      !(await isSealedByProof(readGrownUpProof(userId), queued)) &&
      !(await askOnce(queued))
    )
      break;
    let outcome = await send(queued.change);
    if (outcome.kind === 'proof' && (await askOnce(queued))) outcome = await send(queued.change);
    // Offline again, or no grown-up here: the rest waits, in order, for the next run.
    if (outcome.kind === 'offline' || outcome.kind === 'proof') break;
    const refusal = outcome.kind === 'refused' ? outcome.message : undefined;
    if (refusal === undefined) sent += 1;
    rewriteGrownUpChanges((entries) =>
      refusal === undefined
        ? entries.filter((entry) => entry.id !== queued.id)
        : entries.map((entry) => (entry.id === queued.id ? { ...entry, refusal } : entry)),
    );
  }
  return sent;
}

const SEND_LOCK = 'storycanvas-grown-up-changes';
let running: Promise<number> | null = null;

/**
 * Sends the account's queued grown-up changes, oldest first, with the device's grown-up proof; a
 * proof run out, or a change not sealed by the proof held now, asks the parent PIN before going
 * on. One run at a time across tabs (Web Locks), so two tabs coming online do not send the same
 * approval. Resolves how many the server took.
 */
export function sendGrownUpChanges(
  userId: string,
  options: SendGrownUpChangesOptions = {},
): Promise<number> {
  const run = () => sendAll(userId, options);
  running ??= (
    typeof navigator.locks?.request === 'function'
      ? navigator.locks.request(SEND_LOCK, run).then((sent) => sent)
      : run()
  )
    .catch(() => 0)
    .finally(() => {
      running = null;
    });
  return running;
}
