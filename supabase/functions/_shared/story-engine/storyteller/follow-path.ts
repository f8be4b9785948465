// Choices and their consequences: the three approaches offered at the end of a part, and the
// story's state after a path of choices (where the hero is, who is with them, what they carry,
// which clues are found). Replaying the path from the plan's seed gives every branch its own state.
import type { AgeId } from '../../age-bands.ts';
import { createSeededRandom, hashText } from '../../seeded-random.ts';
import type { StoryWorld } from './build-story-world.ts';
import { tagWords, toInfinitive, toPastTense } from './read-english.ts';
import type { Approachable } from './setting-words.ts';
import { capitalise } from '../../capitalise.ts';

export type Approach = 'brave' | 'clever' | 'kind' | 'own';

/**
 * The safety gate's verdict on a reader's own words (the gate's `checkText`), handed in by whoever
 * tells the part: the browser's storyteller chunk then does not carry the gate, which the wizard
 * and the own-choice box have already loaded to check what a person types.
 */
export type OwnChoiceGate = (text: string, age: AgeId) => { ok: boolean };

export interface TakenChoice {
  approach: Approach;
  /** Past tense of the action: "climbed". */
  past: string;
  /** What the action is done to, with its article: "the crooked tower"; may be empty. */
  object: string;
  /** Everything after the verb, as typed: "the bottle very carefully". */
  action?: string;
  /** The choice as the reader saw or typed it. */
  text: string;
  /** The hero picks the object up and carries it on ("pick up the shell", not "open the cellar"). */
  carries?: boolean;
}

export interface StoryState {
  location: string | null;
  helpers: string[];
  items: string[];
  clues: number;
  taken: TakenChoice[];
}

export interface OfferedChoice extends Approachable {
  approach: Exclude<Approach, 'own'>;
  text: string;
}

const KIND_VERBS = new Set(
  'help ask comfort hug share thank feed free heal tell sing tuck cheer tickle give'.split(' '),
);
// Verbs after which the hero holds the object: "pick up the shell", never "explore the cellar".
const CARRY_VERBS = new Set(
  'pick take grab carry hold bring collect keep fetch lift gather pocket catch borrow'.split(' '),
);
const BRAVE_VERBS = new Set(
  'climb cross enter jump run swim sneak storm scale explore fight chase dive go'.split(' '),
);

function used(state: StoryState, option: Approachable): boolean {
  return state.taken.some((taken) => taken.object === option.object);
}

/**
 * The three choices that end part `part` (1-based), given the state the path has reached. What a
 * part before offered and the reader passed over is not offered again while there are others: the
 * part that follows a choice tells of it, never of the ones beside it.
 */
// Every part asks again for the choices each part before it offered along its path (what the reader
// passed over): each path's offer is drawn once per story.
const offeredIn = new WeakMap<StoryWorld, Map<string, readonly OfferedChoice[]>>();

export function offerChoices(
  world: StoryWorld,
  part: number,
  state: StoryState,
): readonly OfferedChoice[] {
  const path = state.taken.map((t) => t.text).join('|');
  // The offer depends on the path's words and what each choice was taken to act on.
  const key = `${part}|${path}|${state.taken.map((t) => t.object).join('|')}`;
  const offers = offeredIn.get(world) ?? new Map<string, readonly OfferedChoice[]>();
  offeredIn.set(world, offers);
  const known = offers.get(key);
  if (known) return known;
  const offered = drawChoices(world, part, state, path);
  if (offers.size > 2000) offers.clear();
  offers.set(key, offered);
  return offered;
}

function drawChoices(
  world: StoryWorld,
  part: number,
  state: StoryState,
  path: string,
): readonly OfferedChoice[] {
  const random = createSeededRandom(hashText(`${world.seed}|${part}|${path}`));
  // Every choice offered earlier on this path: "She could sit down on the stairs" is not offered
  // again two parts later, while the setting has others to offer.
  const passedOver = Array.from({ length: Math.min(part - 1, state.taken.length) }, (_, back) =>
    offerChoices(world, part - 1 - back, {
      ...state,
      taken: state.taken.slice(0, state.taken.length - 1 - back),
    }).map((offered) => offered.object),
  ).flat();
  const pick = (
    options: readonly Approachable[],
    approach: OfferedChoice['approach'],
  ): OfferedChoice => {
    const unused = options.filter((option) => !used(state, option));
    const fresh = unused.filter((option) => !passedOver.includes(option.object));
    // The idea's own things ("the bottles") are offered before the setting's stock ones.
    const own = fresh.filter((option) => world.ownThings.includes(option.object));
    const option = random.pick(
      own.length > 0 ? own : fresh.length > 0 ? fresh : unused.length > 0 ? unused : options,
    );
    return { ...option, approach, text: capitalise(`${option.verb} ${option.object}`) };
  };
  return [
    pick(world.setting.landmarks, 'brave'),
    pick(world.setting.things, 'clever'),
    pick(world.setting.beings, 'kind'),
  ];
}

