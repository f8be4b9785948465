// A second opinion from the AI provider's moderation endpoint (OpenAI-compatible /moderations),
// asked only when AI_MODERATION_MODEL is set. Our own gate has already passed the text; what the
// provider flags is refused for the reader's age (a teen may read a sword fight flagged as violence).
import { AGE_IDS, type AgeId } from '../story-engine/age-bands.ts';

export interface ModerationConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

interface ModerationAnswer {
  results?: { flagged?: boolean; categories?: Record<string, boolean> }[];
}

/**
 * The youngest reader a flagged category may reach; a category not listed (sexual content, hate,
 * threats, self-harm intent or instructions, violent illicit acts, anything new) reaches nobody.
 */
const READABLE_FROM: Readonly<Record<string, AgeId>> = {
  violence: 'teen',
  harassment: 'teen',
  'violence/graphic': 'adult',
  'self-harm': 'adult',
  illicit: 'adult',
};

/** The categories the provider flags across the texts; a provider failure is thrown, never read as safe. */
export async function moderateWithProvider(
  texts: readonly string[],
  config: ModerationConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const input = texts.filter((text) => text.trim());
  if (input.length === 0) return [];
  const response = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/moderations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, input }),
  });
  if (!response.ok) throw new Error(`The moderation endpoint answered ${response.status}`);
  const answer = (await response.json()) as ModerationAnswer;
  if (!Array.isArray(answer.results) || answer.results.length !== input.length)
    throw new Error('The moderation endpoint did not judge every text');
  const flagged = new Set<string>();
  for (const result of answer.results) {
    const categories = Object.entries(result.categories ?? {}).filter(([, on]) => on === true);
    for (const [category] of categories) flagged.add(category);
    if (result.flagged === true && categories.length === 0) flagged.add('unspecified');
  }
  return [...flagged];
}

/** Whether any flagged category is kept from a reader of this age. */
export function moderationRefuses(categories: readonly string[], age: AgeId): boolean {
  return categories.some((category) => {
    const from = READABLE_FROM[category];
    return from === undefined || AGE_IDS.indexOf(age) < AGE_IDS.indexOf(from);
  });
}
