// Prints how well the safety gate judges the tuning corpus and, when the lead has added it, the
// holdout corpus written apart from the policy, each apart: per young reader's band the unsafe inputs
// caught (misses by category and form), harmless sentences accepted, a scripted provider's harmless
// text delivered unchanged and the storyteller's parts refused; then unsafe caught for older bands
// and the gate's speed.
// With --split, the tuning corpus is reported as its two thirds tuned on and the random third set
// aside as validation (splitCorpus, fixed seed), to see whether a change generalises.
// With --folds, the harm models are measured on sentences they never learnt from: every sentence
// that may be trained on (tuning files and the reported holdout set) is scored by a model trained on
// the other four fifths and the storyteller's sentences, and the gate's figures are printed with the
// rules alone and with the rules and that model, at 4–9 for the young readers' model and at 10–12
// and teen for the older readers' one (the committed model learnt from all of them, so its
// figures on the tuning and holdout files above are training figures).
//   node --import tsx bench/safety-gate.ts [--split] [--folds]
import { performance } from 'node:perf_hooks';
import { checkText } from '../supabase/functions/_shared/safety/index.ts';
import { createTextCheck } from '../supabase/functions/_shared/safety/check-text.ts';
import { storytellerExamples } from '../scripts/safety-model/harm-examples.ts';
import {
  crossValidatedScores,
  describeFigures,
  gateFigures,
} from '../scripts/safety-model/cross-validate.ts';
import {
  OLDER_TRAINING_OPTIONS,
  TRAINING_OPTIONS,
} from '../scripts/safety-model/train-harm-model.ts';
import {
  OLDER_READERS,
  YOUNG_READERS,
} from '../supabase/functions/_shared/safety/harm-model-readers.ts';
import { AGE_IDS, type AgeId } from '../supabase/functions/_shared/age-bands.ts';
import {
  readHoldoutCorpus,
  readTrainingCorpus,
  splitCorpus,
  TUNING_CORPUS,
  type SafetyCorpus,
} from '../tests/corpora/safety/index.ts';
import {
  measureHarmless,
  measureProviderText,
  measureStoryteller,
  measureUnsafe,
  READER_BANDS,
} from './support/measure-safety-corpus.ts';

async function report(name: string, corpus: SafetyCorpus) {
  console.log(
    `\n== ${name}: ${corpus.harmless.length} harmless sentences, ${corpus.unsafe.length} unsafe inputs`,
  );
  for (const band of READER_BANDS) {
    console.log(`-- ${band}`);
    for (const line of [
      ...measureUnsafe(corpus, band),
      ...measureHarmless(corpus, band),
      await measureProviderText(corpus, band),
      measureStoryteller(corpus, band),
    ])
      console.log(`  ${line}`);
  }
  for (const age of AGE_IDS.filter((id) => !READER_BANDS.includes(id as never)))
    console.log(`-- ${age}: ${measureUnsafe(corpus, age).join('\n    ')}`);
}

if (process.argv.includes('--split')) {
  const { tuning, validation } = splitCorpus(TUNING_CORPUS);
  await report('tuning, two thirds tuned on', tuning);
  await report('tuning, validation third set aside', validation);
} else await report('tuning', TUNING_CORPUS);
const holdout = readHoldoutCorpus();
if (holdout) await report('holdout', holdout);
else console.log('\n== holdout: tests/corpora/safety/holdout/ is not there yet');

if (process.argv.includes('--folds')) {
  const corpus = readTrainingCorpus();
  console.log(
    `\n== five folds over ${corpus.harmless.length} harmless sentences and ${corpus.unsafe.length} unsafe inputs, each judged by a model that never saw it`,
  );
  const rules = createTextCheck(null);
  const refuse = (text: string, age: AgeId) => !rules(text, age).ok;
  const models = [
    [YOUNG_READERS, TRAINING_OPTIONS, storytellerExamples()],
    [
      OLDER_READERS,
      OLDER_TRAINING_OPTIONS,
      storytellerExamples(undefined, 12, OLDER_READERS.bands, 1),
    ],
  ] as const;
  for (const [readers, options, storyteller] of models) {
    const scores = crossValidatedScores(corpus, storyteller, readers, options);
    for (const band of readers.bands) {
      console.log(
        `  rules alone, ${describeFigures(gateFigures(corpus, band, refuse, null, options.threshold))}`,
      );
      console.log(
        `  rules and model, ${describeFigures(gateFigures(corpus, band, refuse, scores, options.threshold))}`,
      );
    }
  }
}

const texts = [
  ...TUNING_CORPUS.unsafe.map((entry) => entry.text),
  ...TUNING_CORPUS.harmless.map((sentence) => sentence.text),
];
const start = performance.now();
let checks = 0;
while (performance.now() - start < 1000) {
  checkText(texts[checks % texts.length] ?? '', '4-6');
  checks += 1;
}
const seconds = (performance.now() - start) / 1000;
console.log(
  `\nspeed: ${Math.round(checks / seconds)} checks/s (${((1000 * seconds) / checks).toFixed(3)} ms each)`,
);
