// Calls generate-story as the browser does when streaming, and reads back every server-sent event.
import { readSseEvents } from '../../../supabase/functions/_shared/story-engine/read-sse-events.ts';

export function postGenerateStory(token: string, body: unknown): Request {
  return new Request('http://local/functions/v1/generate-story', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify(body),
  });
}

export async function collectEvents(response: Response) {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  for await (const event of readSseEvents(response.body as ReadableStream<Uint8Array>)) {
    events.push({ event: event.event, data: JSON.parse(event.data) as Record<string, unknown> });
  }
  return events;
}
