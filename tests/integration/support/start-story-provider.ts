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
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'scripted-model',
    ...extraEnv,
  };
  return { provider, env };
}
