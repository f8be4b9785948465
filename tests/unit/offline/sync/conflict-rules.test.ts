// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  readUpdatedTime,
  resolveConflict,
  type ConflictRow,
  type CustomConflictHandler,
} from '@/offline/sync/conflict-rules';

const client: ConflictRow = {
  id: 'a',
  title: 'Device title',
  updated_at: '2026-01-02T10:00:00.000Z',
};
const olderServer: ConflictRow = {
  id: 'a',
  title: 'Server title',
  updated_at: '2026-01-02T09:00:00.000Z',
};
const newerServer: ConflictRow = {
  id: 'a',
  title: 'Server title',
  updated_at: '2026-01-02T11:00:00.000Z',
};

describe('resolveConflict', () => {
  it('timestamp (default): the later updated_at wins either way round', () => {
    expect(resolveConflict('stories', client, olderServer)).toMatchObject({
      winner: 'client',
      row: client,
    });
    expect(resolveConflict('stories', client, newerServer)).toMatchObject({
      winner: 'server',
      row: newerServer,
    });
  });

  it('timestamp: a missing time counts as 0, so any dated edit beats it', () => {
    const undated: ConflictRow = { id: 'a', title: 'Undated' };
    expect(resolveConflict('stories', undated, olderServer).winner).toBe('server');
    expect(resolveConflict('stories', client, { ...olderServer, updated_at: null }).winner).toBe(
      'client',
    );
    expect(readUpdatedTime({ id: 'x', updated_at: 'not a date' })).toBe(0);
  });

  it('timestamp: on an exact tie the device edit is kept', () => {
    expect(
      resolveConflict('stories', client, { ...olderServer, updated_at: client.updated_at }).winner,
    ).toBe('client');
  });

  it('server_wins keeps the server row even when the device edit is newer', () => {
    expect(
      resolveConflict('stories', client, olderServer, { strategy: 'server_wins' }),
    ).toMatchObject({
      winner: 'server',
      row: olderServer,
    });
  });

  it('client_wins and manual_resolution keep the device row even when the server is newer', () => {
    expect(resolveConflict('stories', client, newerServer, { strategy: 'client_wins' }).row).toBe(
      client,
    );
    const manual = resolveConflict('stories', client, newerServer, {
      strategy: 'manual_resolution',
    });
    expect(manual).toMatchObject({ winner: 'client', row: client, strategy: 'manual_resolution' });
  });

  it('a custom handler for a table overrides the strategy for that table only', () => {
    const mergeTitles: CustomConflictHandler = (local, server) => ({
      ...server,
      title: `${String(server.title)} + ${String(local.title)}`,
    });
    const rules = {
      strategy: 'server_wins' as const,
      customHandlers: { story_segments: mergeTitles },
    };
    const merged = resolveConflict('story_segments', client, newerServer, rules);
    expect(merged).toMatchObject({ winner: 'merged', strategy: 'custom' });
    expect(merged.row.title).toBe('Server title + Device title');
    expect(resolveConflict('stories', client, newerServer, rules).winner).toBe('server');
  });
});
