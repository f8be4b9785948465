// Prints how well the safety gate judges the tuning corpus and, when the lead has added it, the
// holdout corpus written apart from the policy, each apart: per young reader's band the unsafe inputs
// caught (misses by category and form), harmless sentences accepted, a scripted provider's harmless
// text delivered unchanged and the storyteller's parts refused; then unsafe caught for older bands
// and the gate's speed.
// With --split, the tuning corpus is reported as its two thirds tuned on and the random third set
// aside as validation (splitCorpus, fixed seed), to see whether a change generalises.
//   node --import tsx bench/safety-gate.ts [--split]
import { performance } from 'node:perf_hooks';
import { checkText } from '../supabase/functions/_shared/safety/index.ts';
import { AGE_IDS } from '../supabase/functions/_shared/age-bands.ts';
import {
  readHoldoutCorpus,
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
