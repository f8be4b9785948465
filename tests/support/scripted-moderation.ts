// The answer of OpenAI's /moderations endpoint for a scripted provider: one result per input, each with
// every category's flag and score, as the real API sends them for omni-moderation models.

/** The categories the real endpoint reports for every input. */
export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** Decides which categories the scripted moderator flags in one input text. */
export type FlagModeration = (text: string) => readonly ModerationCategory[];

interface ModerationRequest {
  model?: unknown;
  input?: unknown;
}

function inputTexts(input: unknown): string[] {
  if (typeof input === 'string') return [input];
  if (!Array.isArray(input)) return [];
  return input.map((entry: unknown) =>
    typeof entry === 'string'
      ? entry
      : typeof entry === 'object' && entry !== null && 'text' in entry
        ? String((entry as { text: unknown }).text)
        : '',
  );
}

/** The JSON body and status the real endpoint answers; a request without input is a 400 as there. */
export function answerModeration(
  request: ModerationRequest,
  flag: FlagModeration,
): { status: number; body: unknown } {
  const texts = inputTexts(request.input);
  if (texts.length === 0)
    return {
      status: 400,
      body: {
        error: {
          message: "'input' is a required property",
          type: 'invalid_request_error',
          param: 'input',
          code: null,
        },
      },
    };
  return {
    status: 200,
    body: {
      id: `modr-${Math.random().toString(36).slice(2, 12)}`,
      model: typeof request.model === 'string' ? request.model : 'omni-moderation-latest',
      results: texts.map((text) => {
        const flagged = new Set(flag(text));
        return {
          flagged: flagged.size > 0,
          categories: Object.fromEntries(
            MODERATION_CATEGORIES.map((category) => [category, flagged.has(category)]),
          ),
          category_scores: Object.fromEntries(
            MODERATION_CATEGORIES.map((category) => [
              category,
              flagged.has(category) ? 0.91 : 0.00012,
            ]),
          ),
        };
      }),
    },
  };
}
