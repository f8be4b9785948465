// The one safety judgement: is this text fit for a reader of this age band? Used on what people
// type (idea, characters, choices, titles) and on what any storyteller or model writes. Each way of
// reading the text (disguised spellings undone) is judged four ways: words that are harm on their
// own, phrases that tell harm without a listed word, scenes whose kinds of words together tell a harm
// (harm-scenes.ts), each sentence's events (who does what to whom) and its frames over lemmas
// (harm-frames.ts: a deed on a living being and its harm, a wish to be gone, in any wording); and
// a trained model reads each sentence as a second opinion (judge-with-model.ts), for the harm that
// is told in words no rule lists: one for readers of 4–9, and one for 10–12 and teens that reads
// only the harms still refused there.
import type { AgeId } from '../age-bands.ts';
import { removeContextAllowances } from './context-allowances.ts';
import { GAME_WORLD } from './event-words.ts';
import { keptFrom, type SafetyCategory } from './harm-policy.ts';
import { DANGER_AND_DRUG_INTENTS } from './danger-and-drug-intents.ts';
import { INTENT_PHRASES } from './intent-phrases.ts';
import { WISHED_HARM_INTENTS } from './wished-harm-intents.ts';
import { COMPILED_SCENES } from './harm-scenes.ts';
import { judgeFrames } from './judge-frames.ts';
import { OLDER_READERS, YOUNG_READERS } from './harm-model-readers.ts';
import { HARM_MODEL_WEIGHTS } from './harm-model-weights.ts';
import { judgeWithModel, readHarmModel, type HarmModel } from './judge-with-model.ts';
import { judgeSentence } from './judge-sentence.ts';
import { COMPILED_LEXICON } from './match-lexicon.ts';
import { matchProfanity } from './match-profanity.ts';
import { negatedBefore } from './negated-before.ts';
import { normaliseText } from './normalise-text.ts';
import { OLDER_HARM_MODEL_WEIGHTS } from './older-harm-model-weights.ts';
import { readSentences } from './read-sentence.ts';

export type SafetyVerdict =
  | { ok: true }
  | {
      ok: false;
      category: SafetyCategory;
      /** The words that need changing, as the gate read them (folded to plain letters). */
      phrase?: string;
    };

const COMPILED_INTENT = [...INTENT_PHRASES, ...DANGER_AND_DRUG_INTENTS, ...WISHED_HARM_INTENTS].map(
  (group) => ({
    ...group,
    pattern: new RegExp(`(?<![a-z0-9])(?:${group.phrases.join('|')})(?![a-z0-9])`),
  }),
);

interface HarmModels {
  young: HarmModel | null;
  older: HarmModel | null;
}

function judgeView(text: string, loose: boolean, age: AgeId, models: HarmModels): SafetyVerdict {
  for (const group of COMPILED_LEXICON) {
    if (!keptFrom(age, group.keptUpTo)) continue;
    const found = loose ? group.loose?.exec(text) : group.bounded?.exec(text);
    if (found) return { ok: false, category: group.category, phrase: found[0] };
  }
  if (loose) return { ok: true };
  for (const group of COMPILED_INTENT) {
    if (!keptFrom(age, group.keptUpTo)) continue;
    const found = group.pattern.exec(text);
    if (found) return { ok: false, category: group.category, phrase: found[0] };
  }
  for (const scene of COMPILED_SCENES) {
    if (!keptFrom(age, scene.keptUpTo)) continue;
    const found = scene.pattern.exec(text);
    if (found && scene.negatable && negatedBefore(text, found.index)) continue;
    // A house blown up by a creeper in Minecraft is the game's own world, not harm.
    if (found && scene.category === 'violence and weapons' && GAME_WORLD.test(text)) continue;
    if (found) return { ok: false, category: scene.category, phrase: found[0] };
  }
  for (const words of readSentences(text)) {
    const harm =
      judgeSentence(words, age) ??
      judgeFrames(words, age) ??
      (models.young ? judgeWithModel(models.young, YOUNG_READERS, words, age) : null) ??
      (models.older ? judgeWithModel(models.older, OLDER_READERS, words, age) : null);
    if (harm) return { ok: false, category: harm.category, phrase: harm.phrase };
  }
  const profanity = matchProfanity(text);
  if (profanity && keptFrom(age, profanity.keptUpTo))
    return { ok: false, category: profanity.category };
  return { ok: true };
}

/**
 * The gate with given harm models, or with the rules alone (null): the benches and tests measure a
 * model trained without the sentences they judge it on.
 */
export function createTextCheck(young: HarmModel | null, older: HarmModel | null = null) {
  const models = { young, older };
  return (text: string, age: AgeId): SafetyVerdict => {
    if (!text.trim()) return { ok: true };
    for (const view of normaliseText(text)) {
      const judged = view.loose ? view.text : removeContextAllowances(view.text);
      const verdict = judgeView(judged.replace(/\s+/g, ' '), view.loose, age, models);
      if (!verdict.ok) return verdict;
    }
    return { ok: true };
  };
}

export const checkText = createTextCheck(
  readHarmModel(HARM_MODEL_WEIGHTS),
  readHarmModel(OLDER_HARM_MODEL_WEIGHTS),
);
