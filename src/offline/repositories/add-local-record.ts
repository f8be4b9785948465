// Creates a story or a segment on the device, for saveStory and saveSegment: fills in what the draft
// leaves out (id, times, not yet synced), then adds it and, when its story has an owner, queues its
// insert, in one transaction. Records without an owner (a visitor's) stay local until the migration.
import type { Table } from 'dexie';
import type { StoryCanvasDB } from '../db';
import {
  stripLocalFields,
  type LocalSegment,
  type LocalStory,
  type LocalSyncFields,
  type StoryTable,
} from '../offline-records';
import { queueOperation } from '../queue/queue-operation';
import { commitLocalWrite, storeFailure } from './commit-local-write';

type LocalRecord<T extends StoryTable> = { stories: LocalStory; story_segments: LocalSegment }[T];
type FilledIn = 'id' | 'created_at' | 'updated_at' | 'deleted_at';

export type NewLocalRecord<T extends StoryTable> = Omit<
  LocalRecord<T>,
  FilledIn | keyof LocalSyncFields
> &
  Partial<Pick<LocalRecord<T>, FilledIn>>;

export async function addLocalRecord<T extends StoryTable>(
  db: StoryCanvasDB,
  table: T,
  values: NewLocalRecord<T>,
  findOwner: (record: LocalRecord<T>) => Promise<string | null> | string | null,
): Promise<LocalRecord<T>> {
  const now = new Date().toISOString();
  // TypeScript cannot narrow a spread of a generic draft; the filled-in fields complete the record.
  const record = {
    id: crypto.randomUUID(),
    created_at: now,
    updated_at: now,
    deleted_at: null,
    ...values,
    is_synced: false,
    server_updated_at: null,
  } as LocalRecord<T>;
  await commitLocalWrite(db, storeFailure.add(table), async () => {
    const owner = await findOwner(record);
    // db[table] holds LocalRecord<T>; TypeScript cannot tie the union of stores to T.
    await (db[table] as Table<LocalRecord<T>, string>).add(record);
    if (owner) await queueOperation(db, 'insert', table, record.id, stripLocalFields(record));
  });
  return record;
}
