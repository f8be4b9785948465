// Conflict strategies for rows edited both on a device and on the server, written once for
// the sync engine (in the page and in the service worker): timestamp-based by
// default (later updated_at wins, a missing time counts as 0), server_wins, client_wins,
// manual_resolution (treated as client wins) and custom handlers per table.

export const CONFLICT_STRATEGIES = [
  'timestamp',
  'server_wins',
  'client_wins',
  'manual_resolution',
] as const;
export type ConflictStrategy = (typeof CONFLICT_STRATEGIES)[number];

export interface VersionedRow {
  id: string;
  updated_at?: string | null;
}

/** Any row as a custom handler sees it: known version columns plus whatever else the table has. */
export type ConflictRow = VersionedRow & Record<string, unknown>;

export type ConflictWinner = 'client' | 'server' | 'merged';

export interface ConflictResolution<Row extends VersionedRow> {
  winner: ConflictWinner;
  row: Row;
  strategy: ConflictStrategy | 'custom';
}

/** A table's own rule: returns the row to keep, e.g. a column-wise merge. */
export type CustomConflictHandler = (client: ConflictRow, server: ConflictRow) => ConflictRow;

export interface ConflictRules {
  strategy: ConflictStrategy;
  customHandlers?: Partial<Record<string, CustomConflictHandler>>;
}

export const DEFAULT_CONFLICT_RULES: ConflictRules = { strategy: 'timestamp' };

/** Milliseconds since the epoch; a missing or unreadable time counts as 0 so any dated edit beats it. */
export function readUpdatedTime(row: VersionedRow): number {
  if (!row.updated_at) return 0;
  const time = Date.parse(row.updated_at);
  return Number.isNaN(time) ? 0 : time;
}

function pickByTimestamp<Row extends VersionedRow>(client: Row, server: Row): ConflictWinner {
  // On a tie the client keeps its edit: the user just made it and it is the one not yet saved anywhere else.
  return readUpdatedTime(server) > readUpdatedTime(client) ? 'server' : 'client';
}

export function resolveConflict<Row extends VersionedRow>(
  table: string,
  client: Row,
  server: Row,
  rules: ConflictRules = DEFAULT_CONFLICT_RULES,
): ConflictResolution<Row> {
  const custom = rules.customHandlers?.[table];
  if (custom) {
    // Handlers are looked up by table name at run time, so they see plain rows and give one back.
    const row = custom(
      client as unknown as ConflictRow,
      server as unknown as ConflictRow,
    ) as unknown as Row;
    const winner: ConflictWinner = row === server ? 'server' : row === client ? 'client' : 'merged';
    return { winner, row, strategy: 'custom' };
  }
  switch (rules.strategy) {
    case 'server_wins':
      return { winner: 'server', row: server, strategy: rules.strategy };
    case 'client_wins':
    case 'manual_resolution':
      return { winner: 'client', row: client, strategy: rules.strategy };
    case 'timestamp': {
      const winner = pickByTimestamp(client, server);
      return { winner, row: winner === 'server' ? server : client, strategy: rules.strategy };
    }
  }
}
