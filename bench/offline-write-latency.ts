// Prints the local write latency of one story segment plus its queued operation (one Dexie
// transaction), p50 and p95. Runs in Node with fake-indexeddb (not a browser's IndexedDB), so the
// figures compare versions of our code, not what a phone's disk does.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { createStoryCanvasDb } from '../src/offline/db.ts';
import { saveStory } from '../src/offline/repositories/save-story.ts';
import { saveSegment } from '../src/offline/repositories/save-segment.ts';
import { updateSegment } from '../src/offline/repositories/update-segment.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(label: string, count: number, write: (index: number) => Promise<unknown>): Promise<void> {
  const timings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await write(index);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  console.log(`${label}: n=${count} p50=${percentile(timings, 50).toFixed(3)} ms p95=${percentile(timings, 95).toFixed(3)} ms`);
}

const db = createStoryCanvasDb(`bench-write-${Date.now()}`);
const story = await saveStory(db, { title: 'Bench story', user_id: '00000000-0000-4000-8000-000000000001' });
const segmentIds: string[] = [];
const text = 'The lantern flickered as the children crept down the spiral stair toward the hidden library. '.repeat(4);

console.log('offline write latency (Node 20 + fake-indexeddb; one transaction = row + queued operation)');
await measure('warm-up segment inserts', 100, async (index) => saveSegment(db, { story_id: story.id, segment_text: text, sequence_number: index }));
await measure('segment insert + queued op', 1000, async (index) => {
  const segment = await saveSegment(db, { story_id: story.id, segment_text: text, sequence_number: 100 + index });
  segmentIds.push(segment.id);
});
await measure('segment update + queued op', 1000, async (index) => updateSegment(db, segmentIds[index]!, { segment_text: `${text} ${index}` }));
console.log(`queued operations: ${await db.operation_queue.count()}`);
db.close();
