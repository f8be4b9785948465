// Reads a model's answer into a story segment, repairing the common slips (code fences, prose
// around the JSON, trailing commas, smart quotes, choices as one string, too many choices).
import { storySegmentSchema, type StorySegment } from './story-segment.ts';

export type ParsedSegment =
  { ok: true; segment: StorySegment; repaired: boolean } | { ok: false; reason: string };

function extractJsonObject(raw: string): string | null {
  const unfenced = raw.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  return unfenced.slice(start, end + 1);
}

const removeTrailingCommas = (text: string) => text.replace(/,\s*([}\]])/g, '$1');
/** Last resort only: curly quotes are legitimate inside story text, so they are straightened only when nothing else parses. */
const straightenQuotes = (text: string) => text.replace(/[\u201C\u201D]/g, '"');

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toChoices(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  if (typeof value === 'string') {
    return value
      .split(/\n|;|\|/)
      .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
      .filter(Boolean);
  }
  return [];
}

function toBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

function normalise(candidate: Record<string, unknown>): Record<string, unknown> {
  const text = candidate.segment_text ?? candidate.text ?? candidate.story ?? candidate.content;
  const isEnd = toBoolean(candidate.is_end ?? candidate.isEnd ?? candidate.end);
  const choices = isEnd ? [] : toChoices(candidate.choices ?? candidate.options).slice(0, 3);
  const imagePrompt = candidate.image_prompt ?? candidate.imagePrompt;
  const fallbackPrompt =
    typeof text === 'string' ? text.split(/(?<=[.!?])\s/)[0]?.slice(0, 200) : undefined;
  return {
    segment_text: typeof text === 'string' ? text.trim() : text,
    choices,
    image_prompt:
      typeof imagePrompt === 'string' && imagePrompt.trim() ? imagePrompt : fallbackPrompt,
    is_end: isEnd,
  };
}

export function parseStorySegment(raw: string): ParsedSegment {
  const direct = tryParse(raw.trim());
  let repaired = direct === undefined;
  let value = direct;
  if (value === undefined) {
    const extracted = extractJsonObject(raw);
    if (!extracted) return { ok: false, reason: 'The answer holds no JSON object' };
    value =
      tryParse(extracted) ??
      tryParse(removeTrailingCommas(extracted)) ??
      tryParse(straightenQuotes(removeTrailingCommas(extracted)));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'The answer is not a JSON object' };
  }
  const original = value as Record<string, unknown>;
  const normalised = normalise(original);
  repaired ||= JSON.stringify(normalised) !== JSON.stringify(pick(original));
  const result = storySegmentSchema.safeParse(normalised);
  if (!result.success)
    return { ok: false, reason: result.error.issues[0]?.message ?? 'Invalid segment' };
  if (!result.data.is_end && result.data.choices.length !== 3) {
    return { ok: false, reason: `Expected 3 choices, got ${result.data.choices.length}` };
  }
  return { ok: true, segment: result.data, repaired };
}

function pick(original: Record<string, unknown>): Record<string, unknown> {
  const { segment_text, choices, image_prompt, is_end } = original;
  return { segment_text, choices, image_prompt, is_end };
}
