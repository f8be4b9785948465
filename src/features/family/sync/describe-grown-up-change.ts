import type { GrownUpChange } from './grown-up-change';

/** A waiting change in the parent's words, as the PIN dialog and /family name it. */
export function describeGrownUpChange(change: GrownUpChange): string {
  if (change.kind === 'ai-switch')
    return `${change.aiAllowed ? 'Switch on' : 'Switch off'} the AI service for ${change.childName ?? 'a child'}`;
  return `${change.kind === 'approve' ? 'Approve' : 'Decline'} ${change.title}`;
}

/** Why the PIN is asked for changes made offline: the one it is for, and how many wait behind it. */
export function offlineChangesReason(change: GrownUpChange, more: number): string {
  const rest = more > 0 ? ` and ${more} more change${more === 1 ? '' : 's'}` : '';
  return `Made on this device while offline, waiting to be sent: ${describeGrownUpChange(change)}${rest}.`;
}