/** What the story does with an own choice the safety rules refuse: none of its words are told. */
const REFUSED_CHOICE = {
  approach: 'own',
  past: 'stopped',
  object: '',
  action: 'and thought again',
} as const;

/**
 * Understands a reader's own choice: its verb, its object and which approach it is. Only words the
 * gate has passed are given to it (see `takeChoice`).
 */
export function readOwnChoice(text: string): TakenChoice {
  const words = tagWords(text.trim().replace(/[.!?]+$/, ''));
  const verbIndex = Math.max(
    0,
    words.findIndex((word) => word.tags.has('Verb')),
  );
  const verbWord = words[verbIndex];
  const verb = verbWord ? toInfinitive(verbWord.normal, verbWord.tags) : 'try';
  const rest = words.slice(verbIndex + 1);
  const phraseEnd = rest.findIndex(
    (word) => word.tags.has('Adverb') || word.tags.has('Conjunction'),
  );
  const asText = (list: typeof rest) =>
    list
      .map((word) => word.text)
      .join(' ')
      .replace(/\bmy\b/gi, 'the');
  // "Pick up the shell": the particle belongs to the verb, and the hero carries "the shell".
  const object = asText(phraseEnd < 0 ? rest : rest.slice(0, phraseEnd)).replace(
    /^(up|down|out|off|away|back|over|in|into|on|onto|at|to)\s+(?=\S)/i,
    '',
  );
  const approach: Approach = KIND_VERBS.has(verb)
    ? 'kind'
    : BRAVE_VERBS.has(verb)
      ? 'brave'
      : 'own';
  return {
    approach,
    past: toPastTense(verb),
    object,
    action: asText(rest),
    text,
    carries: CARRY_VERBS.has(verb),
  };
}

function takeChoice(
  offered: readonly OfferedChoice[],
  text: string,
  age: AgeId,
  gate: OwnChoiceGate,
): TakenChoice {
  const match = offered.find((option) => option.text.toLowerCase() === text.trim().toLowerCase());
  if (!match) return gate(text, age).ok ? readOwnChoice(text) : { ...REFUSED_CHOICE, text };
  const [verb = match.verb, ...particle] = match.verb.split(' ');
  const past = [toPastTense(verb), ...particle].join(' ');
  return { approach: match.approach, past, object: match.object, text };
}

export function startState(): StoryState {
  return { location: null, helpers: [], items: [], clues: 0, taken: [] };
}

/** The state after each choice of the path, in order; the last is the state the next part starts in. */
// Every part of a story follows the path of the part before plus one choice: each path is read once
// for each gate that judged its own choices.
const followedBy = new WeakMap<OwnChoiceGate, Map<string, readonly StoryState[]>>();

export function followPath(
  world: StoryWorld,
  path: readonly string[],
  gate: OwnChoiceGate,
): readonly StoryState[] {
  if (path.length === 0) return [startState()];
  const followed = followedBy.get(gate) ?? new Map<string, readonly StoryState[]>();
  followedBy.set(gate, followed);
  const key = `${world.seed}|${path.join('\u0000')}`;
  const known = followed.get(key);
  if (known) return known;
  const earlier = followPath(world, path.slice(0, -1), gate);
  const before = earlier[earlier.length - 1] as StoryState;
  const text = path[path.length - 1] as string;
  const taken = takeChoice(offerChoices(world, path.length, before), text, world.age, gate);
  const after: StoryState = { ...before, taken: [...before.taken, taken] };
  if (taken.approach === 'brave') after.location = taken.object;
  if (taken.approach === 'clever') after.clues = before.clues + 1;
  // Someone the hero helps tells what they know; with the idea's own companion beside the hero,
  // nobody else joins them.
  if (taken.approach === 'kind' && world.ownCompanion) after.clues = before.clues + 1;
  else if (taken.approach === 'kind') after.helpers = [...before.helpers, taken.object];
  if (taken.approach === 'own' && taken.object && taken.carries)
    after.items = [...before.items, taken.object];
  const states = [...earlier, after];
  if (followed.size > 2000) followed.clear();
  followed.set(key, states);
  return states;
}
