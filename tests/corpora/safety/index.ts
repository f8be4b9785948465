// The safety corpora: unsafe inputs across the policy's categories and disguises, each with the
// oldest age band it must be kept from, and harmless children's sentences, each with the band that
// types or reads it and what kind of sentence it is. The tuning set sits here, earlier holdout sets
// included once their figures were reported; the current holdout set, written apart from the policy
// alone and never read while tuning, sits in holdout/ once the lead adds it.
// A holdout set whose figures were reported may wait in measured/ until the harm models are
// retrained with it in the tuning files; nothing reads it (the floors of check-text.test.ts would
// judge a set the models never learnt from as their holdout).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgeId } from '../../../supabase/functions/_shared/age-bands.ts';

export const HARM_CATEGORIES = [
  'violence',
  'weapons',
  'gore',
  'death',
  'self-harm',
  'sexual',
  'hate',
  'drugs',
  'dangerous-acts',
] as const;
export type HarmCategory = (typeof HARM_CATEGORIES)[number];

export type Disguise =
  'plain' | 'no-keyword' | 'word form' | 'leet' | 'spaced' | 'confusable' | 'zero-width';

export interface UnsafeInput {
  text: string;
  category: HarmCategory;
  /** How the harm is written: plainly, described without a listed word, or disguised. */
  form: Disguise;
  keptUpTo: AgeId;
}

export type ReaderBand = '4-6' | '7-9';
export type SentenceKind =
  | 'play'
  | 'sport'
  | 'fairy-tale'
  | 'animals'
  | 'cooking'
  | 'nature'
  | 'idiom'
  | 'school'
  | 'costume'
  | 'everyday';

export interface HarmlessSentence {
  text: string;
  band: ReaderBand;
  kind: SentenceKind;
}

export interface SafetyCorpus {
  harmless: HarmlessSentence[];
  unsafe: UnsafeInput[];
}

function readCorpus(folder: string): SafetyCorpus {
  const read = (name: string) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
  return {
    harmless: read('harmless-sentences.json') as HarmlessSentence[],
    unsafe: read('unsafe-inputs.json') as UnsafeInput[],
  };
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const TUNING_CORPUS = readCorpus(HERE);
export const HARMLESS_SENTENCES = TUNING_CORPUS.harmless;
export const UNSAFE_INPUTS = TUNING_CORPUS.unsafe;

const HOLDOUT_FOLDER = join(HERE, 'holdout');

/** The holdout set, or null while it has not been added. */
export function readHoldoutCorpus(): SafetyCorpus | null {
  return existsSync(join(HOLDOUT_FOLDER, 'harmless-sentences.json'))
    ? readCorpus(HOLDOUT_FOLDER)
    : null;
}

/**
 * Everything that may be tuned and trained on: the tuning files and the holdout set once its figures
 * were reported (the fourth set is; a fresh set is measured apart and never joins here unread).
 */
export function readTrainingCorpus(): SafetyCorpus {
  const holdout = readHoldoutCorpus();
  return {
    harmless: [...TUNING_CORPUS.harmless, ...(holdout?.harmless ?? [])],
    unsafe: [...TUNING_CORPUS.unsafe, ...(holdout?.unsafe ?? [])],
  };
}

/** A fixed pseudo-random order (mulberry32 from `seed`), so a split is the same on every machine. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
}

export const SPLIT_SEED = 30;

/**
 * The tuning corpus split in two: a random third of each file (fixed seed) set aside as validation,
 * never read while changing the gate, and the two thirds that are tuned on; so a change can be seen
 * to generalise before the holdout set is measured.
 */
export function splitCorpus(
  corpus: SafetyCorpus,
  seed = SPLIT_SEED,
): { tuning: SafetyCorpus; validation: SafetyCorpus } {
  const harmless = shuffled(corpus.harmless, seed);
  const unsafe = shuffled(corpus.unsafe, seed + 1);
  const third = <T>(items: T[]) => Math.round(items.length / 3);
  return {
    validation: {
      harmless: harmless.slice(0, third(harmless)),
      unsafe: unsafe.slice(0, third(unsafe)),
    },
    tuning: { harmless: harmless.slice(third(harmless)), unsafe: unsafe.slice(third(unsafe)) },
  };
}

/** Whether a harmless sentence belongs with a reader of `band`: written for that band or a younger one. */
export function readableAt(sentence: HarmlessSentence, band: ReaderBand): boolean {
  return band === '7-9' || sentence.band === '4-6';
}
