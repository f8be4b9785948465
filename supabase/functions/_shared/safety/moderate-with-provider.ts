// A second opinion from the AI provider's moderation endpoint (OpenAI-compatible /moderations),
// asked only when AI_MODERATION_MODEL is set. Our own gate has already passed the text; the
// provider's category scores are read through the same harm policy (harm-policy.ts), so what it sees
// is kept from the bands the policy keeps it from (a teen may read a sword fight scored as violence).
import type { AgeId } from '../age-bands.ts';
import { keptFrom, type SafetyCategory } from './harm-policy.ts';

export interface ModerationConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

interface ModerationAnswer {
  results?: {
    flagged?: boolean;
    categories?: Record<string, boolean>;
    category_scores?: Record<string, number>;
  }[];
}

/** The provider's highest score per category over the texts (a flag without a score reads as 1). */
export type ModerationScores = Readonly<Record<string, number>>;

interface PolicyReading {
  category: SafetyCategory;
  /** The oldest band the policy keeps this from. */
  keptUpTo: AgeId;
}

/**
 * Each provider category as the policy's rule: violence is kept up to 7–9 and graphic violence up
 * to teen, self-harm up to teen, sexual content and hate from everyone. A category not listed
 * (anything new) is kept from everyone.
 */
const POLICY_READING: Readonly<Record<string, PolicyReading>> = {
  violence: { category: 'violence and weapons', keptUpTo: '7-9' },
  'violence/graphic': { category: 'gore', keptUpTo: 'teen' },
  harassment: { category: 'slurs and hate', keptUpTo: '10-12' },
  'harassment/threatening': { category: 'violence and weapons', keptUpTo: 'teen' },
  hate: { category: 'slurs and hate', keptUpTo: 'adult' },
  'hate/threatening': { category: 'slurs and hate', keptUpTo: 'adult' },
  'self-harm': { category: 'death and self-harm', keptUpTo: 'teen' },
  'self-harm/intent': { category: 'death and self-harm', keptUpTo: 'teen' },
  'self-harm/instructions': { category: 'death and self-harm', keptUpTo: 'adult' },
  sexual: { category: 'sexual content and nudity', keptUpTo: 'adult' },
  'sexual/minors': { category: 'sexual content and nudity', keptUpTo: 'adult' },
  illicit: { category: 'drugs and alcohol', keptUpTo: 'teen' },
  'illicit/violent': { category: 'violence and weapons', keptUpTo: 'adult' },
};

/**
 * How sure the provider must be before its score counts, per reader: the cost of a miss is highest
 * for the youngest, so a lower score is enough to keep the text from them.
 */
const SCORE_COUNTS_FROM: Readonly<Record<AgeId, number>> = {
  '4-6': 0.2,
  '7-9': 0.2,
  '10-12': 0.35,
  teen: 0.5,
  adult: 0.5,
};

/** The provider's scores over the texts; a provider failure is thrown, never read as safe. */
export async function moderateWithProvider(
  texts: readonly string[],
  config: ModerationConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<ModerationScores> {
  const input = texts.filter((text) => text.trim());
  if (input.length === 0) return {};
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
  const scores: Record<string, number> = {};
  const raise = (category: string, score: number) => {
    scores[category] = Math.max(scores[category] ?? 0, score);
  };
  for (const result of answer.results) {
    const given = result.category_scores ?? {};
    for (const [category, score] of Object.entries(given))
      if (typeof score === 'number') raise(category, score);
    // A flag the provider sends without its score counts as certain.
    for (const [category, on] of Object.entries(result.categories ?? {}))
      if (on === true && typeof given[category] !== 'number') raise(category, 1);
    if (result.flagged === true && !Object.values(result.categories ?? {}).includes(true))
      raise('unspecified', 1);
  }
  return scores;
}

/** The policy's category the provider's scores keep from a reader of this age, or null. */
export function moderationRefuses(scores: ModerationScores, age: AgeId): SafetyCategory | null {
  for (const [category, score] of Object.entries(scores)) {
    if (score < SCORE_COUNTS_FROM[age]) continue;
    const reading = POLICY_READING[category] ?? {
      category: 'violence and weapons',
      keptUpTo: 'adult',
    };
    if (keptFrom(age, reading.keptUpTo)) return reading.category;
  }
  return null;
}
