// A second opinion from the AI provider's moderation endpoint (OpenAI-compatible /moderations),
// asked only when AI_MODERATION_MODEL is set. Our own gate has already passed the text.
export interface ModerationConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

interface ModerationAnswer {
  results?: { flagged?: boolean }[];
}

/** Whether the provider flags any of the texts; a provider failure is thrown, never read as safe. */
export async function moderateWithProvider(
  texts: readonly string[],
  config: ModerationConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const response = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/moderations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, input: texts.filter((text) => text.trim()) }),
  });
  if (!response.ok) throw new Error(`The moderation endpoint answered ${response.status}`);
  const answer = (await response.json()) as ModerationAnswer;
  return (answer.results ?? []).some((result) => result.flagged === true);
}
