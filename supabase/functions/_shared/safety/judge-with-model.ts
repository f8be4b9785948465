// A harm model's second opinion on one tagged sentence, for the readers it judges
// (harm-model-readers.ts): a logistic regression trained by scripts/train-safety-model.ts on the
// safety corpora and on our own storyteller's parts (weights in harm-model-weights.ts for 4–9 and
// older-harm-model-weights.ts for 10–12 and teens). The weights of the sentence's features (sentence-features.ts)
// are summed; past the threshold the sentence is refused under the category its heaviest feature was
// learnt from, and the words around that feature are the phrase to change.
import type { AgeId } from '../age-bands.ts';
import type { HarmModelReaders } from './harm-model-readers.ts';
import type { SentenceHarm } from './sentence-harm.ts';
import { MODEL_CATEGORIES } from './model-categories.ts';
import type { ReadWord } from './read-sentence.ts';
import { sentenceFeatures } from './sentence-features.ts';

export interface HarmModel {
  bias: number;
  threshold: number;
  weights: ReadonlyMap<string, { weight: number; category: number }>;
}

/**
 * The model as the weights file stores it, ";"-separated: an entry "=7=5" says the features after it
 * weigh 0.07 and were learnt from category 5, until the next such entry; an entry ":w:" says the
 * names after it, in that group, are words ("w:" + the name), one ":b:" pairs, and so on; every other
 * entry is a feature's name. Grouped so, a weight, a category and a kind are written once for all
 * the features that share them, not once per feature (the browser loads both models to write a
 * part).
 */
export interface StoredHarmModel {
  bias: number;
  threshold: number;
  features: string;
}

export function readHarmModel(stored: StoredHarmModel): HarmModel {
  // A weights file written before the grouping would read as features of no weight: a silent model.
  if (!stored.features.startsWith('='))
    throw new Error('The harm model is stored in an older encoding: run npm run safety:train');
  const weights = new Map<string, { weight: number; category: number }>();
  let learnt = { weight: 0, category: 0 };
  let kind = '';
  for (const entry of stored.features.split(';')) {
    if (entry.startsWith(':')) kind = entry.slice(1);
    else if (!entry.startsWith('=')) weights.set(kind + entry, learnt);
    else {
      const [, hundredths = '0', category = '0'] = entry.split('=');
      learnt = { weight: Number(hundredths) / 100, category: Number(category) };
      kind = '';
    }
  }
  return { bias: stored.bias, threshold: stored.threshold, weights };
}

/** The model's score of a sentence's features, each counted once; over the threshold is harm. */
export function scoreFeatures(model: HarmModel, names: Iterable<string>): number {
  let score = model.bias;
  for (const name of new Set(names)) score += model.weights.get(name)?.weight ?? 0;
  return score;
}

/** The harm the model reads in a sentence for a reader it judges, or null. */
export function judgeWithModel(
  model: HarmModel,
  readers: HarmModelReaders,
  words: readonly ReadWord[],
  age: AgeId,
): SentenceHarm | null {
  if (!readers.bands.includes(age)) return null;
  const features = sentenceFeatures(words);
  if (
    scoreFeatures(
      model,
      features.map((feature) => feature.name),
    ) <= model.threshold
  )
    return null;
  let heaviest: { weight: number; category: number; word: number } | undefined;
  for (const feature of features) {
    const learnt = model.weights.get(feature.name);
    if (learnt && (!heaviest || learnt.weight > heaviest.weight))
      heaviest = { ...learnt, word: feature.word };
  }
  const at = heaviest?.word ?? 0;
  return {
    category: MODEL_CATEGORIES[heaviest?.category ?? 0]?.[1] ?? 'violence and weapons',
    keptUpTo: readers.bands.at(-1) ?? age,
    phrase: words
      .slice(Math.max(0, at - 2), at + 3)
      .filter((word) => word.lemma !== ',')
      .map((word) => word.normal)
      .join(' '),
  };
}
