// Decides, for one coalesced record, what the push step does with the server: write it, confirm
// that the server already has it (a replay after a lost answer), adopt the server's row because it
// won a conflict, or nothing (created and deleted offline). Conflicts follow conflict-rules.ts.
import { resolveConflict, type ConflictRules, type ConflictWinner } from './conflict-rules';
import {
  omitServerMaintained,
  SERVER_MAINTAINED_COLUMNS,
  stripLocalFields,
  type LocalRow,
  type ServerRow,
  type StoryTable,
} from '../offline-records';
import { nextUpdatedAt } from '../next-updated-at';
import type { CoalescedRecord } from './coalesce-operations';

export interface RecordPlan {
  record: CoalescedRecord;
  action: 'write' | 'confirm' | 'adopt-server' | 'nothing';
  /** write: the row to send; confirm / adopt-server: the server's row. */
  row?: ServerRow;
  /** The device row's updated_at when planned; the device is marked synced only if it is unchanged since. */
  localVersion: string | null;
  conflict?: ConflictWinner;
}

export function isSameTime(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  return Date.parse(a) === Date.parse(b);
}

const TIME_COLUMNS = new Set(['created_at', 'published_at', 'deleted_at']);

/** Same values in every column the device writes, except updated_at (times as instants, arrays by value). */
export function isSameContent(table: StoryTable, device: ServerRow, server: ServerRow): boolean {
  const serverColumns = new Map(Object.entries(server));
  return Object.entries(device).every(([column, value]) => {
    if (column === 'updated_at' || SERVER_MAINTAINED_COLUMNS[table].includes(column)) return true;
    const other: unknown = serverColumns.get(column);
    if (TIME_COLUMNS.has(column) && value && other) return isSameTime(value, other);
    return JSON.stringify(value ?? null) === JSON.stringify(other ?? null);
  });
}

function laterTime(a: string | null | undefined, b: string | null | undefined): string {
  return (Date.parse(a ?? '') || 0) >= (Date.parse(b ?? '') || 0) ? (a ?? '') : (b ?? '');
}

/**
 * Rows reach the server stamped with the push time (and after the server's version): an edit made
 * offline days ago must still sort after every other device's pull checkpoint, or it is never pulled.
 */
function stampForPush(table: StoryTable, row: ServerRow, server: ServerRow | undefined): ServerRow {
  return omitServerMaintained(table, {
    ...row,
    updated_at: nextUpdatedAt(laterTime(server?.updated_at, row.updated_at)),
  });
}

export function planRecordWrite(
  table: StoryTable,
  record: CoalescedRecord,
  local: LocalRow | undefined,
  server: ServerRow | undefined,
  rules: ConflictRules,
): RecordPlan {
  const localVersion = local?.updated_at ?? null;
  // The device row is the newest state (it may hold edits queued after this batch); the payload serves only if the row is gone.
  // The queue keeps an operation's row as a plain record; it was a whole ServerRow when queued.
  const desired = (
    local ? { ...record.payload, ...stripLocalFields(local) } : record.payload
  ) as ServerRow;
  if (!local && !record.inserted) return { record, action: 'nothing', localVersion };
  if (!server) {
    const neverOnServer = !local?.server_updated_at;
    if (desired.deleted_at && neverOnServer) return { record, action: 'nothing', localVersion };
    return { record, action: 'write', row: stampForPush(table, desired, undefined), localVersion };
  }
  // A replay after a lost answer finds its own write already there.
  if (isSameTime(server.updated_at, desired.updated_at) || isSameContent(table, desired, server)) {
    return { record, action: 'confirm', row: server, localVersion };
  }
  if (isSameTime(server.updated_at, local?.server_updated_at))
    return { record, action: 'write', row: stampForPush(table, desired, server), localVersion };

  // Decided on the device's edit time, before the push stamp below replaces it.
  const resolution = resolveConflict(table, desired, server, rules);
  if (resolution.winner === 'server') {
    return { record, action: 'adopt-server', row: server, localVersion, conflict: 'server' };
  }
  return {
    record,
    action: 'write',
    row: stampForPush(table, resolution.row, server),
    localVersion,
    conflict: resolution.winner,
  };
}
