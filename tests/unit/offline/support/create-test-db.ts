import { createStoryCanvasDb, type StoryCanvasDB } from '@/offline/db';

let counter = 0;

/** A fresh, empty device store per test (fake-indexeddb is loaded by tests/unit/setup.ts). */
export function createTestDb(): StoryCanvasDB {
  counter += 1;
  return createStoryCanvasDb(
    `StoryCanvasDB-test-${counter}-${Math.random().toString(36).slice(2)}`,
  );
}
