// Content-safety rules by age: what a generated segment may not contain for its reader.
// Applied to model output before it is shown; the storyteller's own text passes them by construction.
import type { AgeId } from './age-bands.ts';

interface SafetyRule {
  label: string;
  /** Youngest band for which the rule no longer applies; undefined means it applies to every age. */
  allowedFrom?: AgeId;
  words: readonly string[];
}

const AGE_ORDER: readonly AgeId[] = ['4-6', '7-9', '10-12', 'teen', 'adult'];

const RULES: readonly SafetyRule[] = [
  {
    label: 'sexual content',
    words: ['sex', 'sexual', 'naked', 'nude', 'porn', 'erotic', 'orgasm'],
  },
  { label: 'hate speech', words: ['nazi', 'racial slur', 'subhuman'] },
  {
    label: 'self-harm',
    allowedFrom: 'teen',
    words: ['suicide', 'self-harm', 'cut myself', 'overdose'],
  },
  {
    label: 'drugs and alcohol',
    allowedFrom: 'teen',
    words: ['cocaine', 'heroin', 'meth', 'drunk', 'vodka', 'whiskey', 'cigarette'],
  },
  {
    label: 'profanity',
    allowedFrom: 'adult',
    words: ['fuck', 'shit', 'bitch', 'bastard', 'damn', 'crap'],
  },
  {
    label: 'gore',
    allowedFrom: 'adult',
    words: ['gore', 'guts', 'entrails', 'decapitat', 'dismember', 'mutilat'],
  },
  {
    label: 'violence',
    allowedFrom: '10-12',
    words: [
      'kill',
      'killed',
      'murder',
      'blood',
      'bleeding',
      'stab',
      'shoot',
      'shot',
      'gun',
      'knife',
      'dead',
      'die',
      'died',
      'corpse',
      'war',
    ],
  },
  {
    label: 'frightening imagery',
    allowedFrom: '7-9',
    words: [
      'terrifying',
      'nightmare',
      'scream',
      'monster attacked',
      'skeleton',
      'ghost',
      'zombie',
      'demon',
    ],
  },
];

export interface SafetyVerdict {
  safe: boolean;
  violations: string[];
}

function ruleApplies(rule: SafetyRule, age: AgeId): boolean {
  if (!rule.allowedFrom) return true;
  return AGE_ORDER.indexOf(age) < AGE_ORDER.indexOf(rule.allowedFrom);
}

function containsTerm(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stem = /(?:at|it)$/.test(term) && term.length > 6;
  return new RegExp(`\\b${escaped}${stem ? '' : '\\b'}`, 'i').test(text);
}

export function checkSegmentSafety(texts: readonly string[], age: AgeId): SafetyVerdict {
  const joined = texts.join('\n');
  const violations = RULES.filter((rule) => ruleApplies(rule, age))
    .filter((rule) => rule.words.some((word) => containsTerm(joined, word)))
    .map((rule) => rule.label);
  return { safe: violations.length === 0, violations };
}

/** The rules in words, for the model's instructions. */
export function describeSafetyRules(age: AgeId): string {
  return RULES.filter((rule) => ruleApplies(rule, age))
    .map((rule) => `no ${rule.label}`)
    .join('; ');
}
