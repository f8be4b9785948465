// The figures bench/safety-gate.ts prints for one safety corpus, per young reader's band: unsafe
// inputs caught (and the misses by category and form), harmless sentences accepted, a scripted
// provider's harmless text delivered unchanged, and the storyteller's parts refused by the gate.
import { checkSegment, checkText } from '../../supabase/functions/_shared/safety/index.ts';
import {
  AGE_IDS,
  GENRE_SLUGS,
  parseStoryRequest,
  type AgeId,
  type StoryRequestInput,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import { requestAiSegment } from '../../supabase/functions/_shared/story-engine/request-ai-segment.ts';
import { tellStorySegment } from '../../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { tellCheckedSegment } from '../../supabase/functions/_shared/story-engine/tell-checked-segment.ts';
import {
  readableAt,
  type ReaderBand,
  type SafetyCorpus,
} from '../../tests/corpora/safety/index.ts';
import { startScriptedOpenAiServer } from '../../tests/support/scripted-openai-server.ts';

export const READER_BANDS: readonly ReaderBand[] = ['4-6', '7-9'];

function percent(part: number, whole: number): string {
  return `${part}/${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(1)}%)`;
}

function tally(keys: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts.size ? [...counts].map(([key, count]) => `${key} ${count}`).join(', ') : 'none';
}

function request(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

/** Unsafe inputs kept from `age` and how many the gate refuses, for every band. */
export function measureUnsafe(corpus: SafetyCorpus, age: AgeId): string[] {
  const applicable = corpus.unsafe.filter(
    (entry) => AGE_IDS.indexOf(age) <= AGE_IDS.indexOf(entry.keptUpTo),
  );
  const missed = applicable.filter((entry) => checkText(entry.text, age).ok);
  return [
    `unsafe caught ${percent(applicable.length - missed.length, applicable.length)}`,
    `  misses by category: ${tally(missed.map((entry) => entry.category))}`,
    `  misses by form: ${tally(missed.map((entry) => entry.form))}`,
  ];
}

export function measureHarmless(corpus: SafetyCorpus, band: ReaderBand): string[] {
  const readable = corpus.harmless.filter((sentence) => readableAt(sentence, band));
  const refused = readable.filter((sentence) => !checkText(sentence.text, band).ok);
  return [
    `harmless accepted ${percent(readable.length - refused.length, readable.length)}`,
    `  refused by kind: ${tally(refused.map((sentence) => sentence.kind))}`,
  ];
}

/**
 * Each harmless sentence written by the scripted provider as a part's text (every answer the same,
 * retries included): delivered unchanged when the reader gets exactly that text from the model.
 */
export async function measureProviderText(corpus: SafetyCorpus, band: ReaderBand): Promise<string> {
  const readable = corpus.harmless.filter((sentence) => readableAt(sentence, band));
  let answer = '';
  const provider = await startScriptedOpenAiServer({
    chat: () => ({ kind: 'stream', content: answer, splitEvery: 7 }),
  });
  const base = request({
    age: band,
    genre: 'adventure',
    prompt: 'A day out with friends',
    history: ['The friends met by the gate.'],
    choice: 'See what happens next',
  });
  const config = { baseUrl: provider.baseUrl, model: 'scripted-model', timeoutMs: 5000 };
  let unchanged = 0;
  try {
    for (const sentence of readable) {
      answer = JSON.stringify({
        segment_text: sentence.text,
        choices: ['Keep going', 'Ask a friend', 'Look around'],
        image_prompt: 'Friends on a sunny day',
        is_end: false,
      });
      const segment = await requestAiSegment(base, config);
      if (segment.model_used === config.model && segment.segment_text === sentence.text)
        unchanged += 1;
    }
  } finally {
    await provider.close();
  }
  return `scripted provider's harmless text delivered unchanged ${percent(unchanged, readable.length)}`;
}

/**
 * The storyteller told each harmless sentence as the story idea, opening and first choice, as the
 * reader gets it: parts the gate refused as first told (then told again from the storyteller's own
 * words), and parts that could not be written safely at all.
 */
export function measureStoryteller(corpus: SafetyCorpus, band: ReaderBand): string {
  const readable = corpus.harmless.filter((sentence) => readableAt(sentence, band));
  let parts = 0;
  const retold: string[] = [];
  let refused = 0;
  readable.forEach((sentence, index) => {
    const genre = GENRE_SLUGS[index % GENRE_SLUGS.length] ?? 'adventure';
    const opening = request({ age: band, genre, prompt: sentence.text });
    const told = tellStorySegment(opening, checkText);
    const choice = told.choices[0] ?? '';
    const next = request({
      age: band,
      genre,
      prompt: sentence.text,
      history: [told.segment_text],
      choice,
      path: [choice],
    });
    for (const part of [opening, next]) {
      parts += 1;
      if (!checkSegment(tellStorySegment(part, checkText), band).ok) retold.push(sentence.text);
      if (!tellCheckedSegment(part, tellStorySegment)) refused += 1;
    }
  });
  const examples = retold.length ? ` (ideas: ${[...new Set(retold)].slice(0, 3).join(' | ')})` : '';
  return `storyteller parts "could not be written safely" ${refused} of ${parts}; told again from its own words ${retold.length}${examples}`;
}
