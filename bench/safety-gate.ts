// Prints how well the safety gate judges our corpora, per reader age band: the share of unsafe
// inputs it keeps out (of those meant to be kept from that band), the share of harmless children's
// sentences it lets through, the unsafe inputs it misses at 4–9 by obfuscation, and its speed.
import { performance } from 'node:perf_hooks';
import { checkText } from '../supabase/functions/_shared/safety/index.ts';
import { AGE_IDS } from '../supabase/functions/_shared/story-engine/age-bands.ts';
import { HARMLESS_SENTENCES, UNSAFE_INPUTS } from '../tests/corpora/safety/index.ts';

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
}

for (const age of AGE_IDS) {
  const applicable = UNSAFE_INPUTS.filter(
    (entry) => AGE_IDS.indexOf(age) <= AGE_IDS.indexOf(entry.keptUpTo),
  );
  const caught = applicable.filter((entry) => !checkText(entry.text, age).ok).length;
  const accepted = HARMLESS_SENTENCES.filter((sentence) => checkText(sentence, age).ok).length;
  console.log(
    `${age.padEnd(6)} unsafe caught ${caught}/${applicable.length} (${percent(caught, applicable.length)})` +
      `  harmless accepted ${accepted}/${HARMLESS_SENTENCES.length} (${percent(accepted, HARMLESS_SENTENCES.length)})`,
  );
}

const forms = new Map<string, { caught: number; total: number }>();
for (const entry of UNSAFE_INPUTS.filter((item) => item.keptUpTo !== '4-6')) {
  const tally = forms.get(entry.form) ?? { caught: 0, total: 0 };
  tally.total += 1;
  if (!checkText(entry.text, '7-9').ok) tally.caught += 1;
  forms.set(entry.form, tally);
}
console.log(
  `7-9 by form: ${[...forms].map(([form, tally]) => `${form} ${tally.caught}/${tally.total}`).join(', ')}`,
);

const texts = [...UNSAFE_INPUTS.map((entry) => entry.text), ...HARMLESS_SENTENCES];
const start = performance.now();
let checks = 0;
while (performance.now() - start < 1000) {
  checkText(texts[checks % texts.length] ?? '', '4-6');
  checks += 1;
}
const seconds = (performance.now() - start) / 1000;
console.log(
  `speed: ${Math.round(checks / seconds)} checks/s (${((1000 * seconds) / checks).toFixed(3)} ms each)`,
);
