// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setUserTier } from '@/features/admin/data/set-user-tier';
import { recordingRpcClient } from '../../../support/recording-rpc-client';

describe('setUserTier', () => {
  it('asks the admin-only tier function to put the user on the tier', async () => {
    const { client, calls } = recordingRpcClient();
    await setUserTier(client, 'u1', 'Enterprise');
    expect(calls).toEqual([
      { name: 'admin_set_user_tier', args: { target_user: 'u1', new_tier: 'Enterprise' } },
    ]);
  });

  it('fails with the database message when refused', async () => {
    const { client } = recordingRpcClient({ message: 'Unknown tier Platinum' });
    await expect(setUserTier(client, 'u1', 'Pro')).rejects.toThrow('Unknown tier Platinum');
  });
});
