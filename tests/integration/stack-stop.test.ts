// stop() ends the stack once the requests in flight are answered, not when the clients' keep-alive
// sockets time out: a suite that stops a stack after reading only a streamed answer's status
// waited 65 s for each stack (the public listener's idle timeout), and the internal listener's
// sockets never time out at all.
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../server/start-stack.ts';
import { startSecondStack } from './support/start-second-stack.ts';

describe('stopping the stack', () => {
  let stack: RunningStack | undefined;
  afterAll(() => stack?.stop());

  it('closes kept-alive sockets, idle or still answering, within seconds', async () => {
    stack = await startSecondStack({});
    const headers = {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      'Content-Type': 'application/json',
    };
    const rest = await fetch(`${stack.url}/rest/v1/`, { headers });
    await rest.arrayBuffer();
    const story = await fetch(`${stack.url}/functions/v1/generate-story`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        age: '7-9',
        genre: 'adventure',
        prompt: 'A visit to the zoo with a friendly duck',
        history: [],
        choice: '',
      }),
    });
    expect(rest.status).toBe(200);
    expect(story.status).toBe(200);

    const started = performance.now();
    await stack.stop();
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
