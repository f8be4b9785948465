// A small model's context holds the prompt and the answer together: the story so far is shortened,
// oldest part first, until the messages fit beside the room the answer needs. The rules, the idea,
// the characters and the reader's choice are never cut.
import { buildStoryMessages, type ChatMessage } from '@shared/story-engine/build-story-messages.ts';
import type { StoryRequest } from '@shared/story-engine/story-request.ts';

/** How many tokens the messages take, as the model counts them. */
export type CountTokens = (messages: ChatMessage[]) => number;

export function fitStoryRequest(
  request: StoryRequest,
  promptTokens: number,
  countTokens: CountTokens,
): ChatMessage[] {
  for (let dropped = 0; dropped < request.history.length; dropped += 1) {
    const messages = buildStoryMessages({ ...request, history: request.history.slice(dropped) });
    if (countTokens(messages) <= promptTokens) return messages;
  }
  return buildStoryMessages({ ...request, history: [] });
}
