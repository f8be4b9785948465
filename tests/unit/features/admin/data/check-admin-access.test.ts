// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAdminAccess, type AdminCheckClient } from '@/features/admin/data/check-admin-access';

interface Reply {
  data: unknown;
  error: { message: string } | null;
}

/** A stand-in with just the two calls the check makes; it records what was asked, in order. */
function fakeClient(rpcReply: Reply | Error, tableReply: Reply | Error) {
  const calls: string[] = [];
  const filters: [string, unknown][] = [];
  const reply = (value: Reply | Error) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  const query = {
    select(columns: string) {
      calls.push(`select ${columns}`);
      return query;
    },
    eq(column: string, value: unknown) {
      filters.push([column, value]);
      return filters.length === 2 ? reply(tableReply) : query;
    },
  };
  const client = {
    rpc(name: string, args: unknown) {
      calls.push(`rpc ${name} ${JSON.stringify(args)}`);
      return reply(rpcReply);
    },
    from(table: string) {
      calls.push(`from ${table}`);
      return query;
    },
  } as unknown as AdminCheckClient;
  return { client, calls, filters };
}

const failed = { data: null, error: { message: 'function has_role does not exist' } };

describe('checkAdminAccess', () => {
  it('asks has_role for the admin role and trusts its answer', async () => {
    const { client, calls } = fakeClient(
      { data: true, error: null },
      new Error('must not be read'),
    );
    await expect(checkAdminAccess(client, 'u1')).resolves.toEqual({ isAdmin: true, error: null });
    expect(calls).toEqual(['rpc has_role {"_user_id":"u1","_role":"admin"}']);
  });

  it('denies without an error when has_role says no', async () => {
    const { client, calls } = fakeClient(
      { data: false, error: null },
      { data: [{ role: 'admin' }], error: null },
    );
    await expect(checkAdminAccess(client, 'u1')).resolves.toEqual({ isAdmin: false, error: null });
    expect(calls).toHaveLength(1);
  });

  it('falls back to the user_roles row for that user and role when has_role fails', async () => {
    const { client, calls, filters } = fakeClient(failed, {
      data: [{ role: 'admin' }],
      error: null,
    });
    await expect(checkAdminAccess(client, 'u2')).resolves.toEqual({ isAdmin: true, error: null });
    expect(calls.slice(1)).toEqual(['from user_roles', 'select role']);
    expect(filters).toEqual([
      ['user_id', 'u2'],
      ['role', 'admin'],
    ]);
  });

  it('denies when the fallback finds no row', async () => {
    const { client } = fakeClient(failed, { data: [], error: null });
    await expect(checkAdminAccess(client, 'u2')).resolves.toEqual({ isAdmin: false, error: null });
  });

  it('denies with the role-configuration message when both calls fail', async () => {
    const { client } = fakeClient(failed, {
      data: null,
      error: { message: 'relation user_roles does not exist' },
    });
    await expect(checkAdminAccess(client, 'u3')).resolves.toEqual({
      isAdmin: false,
      error: 'Admin access requires proper database role configuration',
    });
  });

  it('denies with an authentication error when a call throws', async () => {
    const { client } = fakeClient(new Error('Failed to fetch'), { data: [], error: null });
    await expect(checkAdminAccess(client, 'u4')).resolves.toEqual({
      isAdmin: false,
      error: 'Authentication error: Failed to fetch',
    });
  });
});
