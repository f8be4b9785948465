// Who the idea says did it, when it gives the answer away: "it was the art teacher Mr Vale",
// "find out the caretaker Mr Finch let him out", "it's the keeper's nephew Jonah doing it",
// "she traces them to the retired postman, Walter", "the conductor did it", "the vicar turns out to
// be the thief", and, when the idea says no more, whom it suspects: "the housekeeper seems
// suspicious". A mystery's ending names them.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { reasonAfter } from './reason-after.ts';
import { isNoun } from './idea-words.ts';

export interface IdeaReveal {
  /** Who did it, in the idea's own words: "the art teacher Mr Vale", "Rolo the dog". */
  who: string;
  /** What they did, when the idea tells it in the past: "let him out to play". */
  deed: string | null;
  /** Why, when the idea says: "could not stand the practising" from "cos he cant stand it". */
  why: string | null;
  /** The family's own pet or kin, "our dog Pepper", who may also go along with the hero. */
  own: boolean;
  /** Where the idea names them: the index of their first word, and just past their last. */
  start: number;
  end: number;
}

/** Words after which the idea names who did it. */
const MARKERS = [
  ['it', 'was'],
  ['it', 'is'],
  ['it', "'s"],
  ['it', '’s'],
  ['its'],
  ["it's"],
  ['it’s'],
  ['turns', 'out'],
  ['turned', 'out'],
  ['find', 'out'],
  ['finds', 'out'],
  ['found', 'out'],
  ['figure', 'out'],
  ['figures', 'out'],
  ['figured', 'out'],
  ['work', 'out'],
  ['works', 'out'],
  ['worked', 'out'],
  ['culprit', 'is'],
  ['culprit', 'was'],
  ['thief', 'is'],
  ['thief', 'was'],
  ['traces', 'them', 'to'],
  ['traces', 'it', 'to'],
  ['trace', 'them', 'to'],
  ['trace', 'it', 'to'],
  ['track', 'them', 'down', 'to'],
];

/** Words after which the idea names whom it suspects, read only when it names no answer. */
const SUSPICIONS = [['suspects'], ['suspect'], ['suspicious', 'of']];

/** Where a culprit's words stop: what they did, the idea's next clause, or "herself". */
const STOPS = new Set(
  'doing did who that all and but because when while so with had has was is herself himself themselves itself'.split(
    ' ',
  ),
);

/** "Thabo thinks it's a ghost", "everyone says it was the cat": a guess, not the answer. */
const GUESSES = new Set(
  'think thinks thought believe believes believed guess guesses suspect suspects say says said'.split(
    ' ',
  ),
);

/** "turns out to have been taken by the art teacher": the passive's "by" names who did it. */
function afterPassiveBy(words: readonly TaggedWord[], start: number): number {
  let at = start;
  while (/^(to|have|has|had|be|been)$/.test(words[at]?.normal ?? '') && at < start + 3) at += 1;
  if (at === start || (!words[at]?.tags.has('Participle') && !words[at]?.tags.has('PastTense')))
    return start;
  return words[at + 1]?.normal === 'by' ? at + 2 : start;
}

function markerEnd(
  words: readonly TaggedWord[],
  index: number,
  markers: readonly (readonly string[])[] = MARKERS,
): number | null {
  for (const marker of markers) {
    if (marker.every((part, offset) => words[index + offset]?.text.toLowerCase() === part))
      return index + marker.length;
  }
  return null;
}

const at = (words: readonly TaggedWord[], index: number, pattern: RegExp) =>
  pattern.test(words[index]?.text.toLowerCase() ?? '');
const TAKEN = new Set('take steal eat hide snatch pinch grab nibble swap break'.split(' '));
const GUILTY = /^(thief|culprit|villain|one)$/;

/**
 * How many words at `index` say that whoever was just named did it: "did it", "took them",
 * "is the one", "turns out to be the thief"; with `weak`, "seems suspicious". Zero when none do.
 */
function ownsUpAt(words: readonly TaggedWord[], index: number, weak: boolean): number {
  const word = words[index];
  if (!word?.tags.has('Verb')) return 0;
  if (weak)
    return /^(seem|look|act)$/.test(toInfinitive(word.normal, word.tags)) &&
      at(words, index + 1, /^suspicious/)
      ? 2
      : 0;
  const pronounNext = at(words, index + 1, /^(it|them|this|that)\b/);
  if (word.normal === 'did' || word.normal === 'done') return pronounNext ? 2 : 0;
  if (TAKEN.has(toInfinitive(word.normal, word.tags)) && word.tags.has('PastTense'))
    return pronounNext ? 2 : 0;
  if (/^(is|was)$/.test(word.normal) && at(words, index + 1, /^the$/)) {
    const guilty = words[index + 2]?.normal ?? '';
    return GUILTY.test(guilty) ? 3 : 0;
  }
  const turns = /^(turns|turned)$/.test(word.normal) && at(words, index + 1, /^out$/);
  return turns &&
    at(words, index + 2, /^to$/) &&
    at(words, index + 3, /^be$/) &&
    at(words, index + 4, /^the$/) &&
    GUILTY.test(words[index + 5]?.normal ?? '')
    ? 6
    : 0;
}

