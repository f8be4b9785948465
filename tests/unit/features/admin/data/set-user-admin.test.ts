// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setUserAdmin } from '@/features/admin/data/set-user-admin';
import { recordingRpcClient } from '../../../support/recording-rpc-client';

describe('setUserAdmin', () => {
  it('grants and revokes the admin role of the chosen user', async () => {
    const { client, calls } = recordingRpcClient();
    await setUserAdmin(client, 'u1', true);
    await setUserAdmin(client, 'u1', false);
    expect(calls).toEqual([
      { name: 'admin_set_role', args: { target_user: 'u1', role: 'admin', granted: true } },
      { name: 'admin_set_role', args: { target_user: 'u1', role: 'admin', granted: false } },
    ]);
  });

  it('fails with the database message when refused', async () => {
    const { client } = recordingRpcClient({
      message: 'Admin access requires proper database role configuration',
    });
    await expect(setUserAdmin(client, 'u1', true)).rejects.toThrow(
      'Admin access requires proper database role configuration',
    );
  });
});
