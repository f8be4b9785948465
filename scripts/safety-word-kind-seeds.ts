// The WordNet senses each kind of word the safety gate reads is grown from (generate-safety-word-kinds.ts):
// "lemma.pos.sense", the sense numbered as WordNet 3.1 orders them, most common first. A word joins
// a kind when its own most common sense lies under one of these, unless `anySense` says any sense does.
export interface WordKindSeed {
  kind: string;
  senses: string[];
  /** Senses under `senses` that are not of the kind. */
  except?: string[];
  /** A word counts when any of its senses lies under the kind, not only its most common one. */
  anySense?: boolean;
  /** Keep only words WordNet's sense-tagged texts use, for the big trees (people, animals). */
  commonOnly?: boolean;
}

export const WORD_KIND_SEEDS: readonly WordKindSeed[] = [
  {
    kind: 'kill',
    senses: [
      'kill.v.1',
      'kill.v.9',
      'murder.v.1',
      'shoot.v.2',
      'drown.v.4',
      'strangle.v.1',
      'burn.v.8',
      'suffocate.v.1',
    ],
  },
  {
    kind: 'wound',
    senses: [
      'injure.v.1',
      'hurt.v.2',
      'hit.v.3',
      'strike.v.1',
      'beat.v.2',
      'attack.v.1',
      'attack.v.4',
      'torture.v.2',
      'maltreat.v.1',
      'stab.v.1',
      'shoot.v.1',
      'kick.v.3',
      'choke.v.3',
      'kidnap.v.1',
    ],
  },
  { kind: 'person', senses: ['person.n.1'], commonOnly: true },
  { kind: 'child', senses: ['child.n.1', 'child.n.2', 'juvenile.n.1', 'baby.n.1'] },
  { kind: 'adult', senses: ['adult.n.1'], commonOnly: true },
  { kind: 'animal', senses: ['animal.n.1'], commonOnly: true },
];
