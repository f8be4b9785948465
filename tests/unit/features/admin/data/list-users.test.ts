// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listUsers } from '@/features/admin/data/list-users';

const row = {
  user_id: 'u1',
  email: 'a@example.test',
  tier: 'Pro',
  founder_tier: 'pioneer',
  founder_number: 42,
  lifetime_discount: 60,
  is_admin: false,
  story_count: 3,
  created_at: '2026-11-20T10:00:00Z',
};

function answering(data: unknown, error: { message: string } | null = null) {
  const asked: string[] = [];
  const client = {
    rpc(name: string) {
      asked.push(name);
      return Promise.resolve({ data, error });
    },
  };
  return { client: client as never, asked };
}

describe('listUsers', () => {
  it('returns every user the admin list function gives', async () => {
    const { client, asked } = answering([row]);
    await expect(listUsers(client)).resolves.toEqual([row]);
    expect(asked).toEqual(['admin_list_users']);
  });

  it('fails with the database message when the caller is not an admin', async () => {
    const { client } = answering(null, {
      message: 'Admin access requires proper database role configuration',
    });
    await expect(listUsers(client)).rejects.toThrow(
      'Admin access requires proper database role configuration',
    );
  });
});