/** The noun phrase that ends just before `index`: "the dog Pepper", "Ravi's twin Anika". */
function subjectBefore(words: readonly TaggedWord[], index: number): number | null {
  let start = index;
  while (start > 0) {
    const word = words[start - 1] as TaggedWord;
    // "the melting snowmen: Ada's cousin Rufus": a colon ends what came before as surely as a full stop.
    const after = 'after' in word ? String(word.after) : '';
    if (word.sentence !== words[index]?.sentence || word.text === '' || /[.;:!?]/.test(after))
      break;
    const inPhrase =
      (isNoun(word) && !word.tags.has('Pronoun')) ||
      word.tags.has('Determiner') ||
      word.tags.has('Adjective') ||
      (word.tags.has('Possessive') && !word.tags.has('Verb'));
    if (!inPhrase || word.normal === 'and' || word.normal === 'but') break;
    start -= 1;
  }
  const head = words[index - 1];
  return start < index && head && isNoun(head) && !head.tags.has('Pronoun') ? start : null;
}

/** The culprit the idea names, in its own words from `start`; null when they are nobody. */
function revealAt(
  words: readonly TaggedWord[],
  start: number,
  heroIndex: number | null,
  until = words.length,
  sure = false,
): IdeaReveal | null {
  const first = words[start];
  // "find out who did it" names nobody yet; "finds out her cat can talk" names no culprit.
  if (!first || /^(who|what|which|why|how|if|whether)$/.test(first.normal)) return null;
  // "it was our dog Pepper": a pet's owner may name it; "finds out her cat can talk" is no answer.
  const ownerWord = /^(our|my|your|his|her|their|its)$/.test(first.normal);
  // After "it was", "her own little brother" is the answer too.
  let head = start + 1;
  while (
    sure &&
    head < start + 4 &&
    /^(own|little|big|baby|older|younger|naughty)$/.test(words[head]?.normal ?? '')
  )
    head += 1;
  const owned =
    ownerWord &&
    ((sure && isNoun(words[head] ?? first)) ||
      (isNoun(words[start + 1] ?? first) && isNoun(words[start + 2] ?? first)));
  if ((first.tags.has('Pronoun') || ownerWord) && !owned) return null;
  // "find out before Monday", "learns it's ok to lose": a time or a state is no one.
  if (['Date', 'Preposition', 'Conjunction'].some((tag) => first.tags.has(tag))) return null;
  const describes = ['Adverb', 'Adjective', 'Verb'].some((tag) => first.tags.has(tag));
  if (describes && !words[start + 1]?.tags.has('Noun')) return null;
  const told: string[] = [];
  let end = start;
  while (end < until) {
    const word = words[end] as TaggedWord;
    if (end > start && (STOPS.has(word.normal) || word.tags.has('Verb'))) break;
    if (word.sentence !== first.sentence) break;
    told.push(word.text.replace(/[,!?.;:]+$/, ''));
    end += 1;
    if (/[!?.;]$/.test(word.text)) break;
    // "it was his baby sister efua, she had jam all over her face": a comma before what someone
    // did ends who it was; "the caretaker, Mr Oduya," goes on to his name.
    if (
      'after' in word &&
      /^\s*,/.test(String(word.after)) &&
      words[end]?.tags.has('Pronoun') === true
    )
      break;
  }
  // The story tells of the pet as "the dog Pepper", never as the narrator's own.
  if (owned) told[0] = /^(our|my|your)$/.test(first.normal) ? 'the' : first.normal;
  const who = told.join(' ').trim();
  // "Ravi's twin Anika" is not Ravi; "Ravi" alone is the hero.
  const hero = heroIndex === null ? undefined : words[heroIndex];
  const isHero =
    hero !== undefined &&
    heroIndex !== null &&
    heroIndex >= start &&
    heroIndex < end &&
    !hero.tags.has('Possessive');
  if (!who || isHero) return null;
  // "it was the caretaker who left the cage open": what they did follows "who" too.
  const from =
    words[end]?.normal === 'who' && words[end + 1]?.tags.has('PastTense') ? end + 1 : end;
  const next = words[from];
  // "Mr Finch let him out to play": what they did, told in the past ("doing it" tells nothing).
  // "the conductor did it" tells no more than who.
  const deed =
    next &&
    ownsUpAt(words, from, false) === 0 &&
    next.tags.has('Verb') &&
    !next.tags.has('Gerund') &&
    !next.tags.has('Auxiliary') &&
    next.sentence === first.sentence
      ? words
          .slice(from)
          .filter((word) => word.sentence === first.sentence)
          .map((word) => word.text.replace(/[,!?.;:]+$/, ''))
          .join(' ')
      : null;
  return {
    who: /^(a|an|the)$/i.test(told[0] ?? '')
      ? who.replace(/^\w+/, (article) => article.toLowerCase())
      : who,
    deed,
    why: deed ? null : reasonAfter(words, end),
    own: owned,
    start,
    end,
  };
}

