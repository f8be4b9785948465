// The full row-level-security matrix: every table × visitor, owner (A), another user (B), admin and
// service role × select, insert, update, delete. Each cell states the precise outcome a caller sees:
// rows, no rows (filtered by a policy), or an error code (42501 = refused outright). Update and
// delete cells are also checked from the service role, so "no rows" really means nothing changed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/create-test-user.ts';
import {
  CALLERS,
  MATRIX_TABLES,
  matrixPeople,
  serviceInsert,
  type Caller,
  type Key,
} from './support/rls-matrix-tables.ts';
import {
  ADMIN_EMAIL,
  serviceClient,
  signUpTestUser,
  visitorClient,
  withoutSchema,
} from './support/test-users.ts';

type Row = Record<string, unknown>;

function outcomeOf(result: { data: unknown; error: { code: string } | null }): string {
  if (result.error) return result.error.code === '42501' ? 'denied' : result.error.code;
  return Array.isArray(result.data) && result.data.length > 0 ? 'rows' : 'none';
}

async function readAsService(table: string, key: Key): Promise<Row | null> {
  const { data } = await withoutSchema(serviceClient())
    .from(table)
    .select()
    .match(key)
    .maybeSingle();
  return data as Row | null;
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && /T/.test(a)
    ? Date.parse(a) === Date.parse(b)
    : a === b;

const clients = {} as Record<Caller, SupabaseClient>;

describe('row level security matrix', () => {
  beforeAll(async () => {
    const [owner, other, admin, fourth] = await Promise.all([
      signUpTestUser('matrix-owner'),
      signUpTestUser('matrix-other'),
      signUpTestUser('admin', ADMIN_EMAIL),
      createTestUser('matrix-fourth'),
    ]);
    Object.assign(clients, {
      visitor: withoutSchema(visitorClient()),
      owner: withoutSchema(owner.client),
      other: withoutSchema(other.client),
      admin: withoutSchema(admin.client),
      service: withoutSchema(serviceClient()),
    });
    matrixPeople.owner = owner.user.id;
    matrixPeople.fourth = (await fourth.auth.getUser()).data.user!.id;
    // A paid tier, so the many fixture characters do not run into the Free limit of 5.
    await serviceClient()
      .from('subscribers')
      .upsert({ user_id: matrixPeople.owner, subscribed: true, subscription_tier: 'Premium' });
    matrixPeople.ownerStory = crypto.randomUUID();
    await serviceInsert('stories', {
      id: matrixPeople.ownerStory,
      user_id: matrixPeople.owner,
      title: 'Owner’s story',
    });
  });

  for (const spec of MATRIX_TABLES) {
    describe(spec.table, () => {
      CALLERS.forEach((caller, index) => {
        it(`select as ${caller}: ${spec.expect.select[index]}`, async () => {
          const key = await spec.fixture();
          const result = await clients[caller].from(spec.table).select().match(key);
          expect(outcomeOf(result)).toBe(spec.expect.select[index]);
        });
      });

      CALLERS.forEach((caller, index) => {
        it(`insert as ${caller}: ${spec.expect.insert[index]}`, async () => {
          const result = await clients[caller]
            .from(spec.table)
            .insert(await spec.insertRow())
            .select();
          expect(outcomeOf(result)).toBe(spec.expect.insert[index]);
        });
      });

      CALLERS.forEach((caller, index) => {
        it(`update as ${caller}: ${spec.expect.update[index]}`, async () => {
          const key = await spec.fixture();
          const before = await readAsService(spec.table, key);
          const result = await clients[caller]
            .from(spec.table)
            .update(spec.patch)
            .match(key)
            .select();
          expect(outcomeOf(result)).toBe(spec.expect.update[index]);
          const [column, value] = Object.entries(spec.patch)[0]!;
          const after = await readAsService(spec.table, key);
          const changed = !sameValue(after?.[column], before?.[column]);
          expect(changed).toBe(spec.expect.update[index] === 'rows');
          if (changed) expect(sameValue(after?.[column], value)).toBe(true);
        });
      });

      CALLERS.forEach((caller, index) => {
        it(`delete as ${caller}: ${spec.expect.delete[index]}`, async () => {
          const key = await spec.fixture();
          const result = await clients[caller].from(spec.table).delete().match(key).select();
          expect(outcomeOf(result)).toBe(spec.expect.delete[index]);
          expect(await readAsService(spec.table, key)).toEqual(
            spec.expect.delete[index] === 'rows' ? null : expect.anything(),
          );
        });
      });
    });
  }
});
