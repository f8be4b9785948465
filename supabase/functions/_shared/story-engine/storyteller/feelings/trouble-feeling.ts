// The feelings story of an idea about the hero's own trouble with someone (`idea/find-trouble.ts`):
// the shape for its kind, told with the idea's own words, so that the brothers forgive each other,
// the boaster learns, the shy child joins in and the hero who must tell his dad tells him.
import type { IdeaTrouble, TroubleKind } from '../idea/find-trouble.ts';
import type { IdeaWant } from '../idea/story-idea.ts';
import { toPastTense, withArticle } from '../read-english.ts';
import type { FeelingBeats, FeelingShape, FeelingWords } from './feeling-shape.ts';
import { OWNER, shortOf, type FeelingIdea } from './read-feeling.ts';
import type { StoryCompanion } from '../companion-of.ts';
import { FORGIVE } from './forgive-shape.ts';
import { BRAVE_STEP } from './brave-step-shape.ts';
import { BOAST } from './boast-shape.ts';
import { SHY } from './shy-shape.ts';

const SHAPES: Record<TroubleKind, FeelingShape> = {
  forgive: FORGIVE,
  brave: BRAVE_STEP,
  boast: BOAST,
  shy: SHY,
};

/**
 * A line that needs a word the idea did not give is left out, never told with a gap. When the one
 * the trouble is with comes along, the lines name them as the companion, so the story meets them
 * once ("his cousin Piotr") and calls them by name after.
 */
function toldBeats(beats: FeelingBeats, words: FeelingWords, comes: boolean): FeelingBeats {
  const gaps = (Object.keys(words) as (keyof FeelingWords)[]).filter((key) => words[key] === '');
  const keep = (lines: readonly string[]) =>
    lines
      .filter((line) => !gaps.some((key) => line.toLowerCase().includes(`{${key.toLowerCase()}}`)))
      .map((line) => (comes ? line.replace(/\{(o)ther(?:Short)?\}/gi, '{$1comp}') : line))
      .map((line) => line.replace(/\{ocomp\}/g, '{comp}').replace(/\{Ocomp\}/g, '{Comp}'));
  return {
    moment: keep(beats.moment),
    tryIt: keep(beats.tryIt),
    setback: keep(beats.setback),
    talk: keep(beats.talk),
    almost: keep(beats.almost),
    change: keep(beats.change),
  };
}

export function troubleFeeling(
  trouble: IdeaTrouble,
  want: IdeaWant | null,
  possessive: string,
  comes: boolean,
): FeelingIdea {
  const shape = SHAPES[trouble.kind];
  const own = (text: string) =>
    text.replace(OWNER, `${possessive} `).replace(/\{his\}/g, possessive);
  const other = own(trouble.other ?? shape.defaults.other);
  const parts = other.split(' ');
  const last = parts[parts.length - 1] ?? other;
  // "his grown-up daughter Lejla" is Lejla once met; "his older brother", his brother.
  const named = /^\p{Lu}/u.test(last);
  const otherShort = named ? last : shortOf(other);
  const otherHead = named ? (parts[parts.length - 2] ?? last) : last;
  // "his dad" is who it is with; the one the hero talks it over with is someone else.
  const listener = own(shape.defaults.listener).endsWith(` ${otherHead}`)
    ? 'Grandma'
    : own(shape.defaults.listener);
  const step = own(trouble.step ?? '');
  const [verb = '', ...rest] = step.split(' ');
  const game = want && /^(win|play)\b/.test(want.verb) ? want.thing : shape.defaults.eventA;
  const words: FeelingWords = {
    other,
    otherShort,
    otherHead,
    listener,
    eventA: trouble.kind === 'boast' ? game : shape.defaults.eventA,
    eventB: shape.defaults.eventB,
    venue: trouble.venue ?? shape.defaults.venue,
    step,
    stepDone: verb ? [toPastTense(verb), ...rest].join(' ') : '',
    dream: own(trouble.dream ?? ''),
  };
  const stepWant = verb ? { verb, thing: rest.join(' '), noun: rest.at(-1) ?? verb } : null;
  return {
    shape: {
      ...shape,
      want: stepWant ?? shape.want,
      young: toldBeats(shape.young, words, comes),
      older: toldBeats(shape.older, words, comes),
    },
    words,
    ...(comes && shape.apartUntil !== undefined ? { apartUntil: shape.apartUntil } : {}),
  };
}

/**
 * "scared to say sorry to his friend Lani": the one the trouble is with comes along, met as the
 * idea names them, when the idea names no other companion; never a friend the story invents.
 */
export function troubleCompanion({ other, otherShort }: FeelingWords): StoryCompanion {
  const [owner = '', ...rest] = other.split(' ');
  if (/^(his|her|their|my|your)$/.test(owner))
    return { companion: otherShort, companionIntro: { words: rest.join(' '), owned: true } };
  // "broke the mole's flowerpot": the story has not met the mole yet, so brings in "a mole".
  const unmet = owner === 'the' && rest.length > 0 && !rest.some((word) => /['’]s$/.test(word));
  return {
    companion: otherShort,
    companionIntro: { words: unmet ? withArticle(rest.join(' ')) : other, owned: false },
  };
}