/** The reveal at `index`: after a marker ("it was"), or just before what gives them away. */
function revealNear(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null,
  weak: boolean,
): IdeaReveal | null {
  const owning = ownsUpAt(words, index, weak);
  const subject = owning > 0 ? subjectBefore(words, index) : null;
  if (subject !== null && !GUESSES.has(words[subject - 1]?.normal ?? '')) {
    const found = revealAt(words, subject, heroIndex, index);
    if (found) return { ...found, deed: null, why: null };
  }
  // "return the wallet to its owner": after a preposition or a verb, "its" is whose, not "it's".
  const possessive =
    words[index]?.text.toLowerCase() === 'its' &&
    (words[index - 1]?.tags.has('Preposition') === true ||
      words[index - 1]?.tags.has('Verb') === true);
  // "cos its lambing season": what it is, given as a reason, names no one; nor "its callum's
  // birthday party", "its a teen mystery set at a lighthouse", where the idea opens on its scene.
  if (/^(because|since|as)$/.test(words[index - 1]?.normal ?? '')) return null;
  if (index === 0 && /^(its|it's|it’s)$/.test(words[0]?.text.toLowerCase() ?? '')) return null;
  let start = possessive ? null : markerEnd(words, index, weak ? SUSPICIONS : MARKERS);
  if (start === null || GUESSES.has(words[index - 1]?.normal ?? '')) return null;
  // "find out who it is, my son wants a hideout": "who it is" asks, and what follows the comma is
  // the teller's, not the answer.
  const asking = words[index - 1];
  if (
    /^(who|what|whoever|whatever)$/.test(asking?.normal ?? '') &&
    /^\s*$/.test(String((asking as { after?: string } | undefined)?.after ?? ''))
  )
    return null;
  // "the head girl is suspect number one": after "is", "suspect" is what she is, not who is suspected.
  if (weak && /^(is|was|are|were)$/.test(words[index - 1]?.normal ?? '')) return null;
  const sure = /^(it|its|it's|it’s|culprit|thief)$/.test(words[index]?.text.toLowerCase() ?? '');
  if (words[start]?.normal === 'that') start += 1;
  if (words[start]?.normal === 'to' && words[start + 1]?.normal === 'be') start += 2;
  // "find out it's the keeper's nephew": the answer follows the second marker.
  start = markerEnd(words, start) ?? start;
  // "it's" is read as "it" and a silent "is".
  while (words[start]?.text === '') start += 1;
  start = afterPassiveBy(words, start);
  return revealAt(words, start, heroIndex, words.length, sure);
}

/**
 * "the till is short. (her cat has been batting the coins under the fridge)": a bracket that opens
 * on someone who did or has been doing something gives the answer away, as an aside to the teller.
 * "(his dog helps)" tells no deed.
 */
function bracketReveal(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null,
): IdeaReveal | null {
  const before = words[index - 1];
  if (!before || !String('after' in before ? before.after : '').includes('(')) return null;
  let verb = index + 1;
  while (verb < index + 5 && words[verb] && !words[verb]?.tags.has('Verb')) verb += 1;
  const first = words[verb];
  if (!first || first.sentence !== words[index]?.sentence) return null;
  const next = words[verb + 1];
  const deed =
    (first.tags.has('PastTense') && !first.tags.has('Auxiliary') && !first.tags.has('Copula')) ||
    (/^(has|had|was|were)$/.test(first.normal) &&
      !!(next?.normal === 'been' ? words[verb + 2] : next)?.tags.has('Gerund'));
  return deed ? revealAt(words, index, heroIndex, verb, true) : null;
}

/**
 * The culprit the idea names, if it names one ("it was", "find out", "traces them to", "did it");
 * else the one it suspects.
 */
export function findReveal(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaReveal | null {
  for (const weak of [false, true])
    for (let index = 0; index < words.length; index += 1) {
      const found =
        revealNear(words, index, heroIndex, weak) ??
        (weak ? null : bracketReveal(words, index, heroIndex));
      if (found) return found;
    }
  return null;
}
