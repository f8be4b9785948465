import { applyGrownUpChange } from '../sync/apply-grown-up-change';

/**
 * Switches the AI service on or off for a child. On is the parent's consent, which the server takes
 * only with the grown-up proof (asked once with the PIN); offline, the switch waits on the device.
 */
export function switchChildAi(
  userId: string,
  child: { id: string; display_name: string },
  aiAllowed: boolean,
): Promise<'sent' | 'queued'> {
  return applyGrownUpChange(userId, {
    kind: 'ai-switch',
    childId: child.id,
    childName: child.display_name,
    aiAllowed,
  });
}
