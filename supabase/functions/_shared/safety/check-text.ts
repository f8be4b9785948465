// The one safety judgement: is this text fit for a reader of this age band? Used on what people
// type (idea, characters, choices, titles) and on what any storyteller or model writes.
import { AGE_IDS, type AgeId } from '../story-engine/age-bands.ts';
import { removeContextAllowances } from './context-allowances.ts';
import { COMPILED_LEXICON } from './match-lexicon.ts';
import { matchProfanity } from './match-profanity.ts';
import { normaliseText } from './normalise-text.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

export type SafetyVerdict = { ok: true } | { ok: false; category: SafetyCategory };

function keptFrom(age: AgeId, keptUpTo: AgeId): boolean {
  return AGE_IDS.indexOf(age) <= AGE_IDS.indexOf(keptUpTo);
}

export function checkText(text: string, age: AgeId): SafetyVerdict {
  if (!text.trim()) return { ok: true };
  const views = normaliseText(text).map((view) => ({
    loose: view.loose,
    text: (view.loose ? view.text : removeContextAllowances(view.text)).replace(/\s+/g, ' '),
  }));
  for (const group of COMPILED_LEXICON) {
    if (!keptFrom(age, group.keptUpTo)) continue;
    const found = views.some((view) =>
      view.loose ? Boolean(group.loose?.test(view.text)) : group.bounded.test(view.text),
    );
    if (found) return { ok: false, category: group.category };
  }
  for (const view of views) {
    if (view.loose) continue;
    const profanity = matchProfanity(view.text);
    if (profanity && keptFrom(age, profanity.keptUpTo))
      return { ok: false, category: profanity.category };
  }
  return { ok: true };
}
