// Row shapes of the on-device store, for the repositories, the sync engine and the UI.
// Server columns mirror public.stories / public.story_segments; is_synced and
// server_updated_at exist only on the device.

import type { StoriesRow, StorySegmentsRow } from '@shared/database.ts';

export const STORY_TABLES = ['stories', 'story_segments'] as const;
export type StoryTable = (typeof STORY_TABLES)[number];

/** like_count is the server's tally of other readers' likes: the device never keeps or sends it. */
export type StoryRow = Omit<StoriesRow, 'like_count'>;
/** A part's owner is the server's copy of its story's: the device knows whose parts it holds. */
export type SegmentRow = Omit<StorySegmentsRow, 'user_id'>;

/**
 * is_synced: true only while the server holds this exact version.
 * server_updated_at: the server's updated_at when the device last agreed with it; a
 * server row with another updated_at was edited elsewhere, which is what makes a conflict.
 */
export interface LocalSyncFields {
  is_synced: boolean;
  server_updated_at: string | null;
}

export type LocalStory = StoryRow & LocalSyncFields;
export type LocalSegment = SegmentRow & LocalSyncFields;
export type ServerRow = StoryRow | SegmentRow;
export type LocalRow = LocalStory | LocalSegment;

export const OPERATION_TYPES = ['insert', 'update', 'delete'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const OPERATION_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export interface QueuedOperation {
  id: string;
  operationType: OperationType;
  targetTable: StoryTable;
  recordId: string;
  payload: Record<string, unknown>;
  createdAt: string;
  retryCount: number;
  status: OperationStatus;
  error?: string;
}

/**
 * Columns the server keeps itself (a trigger counts live segments; only publish-story publishes,
 * after its safety check; a part's owner follows its story); a device never sends them.
 */
export const SERVER_MAINTAINED_COLUMNS: Record<StoryTable, readonly string[]> = {
  stories: ['segment_count', 'is_public', 'published_at'],
  story_segments: ['user_id'],
};

export function omitServerMaintained<Row extends object>(table: StoryTable, row: Row): Row {
  const copy = { ...row } as Record<string, unknown>;
  for (const column of SERVER_MAINTAINED_COLUMNS[table]) delete copy[column];
  return copy as Row;
}

export function stripLocalFields<T extends LocalSyncFields>(
  row: T,
): Omit<T, keyof LocalSyncFields> {
  const { is_synced: _synced, server_updated_at: _base, ...server } = row;
  return server;
}
