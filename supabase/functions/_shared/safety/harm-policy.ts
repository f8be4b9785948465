// The kids' safety policy, written once: what is kept from each reader band and what is welcomed.
// The gate (check-text.ts) enforces it, the model's instructions describe it and CONTRIBUTING
// summarises it. Harm is judged as an event (who does what to whom), not by the words it uses.
import { AGE_IDS, type AgeId } from '../age-bands.ts';

export const SAFETY_CATEGORIES = [
  'violence and weapons',
  'gore',
  'death and self-harm',
  'sexual content and nudity',
  'drugs and alcohol',
  'swearing',
  'slurs and hate',
  'grooming',
  'dangerous acts',
  'horror',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export interface PolicyRule {
  category: SafetyCategory;
  /** The oldest band the harm is kept from; 'adult' keeps it from every reader. */
  keptUpTo: AgeId;
  /** The rule in words, for the model's instructions and for people. */
  refuses: string;
}

/** What is refused, per band. Teens and adults keep their looser bands. */
export const HARM_POLICY: readonly PolicyRule[] = [
  {
    category: 'violence and weapons',
    keptUpTo: '7-9',
    refuses:
      'harm done to a person or an animal, whether it happens, is intended or is described, or by a weapon used or aimed against someone',
  },
  {
    category: 'violence and weapons',
    keptUpTo: 'teen',
    refuses: 'torture, executions, massacres and cruelty told for its own sake',
  },
  { category: 'gore', keptUpTo: '10-12', refuses: 'injury, blood and wounds shown' },
  { category: 'gore', keptUpTo: 'teen', refuses: 'gore: insides, severed parts' },
  {
    category: 'death and self-harm',
    keptUpTo: '7-9',
    refuses: 'death of a person or a pet shown or told',
  },
  {
    category: 'death and self-harm',
    keptUpTo: 'teen',
    refuses: 'self-harm and suicide in any wording',
  },
  {
    category: 'sexual content and nudity',
    keptUpTo: '10-12',
    refuses: 'romance that is physical (kissing on the lips, lying together)',
  },
  {
    category: 'sexual content and nudity',
    keptUpTo: 'adult',
    refuses: 'sexual content, nudity, and any romance between an adult and a child',
  },
  { category: 'slurs and hate', keptUpTo: 'adult', refuses: 'slurs and hate against any group' },
  { category: 'drugs and alcohol', keptUpTo: '10-12', refuses: 'alcohol, smoking and drug use' },
  { category: 'drugs and alcohol', keptUpTo: 'teen', refuses: 'hard drugs' },
  {
    category: 'dangerous acts',
    keptUpTo: '10-12',
    refuses:
      'dangerous acts a child could copy: fire, medicine and cleaning bottles, ice, tracks, sockets',
  },
  {
    category: 'grooming',
    keptUpTo: 'teen',
    refuses: 'going off with strangers and secrets kept from parents',
  },
  { category: 'swearing', keptUpTo: '10-12', refuses: 'swearing' },
  {
    category: 'horror',
    keptUpTo: '4-6',
    refuses: 'scary monsters and ghosts that are not friendly',
  },
];

/** A kind way to tell each kept thing instead, for the child who typed it and the model that wrote it. */
export const KIND_ALTERNATIVES: Readonly<Record<SafetyCategory, string>> = {
  'violence and weapons': 'a friendly contest, a clever trick or a brave rescue',
  gore: 'a bump that soon gets better with a plaster and a hug',
  'death and self-harm':
    'a long rest, a journey far away, or a friend who listens and a grown-up who helps',
  'sexual content and nudity': 'a friendly hug, holding hands or a dance at the ball',
  'drugs and alcohol': 'a fizzy lemonade or a magic potion that makes everyone giggle',
  swearing: 'a funny made-up word like "fiddlesticks"',
  'slurs and hate': 'characters who are different from each other and become friends',
  grooming: 'a grown-up the child knows and trusts, and telling their family',
  'dangerous acts': 'a grown-up who shows how to stay safe, or a dragon’s pretend fire',
  horror: 'a friendly ghost or a silly monster',
};

/** The rule a refused category broke for a reader of `age`: the strictest one kept from them. */
export function ruleBroken(category: SafetyCategory, age: AgeId): string {
  const rules = HARM_POLICY.filter(
    (rule) => rule.category === category && keptFrom(age, rule.keptUpTo),
  );
  return rules.map((rule) => rule.refuses).join('; ') || category;
}

/** What the policy welcomes at 4–9, for people and for the model's instructions. */
export const POLICY_WELCOMES =
  'toys, sport, food, nature, costumes and school plays, idioms ("dying to know"), fairy-tale figures and their things; at 7–9 a knight\'s sword, a friendly duel or a dragon to outwit; at 4–6 props and pretend play';

/** Whether something kept up to `keptUpTo` is kept from a reader of `age`. */
export function keptFrom(age: AgeId, keptUpTo: AgeId): boolean {
  return AGE_IDS.indexOf(age) <= AGE_IDS.indexOf(keptUpTo);
}
