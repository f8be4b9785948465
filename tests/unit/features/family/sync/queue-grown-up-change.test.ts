// The grown-up changes a parent makes offline wait on the device: each account reads only its own,
// a later word about the same story or child replaces the earlier one, a storage refusal is said
// aloud (never a change silently lost), and the queue is sent oldest first once the network is back.
// A change goes without a new PIN only when sealed by the grown-up proof the device holds: one
// planted from a child's profile, or queued with no proof, asks the PIN first.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/offline';
import { keepGrownUpProof } from '@/lib/grown-up-proof';
import type { GrownUpChange } from '@/features/family/sync/grown-up-change';
import {
  readGrownUpChanges,
  rewriteGrownUpChanges,
} from '@/features/family/sync/grown-up-changes-on-device';
import { queueGrownUpChange } from '@/features/family/sync/queue-grown-up-change';
import { sendGrownUpChanges } from '@/features/family/sync/send-grown-up-changes';
import type { GrownUpChangeOutcome } from '@/features/family/sync/send-grown-up-change';

const APPROVE_KITE: GrownUpChange = {
  kind: 'approve',
  storyId: 's-kite',
  title: 'The kite',
  version: 'a1'.repeat(32),
};
const DECLINE_KITE: GrownUpChange = { kind: 'decline', storyId: 's-kite', title: 'The kite' };
const APPROVE_OWL: GrownUpChange = {
  kind: 'approve',
  storyId: 's-owl',
  title: 'The owl',
  version: 'b2'.repeat(32),
};
const MIA_AI_ON: GrownUpChange = {
  kind: 'ai-switch',
  childId: 'mia',
  childName: 'Mia',
  aiAllowed: true,
};
const PROOF = 'a'.repeat(64);

const kinds = (userId: string) =>
  readGrownUpChanges(userId).map(({ change }) =>
    change.kind === 'ai-switch' ? `ai ${change.childId}` : `${change.kind} ${change.storyId}`,
  );
const sendEverything = (sent: GrownUpChange[]) => async (change: GrownUpChange) => {
  sent.push(change);
  return { kind: 'sent' } as const;
};
const neverAsked = async () => {
  throw new Error('the PIN was asked');
};

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('queueing a grown-up change', () => {
  it('keeps the change on the device for its account, with when it was made and the proof’s seal', async () => {
    keepGrownUpProof('parent-1', PROOF);
    const queued = await queueGrownUpChange(
      'parent-1',
      APPROVE_KITE,
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(queued).toMatchObject({
      userId: 'parent-1',
      queuedAt: '2026-11-26T12:00:00.000Z',
      change: APPROVE_KITE,
      seal: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(readGrownUpChanges('parent-1')).toEqual([queued]);
    expect(readGrownUpChanges('parent-2')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.grownUpChanges)!)).toEqual([queued]);
    // Another account's proof on the device seals nothing of this one.
    expect((await queueGrownUpChange('parent-2', APPROVE_OWL)).seal).toBeUndefined();
  });

  it('replaces an earlier word about the same story or child, at the back, and leaves other accounts’ alone', async () => {
    await queueGrownUpChange('parent-1', APPROVE_KITE);
    await queueGrownUpChange('parent-2', APPROVE_KITE);
    await queueGrownUpChange('parent-1', MIA_AI_ON);
    await queueGrownUpChange('parent-1', APPROVE_OWL);
    await queueGrownUpChange('parent-1', DECLINE_KITE);
    await queueGrownUpChange('parent-1', { ...MIA_AI_ON, aiAllowed: false });
    expect(kinds('parent-1')).toEqual(['approve s-owl', 'decline s-kite', 'ai mia']);
    expect(readGrownUpChanges('parent-1').at(-1)?.change).toEqual({
      ...MIA_AI_ON,
      aiAllowed: false,
    });
    expect(kinds('parent-2')).toEqual(['approve s-kite']);
  });

  it('throws when the device refuses to keep it, so the parent is told rather than the change lost', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The device is full', 'QuotaExceededError');
    });
    await expect(queueGrownUpChange('parent-1', APPROVE_KITE)).rejects.toThrow(
      'The device is full',
    );
  });
});

