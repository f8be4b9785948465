// The one Dexie schema of the device: stories, story segments and the operation queue.
// Every offline module (repositories, queue, sync, migration) and the UI's live queries use it.
// Dexie never indexes null, so owner-less stories are found through anonymous-stories.ts.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  LocalRow,
  LocalSegment,
  LocalStory,
  QueuedOperation,
  StoryTable,
} from './offline-records';
import { offlineLog } from './offline-log';

export const DATABASE_NAME = 'StoryCanvasDB';

export type StoryCanvasDB = Dexie & {
  stories: EntityTable<LocalStory, 'id'>;
  story_segments: EntityTable<LocalSegment, 'id'>;
  operation_queue: EntityTable<QueuedOperation, 'id'>;
};

export function createStoryCanvasDb(name: string = DATABASE_NAME): StoryCanvasDB {
  const database = new Dexie(name) as StoryCanvasDB;
  database.version(1).stores({
    stories: 'id, user_id, is_completed, is_synced, updated_at',
    story_segments: 'id, story_id, is_end, is_synced, sequence_number',
    operation_queue: 'id, status, targetTable, createdAt',
  });
  // IndexedDB cannot index a boolean, so version 1's is_completed, is_synced and is_end indexes
  // never held a row: they only cost each stored row a refused key (a first pull's 20,000 parts).
  database.version(2).stores({
    stories: 'id, user_id, updated_at',
    story_segments: 'id, story_id, sequence_number',
  });
  return database;
}

let shared: StoryCanvasDB | undefined;

/** The page's database; tests and Node callers create their own with createStoryCanvasDb. */
/** Opens the page's database up front so a broken IndexedDB shows the message of docs/product.md §8 instead of failing later. */
export async function openDb(): Promise<StoryCanvasDB> {
  const database = getDb();
  try {
    await database.open();
  } catch (error) {
    offlineLog.error('Failed to open IndexedDB', error);
    throw new Error('Failed to open IndexedDB');
  }
  return database;
}

export function getDb(): StoryCanvasDB {
  if (typeof indexedDB === 'undefined')
    throw new Error('IndexedDB is not supported in this browser');
  shared ??= createStoryCanvasDb();
  return shared;
}

/** Either story table as one store of rows, for the sync steps that treat both alike. */
export function getRowStore(db: StoryCanvasDB, table: StoryTable): Table<LocalRow, string> {
  // A union of the two Dexie tables has no callable methods; both hold LocalRow keyed by id.
  return db[table] as unknown as Table<LocalRow, string>;
}
