// A change on /family that the server takes only with the grown-up proof (or the PIN), made while
// the device was offline: it waits on the device, shown as waiting, until it is sent (issue #26).
export type GrownUpChange =
  /** version: the story as the parent read it (story-version.ts); only that is published. */
  | { kind: 'approve'; storyId: string; title: string; version: string }
  | { kind: 'decline'; storyId: string; title: string }
  /** childName: how the PIN dialog and /family name the child (absent in changes queued before it). */
  | { kind: 'ai-switch'; childId: string; aiAllowed: boolean; childName?: string };

export interface QueuedGrownUpChange {
  id: string;
  userId: string;
  queuedAt: string;
  change: GrownUpChange;
  /** The HMAC of the change under the grown-up proof held when it was queued (seal-grown-up-change.ts). */
  seal?: string;
  /** The server's words when it refused the change: it stays listed, unsent, until the parent answers again. */
  refusal?: string;
}

/** What a change is about: a later change of the same thing replaces it (a decline replaces an approval). */
export function grownUpChangeTarget(change: GrownUpChange): string {
  return change.kind === 'ai-switch' ? `child:${change.childId}` : `story:${change.storyId}`;
}
