// The sentences the harm model learns from, read as the gate reads them (disguises undone, allowances
// taken out, each sentence's features): the safety corpora's unsafe inputs (harm, with their
// category) and harmless sentences, and our own storyteller's parts told from every story idea at
// the young bands, which the gate must never refuse.
import type { AgeId } from '../../supabase/functions/_shared/age-bands.ts';
import { removeContextAllowances } from '../../supabase/functions/_shared/safety/context-allowances.ts';
import {
  YOUNG_READERS,
  type HarmModelReaders,
} from '../../supabase/functions/_shared/safety/harm-model-readers.ts';
import { MODEL_CATEGORIES } from '../../supabase/functions/_shared/safety/model-categories.ts';
import { normaliseText } from '../../supabase/functions/_shared/safety/normalise-text.ts';
import { readSentences } from '../../supabase/functions/_shared/safety/read-sentence.ts';
import { sentenceFeatures } from '../../supabase/functions/_shared/safety/sentence-features.ts';
import {
  AGE_IDS,
  GENRE_SLUGS,
  type GenreSlug,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import type { SafetyCorpus, UnsafeInput } from '../../tests/corpora/safety/index.ts';
import {
  CAST_IDEAS,
  readHoldoutIdeas,
  STORY_IDEAS,
  TYPED_IDEAS,
  type StoryIdea,
} from '../../tests/corpora/storyteller/index.ts';
import { segmentTexts, tellSeededStory } from '../../tests/support/tell-story-along-choices.ts';

/** Harm to refuse, harmless text, the storyteller's text, or harm kept only from younger readers. */
export type ExampleSource = 'unsafe' | 'harmless' | 'storyteller' | 'allowed';

export interface HarmExample {
  features: string[];
  source: ExampleSource;
  /** The place of the unsafe input's category in MODEL_CATEGORIES; -1 for harmless text. */
  category: number;
}

/** Each sentence's feature names in each way the gate reads the text. */
export function sentencesOf(text: string): string[][] {
  const sentences = new Map<string, string[]>();
  for (const view of normaliseText(text)) {
    if (view.loose) continue;
    const plain = removeContextAllowances(view.text).replace(/\s+/g, ' ');
    for (const words of readSentences(plain)) {
      const names = [...new Set(sentenceFeatures(words).map((feature) => feature.name))];
      sentences.set(names.join(' '), names);
    }
  }
  return [...sentences.values()];
}

/**
 * What an unsafe input teaches a model for these readers: harm to refuse when they are kept from it
 * in a category the model reads, allowed when it is kept only from younger readers, and nothing when
 * the model does not read its category.
 */
export function unsafeSource(entry: UnsafeInput, readers: HarmModelReaders): ExampleSource | null {
  const youngest = readers.bands[0] ?? '4-6';
  if (AGE_IDS.indexOf(entry.keptUpTo) < AGE_IDS.indexOf(youngest)) return 'allowed';
  return !readers.refuses || readers.refuses.includes(entry.category) ? 'unsafe' : null;
}

/**
 * An unsafe input is one example, all its sentences' features together; harmless text gives one
 * example per sentence, since the gate refuses text when any one sentence reads as harm.
 */
export function corpusExamples(
  corpus: SafetyCorpus,
  readers: HarmModelReaders = YOUNG_READERS,
): HarmExample[] {
  return [
    ...corpus.unsafe.flatMap((entry) => {
      const source = unsafeSource(entry, readers);
      return source
        ? [
            {
              features: [...new Set(sentencesOf(entry.text).flat())],
              source,
              category: MODEL_CATEGORIES.findIndex(([name]) => name === entry.category),
            },
          ]
        : [];
    }),
    ...corpus.harmless.flatMap((sentence) =>
      sentencesOf(sentence.text).map((features) => ({
        features,
        source: 'harmless' as const,
        category: -1,
      })),
    ),
  ];
}

/** Every text of one story of five parts told along its choices: parts, choices and picture prompts. */
function tellStory(
  age: AgeId,
  genre: GenreSlug,
  idea: StoryIdea | undefined,
  seed: number,
): string[] {
  const request = idea ? { prompt: idea.prompt, characters: idea.characters ?? [] } : {};
  return tellSeededStory(age, genre, request, seed).flatMap(segmentTexts);
}

/**
 * The storyteller's sentences as the given readers get them: two stories (or `storiesPerIdea`) for
 * every idea (all of the storyteller's corpora unless given) at each band (in the idea's own genre, or a genre in turn), and
 * stories told from its own words alone for every genre.
 */
export function storytellerExamples(
  ideas: readonly StoryIdea[] = [
    ...STORY_IDEAS,
    ...CAST_IDEAS,
    ...TYPED_IDEAS,
    ...(readHoldoutIdeas() ?? []),
  ],
  storiesPerGenre = 12,
  bands: readonly AgeId[] = YOUNG_READERS.bands,
  storiesPerIdea = 2,
): HarmExample[] {
  const texts = new Set<string>();
  for (const age of bands) {
    ideas.forEach((idea, index) => {
      for (const seed of [index, index + 7].slice(0, storiesPerIdea)) {
        const genre = idea.genre ?? GENRE_SLUGS[seed % GENRE_SLUGS.length] ?? 'adventure';
        for (const text of tellStory(age, genre, idea, seed)) texts.add(text);
      }
    });
    GENRE_SLUGS.forEach((genre, index) => {
      for (let seed = 0; seed < storiesPerGenre; seed += 1)
        for (const text of tellStory(age, genre, undefined, index * storiesPerGenre + seed))
          texts.add(text);
    });
  }
  const sentences = new Map<string, string[]>();
  for (const text of texts)
    for (const features of sentencesOf(text)) sentences.set(features.join(' '), features);
  return [...sentences.values()].map((features) => ({
    features,
    source: 'storyteller' as const,
    category: -1,
  }));
}
