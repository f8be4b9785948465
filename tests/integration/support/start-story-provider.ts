// The scripted AI provider and the env generate-story runs with on the local stack, for tests that
// call the handler directly as the functions host would.
import { inject } from 'vitest';
import {
  startScriptedOpenAiServer,
  type ScriptedMedia,
  type ScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts';

export async function startStoryProvider(
  extraEnv: Record<string, string> = {},
  media: ScriptedMedia = {},
): Promise<{ provider: ScriptedOpenAiServer; env: Record<string, string> }> {
  const stack = inject('stack');
  const provider = await startScriptedOpenAiServer(media);
  const env = {
    SUPABASE_URL: stack.internalUrl,
    SUPABASE_ANON_KEY: stack.anonKey,
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'scripted-model',
    ...extraEnv,
  };
  return { provider, env };
}

/** Answers every chat completion nothing was queued for by streaming `part`. */
export function streamEveryChat(part: object): ScriptedMedia {
  return { chat: () => ({ kind: 'stream', content: JSON.stringify(part) }) };
}

/**
 * A provider that streams `part` for every chat, and generate-story's env on the shared stack with
 * the service role, which the function reads story usage, visitors' counts and a child's consent with.
 */
export function startScriptedProviderStack(
  part: object,
  extraEnv: Record<string, string> = {},
): Promise<{ provider: ScriptedOpenAiServer; env: Record<string, string> }> {
  return startStoryProvider(
    { SUPABASE_SERVICE_ROLE_KEY: inject('stack').serviceRoleKey, ...extraEnv },
    streamEveryChat(part),
  );
}
