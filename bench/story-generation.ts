// Prints how fast stories are generated: built-in storyteller segments per second, and the time
// from choosing a choice to the first visible word through generate-story with a scripted provider.
import { performance } from 'node:perf_hooks';
import handleGenerateStory from '../supabase/functions/generate-story/handler.ts';
import {
  GENRE_SLUGS,
  AGE_IDS,
  parseStoryRequest,
} from '../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { checkText } from '../supabase/functions/_shared/safety/index.ts';
import { readSseEvents } from '../supabase/functions/_shared/story-engine/read-sse-events.ts';
import { startScriptedOpenAiServer } from '../tests/support/scripted-openai-server.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function benchStoryteller(durationMs: number): void {
  const requests = AGE_IDS.flatMap((age) =>
    GENRE_SLUGS.map((genre, index) => {
      const parsed = parseStoryRequest({
        age,
        genre,
        prompt: `Prompt ${index}`,
        history: ['Earlier text.'],
        choice: 'Look closer',
      });
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.request;
    }),
  );
  let count = 0;
  let words = 0;
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const segment = tellStorySegment(
      { ...requests[count % requests.length]!, seed: count },
      checkText,
    );
    words += segment.segment_text.split(' ').length;
    count += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `storyteller: ${Math.round(count / seconds)} segments/s (${count} segments, ${Math.round(words / count)} words on average)`,
  );
}

async function benchFirstWord(runs: number): Promise<void> {
  const provider = await startScriptedOpenAiServer();
  const env = { AI_BASE_URL: provider.baseUrl, AI_MODEL: 'scripted-model' };
  const content = JSON.stringify({
    segment_text:
      'The lantern flickered as Mia stepped into the cave, and the walls began to sparkle. '.repeat(
        4,
      ),
    choices: ['Go deeper', 'Call out', 'Turn back'],
    image_prompt: 'A cave full of crystals',
    is_end: false,
  });
  const firstWord: number[] = [];
  const complete: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    provider.enqueue({ kind: 'stream', content, splitEvery: 6 });
    const start = performance.now();
    const response = await handleGenerateStory(
      new Request('http://local/functions/v1/generate-story', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({
          age: '7-9',
          genre: 'adventure',
          history: ['Mia found a cave.'],
          choice: 'Go inside',
        }),
      }),
      env,
    );
    let seenFirst = false;
    for await (const event of readSseEvents(response.body!)) {
      if (event.event === 'delta' && !seenFirst) {
        firstWord.push(performance.now() - start);
        seenFirst = true;
      }
    }
    complete.push(performance.now() - start);
  }
  await provider.close();
  firstWord.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  console.log(
    `choice → first visible word (scripted provider, loopback, ${runs} runs): p50 ${percentile(firstWord, 50).toFixed(1)} ms, p95 ${percentile(firstWord, 95).toFixed(1)} ms; whole segment p50 ${percentile(complete, 50).toFixed(1)} ms`,
  );
}

benchStoryteller(3000);
await benchFirstWord(40);