describe('sending the queued changes', () => {
  it('sends sealed changes oldest first with no PIN, and forgets each one the server took', async () => {
    keepGrownUpProof('parent-1', PROOF);
    await queueGrownUpChange('parent-1', APPROVE_KITE);
    await queueGrownUpChange('parent-1', MIA_AI_ON);
    await queueGrownUpChange('parent-2', APPROVE_OWL);
    const sent: GrownUpChange[] = [];
    expect(
      await sendGrownUpChanges('parent-1', { send: sendEverything(sent), ask: neverAsked }),
    ).toBe(2);
    expect(sent).toEqual([APPROVE_KITE, MIA_AI_ON]);
    expect(readGrownUpChanges('parent-1')).toEqual([]);
    expect(kinds('parent-2')).toEqual(['approve s-owl']);
  });

  it('asks the PIN before sending a change planted in storage, or sealed by a proof since renewed', async () => {
    keepGrownUpProof('parent-1', PROOF);
    const honest = await queueGrownUpChange('parent-1', APPROVE_KITE);
    // What a child could write from their profile: a copy of a real seal on another story.
    rewriteGrownUpChanges((entries) => [
      ...entries,
      { ...honest, id: 'planted', change: APPROVE_OWL },
    ]);
    const sent: GrownUpChange[] = [];
    const closed = vi.fn(async () => false);
    expect(await sendGrownUpChanges('parent-1', { send: sendEverything(sent), ask: closed })).toBe(
      1,
    );
    expect(sent).toEqual([APPROVE_KITE]);
    // The dialog says which change the PIN is for.
    expect(closed).toHaveBeenCalledExactlyOnceWith(
      'Made on this device while offline, waiting to be sent: Approve The owl.',
    );
    expect(kinds('parent-1')).toEqual(['approve s-owl']);

    keepGrownUpProof('parent-1', 'b'.repeat(64));
    await queueGrownUpChange('parent-1', MIA_AI_ON);
    keepGrownUpProof('parent-1', PROOF);
    expect(await sendGrownUpChanges('parent-1', { send: sendEverything(sent), ask: closed })).toBe(
      0,
    );
    const rightPin = vi.fn(async () => true);
    expect(
      await sendGrownUpChanges('parent-1', { send: sendEverything(sent), ask: rightPin }),
    ).toBe(2);
    expect(rightPin).toHaveBeenCalledExactlyOnceWith(
      'Made on this device while offline, waiting to be sent: Approve The owl and 1 more change.',
    );
    expect(sent).toEqual([APPROVE_KITE, APPROVE_OWL, MIA_AI_ON]);
  });

  it('asks the PIN once when the server finds the proof run out, then sends; closed, everything waits in order', async () => {
    keepGrownUpProof('parent-1', PROOF);
    await queueGrownUpChange('parent-1', APPROVE_KITE);
    await queueGrownUpChange('parent-1', APPROVE_OWL);
    let proofAlive = false;
    const send = async (): Promise<GrownUpChangeOutcome> =>
      proofAlive ? { kind: 'sent' } : { kind: 'proof', message: 'Enter the parent PIN' };

    const closed = vi.fn(async () => false);
    expect(await sendGrownUpChanges('parent-1', { send, ask: closed })).toBe(0);
    expect(closed).toHaveBeenCalledExactlyOnceWith(
      'Made on this device while offline, waiting to be sent: Approve The kite and 1 more change.',
    );
    expect(kinds('parent-1')).toEqual(['approve s-kite', 'approve s-owl']);

    const rightPin = vi.fn(async () => (proofAlive = true));
    expect(await sendGrownUpChanges('parent-1', { send, ask: rightPin })).toBe(2);
    expect(rightPin).toHaveBeenCalledTimes(1);
    expect(readGrownUpChanges('parent-1')).toEqual([]);
  });

  it('stops at a lost connection, and keeps a refused change with the server’s words, unsent again', async () => {
    keepGrownUpProof('parent-1', PROOF);
    await queueGrownUpChange('parent-1', APPROVE_KITE);
    await queueGrownUpChange('parent-1', APPROVE_OWL);
    await queueGrownUpChange('parent-1', MIA_AI_ON);
    const answers: GrownUpChangeOutcome[] = [
      { kind: 'refused', message: 'This story is not ready for Discover.' },
      { kind: 'sent' },
      { kind: 'offline' },
    ];
    const send = vi.fn(async () => answers.shift()!);
    expect(await sendGrownUpChanges('parent-1', { send, ask: neverAsked })).toBe(1);
    expect(kinds('parent-1')).toEqual(['approve s-kite', 'ai mia']);
    const [refused, waiting] = readGrownUpChanges('parent-1');
    expect(refused?.refusal).toBe('This story is not ready for Discover.');
    expect(waiting?.refusal).toBeUndefined();

    send.mockClear();
    send.mockResolvedValue({ kind: 'sent' });
    expect(await sendGrownUpChanges('parent-1', { send, ask: neverAsked })).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(MIA_AI_ON);
    expect(kinds('parent-1')).toEqual(['approve s-kite']);
  });
});
