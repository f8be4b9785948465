// Turns a story request into the chat messages sent to an OpenAI-compatible model:
// per-age rules, per-genre guidance, the characters, continuity and the safety rules.
import { AGE_BANDS, boundRating } from '../age-bands.ts';
import { describeSafetyRules } from '../safety/describe-safety-rules.ts';
import { GENRES } from './genres.ts';
import type { StoryRequest } from './story-request.ts';
import { targetWordCount } from './target-word-count.ts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const PERSON_TEXT = {
  first: 'first person ("I")',
  second: 'second person ("you")',
  third: 'third person',
} as const;

export function buildStoryMessages(request: StoryRequest): ChatMessage[] {
  const band = AGE_BANDS[request.age];
  const genre = GENRES[request.genre];
  const rating = boundRating(request.age, request.options.rating);
  const words = targetWordCount(request);

  const system = [
    'You are StoryCanvas, a skilled children’s and family story writer creating an interactive, branching story.',
    `Reader age: ${band.label}. Vocabulary: ${band.vocabulary}. Keep sentences under ${band.maxSentenceWords} words.`,
    `Suitable themes: ${band.themes}. Avoid: ${band.avoid}.`,
    `Safety rules for this reader: ${describeSafetyRules(request.age)}. Content rating: ${rating}.`,
    `Genre: ${genre.label} — ${genre.guidance}.`,
    `Write in ${PERSON_TEXT[request.options.person]}, past tense, about ${words} words.`,
    request.finish
      ? 'Write the ENDING: resolve the story so far, pay off its threads, and close warmly. Set is_end true and choices to [].'
      : 'End at a moment of decision. Offer exactly three short, distinct choices (under 12 words each). Set is_end false.',
    'Answer with JSON only: {"segment_text": string, "choices": string[], "image_prompt": string, "is_end": boolean}.',
    `image_prompt describes this scene for a ${request.options.style} illustration, child-safe, with no text or letters in the image.`,
  ].join('\n');

  const lines: string[] = [];
  if (request.prompt) lines.push(`Story idea: ${request.prompt}`);
  if (request.starting_point) lines.push(`Starting point: ${request.starting_point}`);
  if (request.characters.length > 0) {
    lines.push('Characters:');
    for (const character of request.characters) {
      const traits = character.traits.length > 0 ? `; traits: ${character.traits.join(', ')}` : '';
      const description = character.description ? ` — ${character.description}` : '';
      lines.push(`- ${character.name} (${character.role})${description}${traits}`);
    }
  }
  if (request.history.length > 0) {
    lines.push('The story so far (latest segments of this branch):');
    request.history.forEach((text, index) => lines.push(`[${index + 1}] ${text}`));
  } else {
    lines.push('This is the opening segment.');
  }
  if (request.choice) lines.push(`The reader chose: ${request.choice}`);
  lines.push(request.finish ? 'Write the ending now.' : 'Write the next segment now.');

  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.join('\n') },
  ];
}
