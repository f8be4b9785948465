// The words the PIN dialog and /family use for a change made offline: what it does, to which story
// or child, and how many more changes wait behind it.
import { describe, expect, it } from 'vitest';
import {
  describeGrownUpChange,
  offlineChangesReason,
} from '@/features/family/sync/describe-grown-up-change';

describe('a change made offline, in the parent’s words', () => {
  it('names the story or the child it is for', () => {
    expect(
      describeGrownUpChange({ kind: 'approve', storyId: 's', title: 'The kite', version: 'v' }),
    ).toBe('Approve The kite');
    expect(describeGrownUpChange({ kind: 'decline', storyId: 's', title: 'The mole' })).toBe(
      'Decline The mole',
    );
    expect(
      describeGrownUpChange({
        kind: 'ai-switch',
        childId: 'c',
        childName: 'Leo',
        aiAllowed: false,
      }),
    ).toBe('Switch off the AI service for Leo');
    // Queued before changes carried the child's name.
    expect(describeGrownUpChange({ kind: 'ai-switch', childId: 'c', aiAllowed: true })).toBe(
      'Switch on the AI service for a child',
    );
  });

  it('says how many more wait behind it', () => {
    const decline = { kind: 'decline', storyId: 's', title: 'The mole' } as const;
    expect(offlineChangesReason(decline, 0)).toBe(
      'Made on this device while offline, waiting to be sent: Decline The mole.',
    );
    expect(offlineChangesReason(decline, 2)).toBe(
      'Made on this device while offline, waiting to be sent: Decline The mole and 2 more changes.',
    );
  });
});
