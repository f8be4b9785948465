// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planRecordWrite } from '@/offline/sync/plan-record-write';
import type { CoalescedRecord } from '@/offline/sync/coalesce-operations';
import type { LocalStory, StoryRow } from '@/offline/offline-records';

const base: StoryRow = {
  id: 's1',
  user_id: 'u1',
  title: 'Base',
  description: null,
  genre: null,
  story_mode: 'Epic Fantasy',
  target_age: null,
  is_public: false,
  published_at: null,
  is_completed: false,
  segment_count: 0,
  thumbnail_url: null,
  creation_settings: null,
  child_profile_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
};

const record: CoalescedRecord = {
  recordId: 's1',
  operations: [],
  payload: { title: 'Device' },
  inserted: false,
  deleted: false,
};

function local(overrides: Partial<LocalStory>): LocalStory {
  return { ...base, is_synced: false, server_updated_at: base.updated_at, ...overrides };
}

const deviceEdit = local({ title: 'Device', updated_at: '2026-01-01T10:00:00.000Z' });

describe('planRecordWrite', () => {
  it('a row missing on the server is inserted', () => {
    expect(
      planRecordWrite('stories', record, deviceEdit, undefined, { strategy: 'timestamp' }),
    ).toMatchObject({ action: 'write', row: { title: 'Device' } });
  });

  it('a record created and deleted offline sends nothing', () => {
    const tombstone = local({ deleted_at: '2026-01-01T01:00:00.000Z', server_updated_at: null });
    expect(
      planRecordWrite(
        'stories',
        { ...record, inserted: true, deleted: true },
        tombstone,
        undefined,
        { strategy: 'timestamp' },
      ).action,
    ).toBe('nothing');
  });

  it('an unchanged server row (same version the device last saw) is a plain update, not a conflict', () => {
    const plan = planRecordWrite('stories', record, deviceEdit, base, { strategy: 'server_wins' });
    expect(plan).toMatchObject({ action: 'write', row: { title: 'Device' } });
    expect(plan.conflict).toBeUndefined();
  });

  it('a replay after a lost answer is recognised by content even when the server stamped another time', () => {
    const server = { ...base, title: 'Device', updated_at: '2026-01-01T12:00:00.000Z' };
    expect(
      planRecordWrite('stories', record, deviceEdit, server, { strategy: 'server_wins' }),
    ).toMatchObject({ action: 'confirm' });
  });

  it('written rows carry the push time, so an old offline edit still sorts after other devices’ pull checkpoints', () => {
    const before = Date.now();
    const plan = planRecordWrite('stories', record, deviceEdit, undefined, {
      strategy: 'timestamp',
    });
    expect(Date.parse(plan.row!.updated_at)).toBeGreaterThanOrEqual(before);
  });

  it('a replay after a lost answer is recognised: the server already has this version', () => {
    const server = { ...base, title: 'Device', updated_at: '2026-01-01T10:00:00.000+00:00' };
    expect(
      planRecordWrite('stories', record, deviceEdit, server, { strategy: 'timestamp' }).action,
    ).toBe('confirm');
  });

  describe('a server row edited elsewhere is a conflict', () => {
    const olderServerEdit = { ...base, title: 'Server', updated_at: '2026-01-01T09:00:00.000Z' };
    const newerServerEdit = { ...base, title: 'Server', updated_at: '2026-01-01T11:00:00.000Z' };

    it('timestamp: the later edit wins, and a kept device edit is stamped after the server version', () => {
      const deviceWins = planRecordWrite('stories', record, deviceEdit, olderServerEdit, {
        strategy: 'timestamp',
      });
      expect(deviceWins).toMatchObject({
        action: 'write',
        conflict: 'client',
        row: { title: 'Device' },
      });
      const serverWins = planRecordWrite('stories', record, deviceEdit, newerServerEdit, {
        strategy: 'timestamp',
      });
      expect(serverWins).toMatchObject({
        action: 'adopt-server',
        conflict: 'server',
        row: { title: 'Server' },
      });
    });

    it('server_wins adopts the server row even when the device edit is newer', () => {
      expect(
        planRecordWrite('stories', record, deviceEdit, olderServerEdit, {
          strategy: 'server_wins',
        }),
      ).toMatchObject({
        action: 'adopt-server',
        row: { title: 'Server' },
      });
    });

    it('client_wins and manual_resolution write the device row past the newer server version', () => {
      for (const strategy of ['client_wins', 'manual_resolution'] as const) {
        const plan = planRecordWrite('stories', record, deviceEdit, newerServerEdit, { strategy });
        expect(plan).toMatchObject({
          action: 'write',
          conflict: 'client',
          row: { title: 'Device' },
        });
        expect(Date.parse(plan.row!.updated_at)).toBeGreaterThan(
          Date.parse(newerServerEdit.updated_at),
        );
      }
    });

    it('a custom handler for the table decides the row', () => {
      const rules = {
        strategy: 'server_wins' as const,
        customHandlers: {
          stories: (client: Record<string, unknown>, server: Record<string, unknown>) =>
            ({ ...server, title: `${String(server.title)}/${String(client.title)}` }) as never,
        },
      };
      expect(planRecordWrite('stories', record, deviceEdit, newerServerEdit, rules)).toMatchObject({
        action: 'write',
        conflict: 'merged',
        row: { title: 'Server/Device' },
      });
    });
  });
});
