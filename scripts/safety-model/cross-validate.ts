// How the harm model does on sentences it never learnt from: the corpus is dealt into folds (every
// k-th input, so each fold has every category and kind), and each fold is scored by a model trained
// on the other folds and the storyteller's sentences. The gate then refuses a text when its rules do
// or when any of its sentences scores over the threshold, the same judgement check-text.ts makes.
import { AGE_IDS, type AgeId } from '../../supabase/functions/_shared/age-bands.ts';
import {
  YOUNG_READERS,
  type HarmModelReaders,
} from '../../supabase/functions/_shared/safety/harm-model-readers.ts';
import { scoreFeatures } from '../../supabase/functions/_shared/safety/judge-with-model.ts';
import { MODEL_CATEGORIES } from '../../supabase/functions/_shared/safety/model-categories.ts';
import { readableAt, type SafetyCorpus } from '../../tests/corpora/safety/index.ts';
import { sentencesOf, unsafeSource, type HarmExample } from './harm-examples.ts';
import { trainHarmModel, TRAINING_OPTIONS, type TrainingOptions } from './train-harm-model.ts';

interface ReadText {
  sentences: string[][];
  fold: number;
}

/** Each text's highest sentence score from the model that did not see it. */
export interface HeldOutScores {
  unsafe: number[];
  harmless: number[];
}

export function crossValidatedScores(
  corpus: SafetyCorpus,
  storyteller: readonly HarmExample[],
  readers: HarmModelReaders = YOUNG_READERS,
  options: TrainingOptions = TRAINING_OPTIONS,
  folds = 5,
): HeldOutScores {
  const unsafe: ReadText[] = corpus.unsafe.map((entry, position) => ({
    sentences: sentencesOf(entry.text),
    fold: position % folds,
  }));
  const harmless: ReadText[] = corpus.harmless.map((sentence, position) => ({
    sentences: sentencesOf(sentence.text),
    fold: position % folds,
  }));
  const scores: HeldOutScores = {
    unsafe: new Array<number>(unsafe.length).fill(0),
    harmless: new Array<number>(harmless.length).fill(0),
  };
  for (let fold = 0; fold < folds; fold += 1) {
    const model = trainHarmModel(
      [
        ...unsafe.flatMap((text, position) => {
          const entry = corpus.unsafe[position];
          const source = entry && unsafeSource(entry, readers);
          return text.fold === fold || !entry || !source
            ? []
            : [
                {
                  features: [...new Set(text.sentences.flat())],
                  source,
                  category: MODEL_CATEGORIES.findIndex(([name]) => name === entry.category),
                },
              ];
        }),
        ...harmless.flatMap((text) =>
          text.fold === fold
            ? []
            : text.sentences.map((features) => ({
                features,
                source: 'harmless' as const,
                category: -1,
              })),
        ),
        ...storyteller,
      ],
      options,
    );
    const highest = (text: ReadText) =>
      Math.max(...text.sentences.map((features) => scoreFeatures(model, features)), -Infinity);
    unsafe.forEach((text, position) => {
      if (text.fold === fold) scores.unsafe[position] = highest(text);
    });
    harmless.forEach((text, position) => {
      if (text.fold === fold) scores.harmless[position] = highest(text);
    });
  }
  return scores;
}

export interface GateFigures {
  band: AgeId;
  unsafe: number;
  caught: number;
  /** Self-harm and sexual inputs the gate let through. */
  gravestMisses: number;
  missesByCategory: Record<string, number>;
  harmless: number;
  accepted: number;
  /** Harm kept only from younger readers (an older reader's fiction) that the gate refused. */
  olderFictionRefused: number;
  olderFiction: number;
}

/**
 * The gate's figures at a band: the rules' own verdicts (`rulesRefuse`), joined by the held-out
 * model's when `scores` are given. Unsafe inputs kept from the band count as harm; those kept only
 * from younger readers count as an older reader's fiction, which must go through.
 */
export function gateFigures(
  corpus: SafetyCorpus,
  band: AgeId,
  rulesRefuse: (text: string, age: AgeId) => boolean,
  scores: HeldOutScores | null,
  threshold: number,
): GateFigures {
  const figures: GateFigures = {
    band,
    unsafe: 0,
    caught: 0,
    gravestMisses: 0,
    missesByCategory: {},
    harmless: 0,
    accepted: 0,
    olderFictionRefused: 0,
    olderFiction: 0,
  };
  corpus.unsafe.forEach((entry, position) => {
    const modelRefuses = scores ? (scores.unsafe[position] ?? 0) > threshold : false;
    const refused = modelRefuses || rulesRefuse(entry.text, band);
    if (AGE_IDS.indexOf(entry.keptUpTo) < AGE_IDS.indexOf(band)) {
      figures.olderFiction += 1;
      if (refused) figures.olderFictionRefused += 1;
      return;
    }
    figures.unsafe += 1;
    if (refused) figures.caught += 1;
    else {
      figures.missesByCategory[entry.category] =
        (figures.missesByCategory[entry.category] ?? 0) + 1;
      if (entry.category === 'self-harm' || entry.category === 'sexual') figures.gravestMisses += 1;
    }
  });
  corpus.harmless.forEach((sentence, position) => {
    if (band === '4-6' && !readableAt(sentence, band)) return;
    figures.harmless += 1;
    const modelRefuses = scores ? (scores.harmless[position] ?? 0) > threshold : false;
    if (!modelRefuses && !rulesRefuse(sentence.text, band)) figures.accepted += 1;
  });
  return figures;
}

export function describeFigures(figures: GateFigures): string {
  const percent = (part: number, whole: number) =>
    `${part}/${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(1)}%)`;
  const misses = Object.entries(figures.missesByCategory)
    .map(([category, count]) => `${category} ${count}`)
    .join(', ');
  return [
    `${figures.band}: unsafe caught ${percent(figures.caught, figures.unsafe)}, self-harm/sexual misses ${figures.gravestMisses}, harmless accepted ${percent(figures.accepted, figures.harmless)}${figures.olderFiction ? `, harm kept only from younger readers refused ${percent(figures.olderFictionRefused, figures.olderFiction)}` : ''}`,
    `    misses by category: ${misses || 'none'}`,
  ].join('\n');
}
