// Guards for what may enter the operation queue, used by the repositories and the queue itself.
// Only the two story tables and the three operation types are accepted.
import {
  OPERATION_TYPES,
  STORY_TABLES,
  type OperationType,
  type StoryTable,
} from '../offline-records';

export function assertStoryTable(table: string): asserts table is StoryTable {
  if (!(STORY_TABLES as readonly string[]).includes(table)) throw new Error('Invalid table name');
}

export function assertOperationType(type: string): asserts type is OperationType {
  if (!(OPERATION_TYPES as readonly string[]).includes(type))
    throw new Error(`Unknown operation type: ${type}`);
}
