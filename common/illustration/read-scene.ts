// Reads what a part's picture shows: where it happens, the time of day, the hero and the thing
// that matters. The image prompt is read first and weighs most: the built-in storyteller writes
// into it what it understood of the story ("Mira the girl with the clever fox near the desert
// canyon, about the glowing map"), and an AI's prompt describes its own scene the same way.
import type { AgeId } from '../../supabase/functions/_shared/age-bands.ts';
import type { GenreSlug } from '../../supabase/functions/_shared/story-engine/genres.ts';
import { hashText } from '../../supabase/functions/_shared/seeded-random.ts';
import {
  AMBIGUOUS_WORDS,
  DETERMINERS,
  FIGURES,
  FIGURE_WORDS,
  PLACE_PREPOSITIONS,
  THINGS,
  THING_WORDS,
  TIMES,
  TIME_WORDS,
  placeOfWord,
  type Figure,
  type Place,
  type Thing,
  type TimeOfDay,
} from './picture-words.ts';

export interface SceneInput {
  genre: GenreSlug;
  age: AgeId;
  /** The part's text. */
  text: string;
  /** The part's image prompt, when it has one. */
  imagePrompt?: string | null;
  /** The part's position in its branch (1-based): consecutive parts get different layouts. */
  part?: number;
}

export interface PictureScene {
  place: Place;
  /** The words the part names its place with ("desert canyon"), or the place's own name. */
  placeWords: string;
  time: TimeOfDay;
  hero: Figure;
  heroWord: string;
  heroName: string | null;
  companion: Figure | null;
  /** The words the part names the companion by ("wise badger", "lighthouse keeper"). */
  companionWords: string | null;
  object: Thing;
  objectWord: string;
  /** 0–5: which of three spots the hero stands in, and whether the scenery is mirrored. */
  layout: number;
  seed: number;
}

export const LAYOUTS = 6;

const DEFAULT_PLACE: Record<GenreSlug, Place> = {
  bedtime: 'home',
  'fantasy-magic': 'forest',
  adventure: 'jungle',
  mystery: 'city',
  'sci-fi': 'space',
  educational: 'meadow',
  values: 'meadow',
  silly: 'village',
  'epic-fantasy': 'castle',
};
const DEFAULT_THING: Record<GenreSlug, Thing> = {
  bedtime: 'star',
  'fantasy-magic': 'wand',
  adventure: 'compass',
  mystery: 'letter',
  'sci-fi': 'rocket',
  educational: 'book',
  values: 'ball',
  silly: 'balloon',
  'epic-fantasy': 'crown',
};
const NOT_NAMES = new Set(
  'the then when and but so now suddenly after before soon later finally meanwhile there here once one every all just even still far with near into inside behind across past this that'.split(
    ' ',
  ),
);
const NOT_MODIFIERS = new Set([
  ...DETERMINERS,
  ...PLACE_PREPOSITIONS,
  ...'of and or for every each some another any'.split(' '),
]);

interface Token {
  word: string;
  text: string;
  /** The image prompt's words count more than the part's. */
  weight: number;
}

function tokenize(text: string, weight: number): Token[] {
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).map((raw) => {
    const clean = raw.replace(/['’]s$/, '').replace(/['’-]/g, '');
    return { word: clean.toLowerCase(), text: clean, weight };
  });
}

function stands(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.word ?? '';
  if (!AMBIGUOUS_WORDS.has(word)) return true;
  return [1, 2].some((back) => DETERMINERS.has(tokens[index - back]?.word ?? ''));
}

function scorePlaces(
  tokens: readonly Token[],
  heroName: string | null,
): Map<Place, { score: number; best: number; words: string }> {
  const scores = new Map<Place, { score: number; best: number; words: string }>();
  tokens.forEach((token, index) => {
    const before = tokens[index - 1]?.word ?? '';
    const place = placeOfWord(token.word, before);
    if (!place || !stands(tokens, index) || token.text === heroName) return;
    // In "desert canyon" or "ice kingdom" the last word names the place; the first describes it.
    if (placeOfWord(tokens[index + 1]?.word ?? '')) return;
    const placed = [1, 2, 3].some((back) =>
      PLACE_PREPOSITIONS.has(tokens[index - back]?.word ?? ''),
    );
    const modifier = before.length > 2 && !NOT_MODIFIERS.has(before) ? `${before} ` : '';
    const score = placed ? 3 : 1;
    const known = scores.get(place);
    // The place keeps the words of its strongest mention: "in the little village", not "every cottage".
    if (!known) scores.set(place, { score, best: score, words: `${modifier}${token.word}` });
    else {
      known.score += score;
      if (score > known.best)
        Object.assign(known, { best: score, words: `${modifier}${token.word}` });
    }
  });
  return scores;
}

/** The image prompt says where the scene is when it names a place; the part's words otherwise. */
function readPlace(
  prompt: readonly Token[],
  text: readonly Token[],
  genre: GenreSlug,
  heroName: string | null,
): { place: Place; words: string } {
  for (const tokens of [prompt, text]) {
    const [best] = [...scorePlaces(tokens, heroName).entries()].sort(
      (a, b) => b[1].score - a[1].score,
    );
    if (best) return { place: best[0], words: best[1].words };
  }
  const place = DEFAULT_PLACE[genre];
  return { place, words: place === 'home' ? 'bedroom' : place };
}

function readTime(tokens: readonly Token[], genre: GenreSlug): TimeOfDay {
  const counts = TIMES.map((time) => ({
    time,
    count: tokens.filter((token) => TIME_WORDS[time].includes(token.word)).length,
  })).filter((entry) => entry.count > 0);
  const [most] = counts.sort((a, b) => b.count - a.count);
  return most?.time ?? (genre === 'bedtime' ? 'night' : 'day');
}

function figureOf(word: string): Figure | null {
  return FIGURES.find((figure) => FIGURE_WORDS[figure].includes(word)) ?? null;
}

/** A figure's noun with the words before it, back to its article: "the lighthouse keeper". */
function namedBy(tokens: readonly Token[], noun: Token): string {
  const at = tokens.indexOf(noun);
  let start = at;
  while (start > at - 3 && start > 0 && !NOT_MODIFIERS.has(tokens[start - 1]?.word ?? ''))
    start -= 1;
  return tokens
    .slice(start, at + 1)
    .map((token) => token.word)
    .join(' ');
}

function readHero(
  prompt: readonly Token[],
  text: readonly Token[],
): Pick<PictureScene, 'hero' | 'heroWord' | 'heroName' | 'companion' | 'companionWords'> {
  const named = [...prompt, ...text].findIndex(
    (token, index, all) =>
      /^[A-Z]/.test(token.text) &&
      !NOT_NAMES.has(token.word) &&
      all[index + 1]?.word === 'the' &&
      [all[index + 2], all[index + 3]].some((next) => next && figureOf(next.word)),
  );
  const all = [...prompt, ...text];
  const nameToken = named >= 0 ? all[named] : undefined;
  const kinds = (named >= 0 ? all.slice(named) : all)
    // In "the dragon spire" the figure word only describes a place.
    .map((token, index, list) => ({
      token,
      figure: placeOfWord(list[index + 1]?.word ?? '') ? null : figureOf(token.word),
    }))
    .filter((entry): entry is { token: Token; figure: Figure } => entry.figure !== null);
  // Whoever the image prompt puts "with" a named hero is not the hero, even when the hero's own
  // kind is not a figure ("Finn the someone with the nervous caretaker").
  const withAt = prompt.findIndex((token) => token.word === 'with');
  const namesHero = prompt
    .slice(0, Math.max(0, withAt))
    .some(
      (token, index, before) =>
        /^[A-Z]/.test(token.text) &&
        !NOT_NAMES.has(token.word) &&
        before[index + 1]?.word === 'the',
    );
  const isAlongside = (token: Token) => namesHero && prompt.indexOf(token) > withAt;
  const hero = kinds.find((entry) => !isAlongside(entry.token));
  // The image prompt names who is with the hero in this part ("Mira the girl with the wise
  // badger"): the first other figure it names, even one of the hero's own kind.
  const companion = kinds.find(
    (entry) => entry.token.weight > 1 && entry !== hero && entry.token.word !== hero?.token.word,
  );
  return {
    hero: hero?.figure ?? 'child',
    heroWord: hero?.token.word ?? 'child',
    heroName: nameToken?.text ?? null,
    companion: companion?.figure ?? null,
    companionWords: companion ? namedBy(prompt, companion.token) : null,
  };
}

function readThing(
  tokens: readonly Token[],
  genre: GenreSlug,
): Pick<PictureScene, 'object' | 'objectWord'> {
  const scores = new Map<Thing, { score: number; word: string }>();
  tokens.forEach((token, index) => {
    const thing = THINGS.find((candidate) => THING_WORDS[candidate].includes(token.word));
    if (!thing || !stands(tokens, index)) return;
    // "About the glowing map" is what the whole story is after; the part's own action comes first.
    const about = tokens[index - 2]?.word === 'about' || tokens[index - 3]?.word === 'about';
    const known = scores.get(thing);
    const score = token.weight * (about ? 0.5 : 1);
    if (known) known.score += score;
    else scores.set(thing, { score, word: token.word.replace(/s$/, '') });
  });
  const [best] = [...scores.entries()].sort((a, b) => b[1].score - a[1].score);
  if (best) return { object: best[0], objectWord: best[1].word };
  return { object: DEFAULT_THING[genre], objectWord: DEFAULT_THING[genre] };
}

export function readScene(input: SceneInput): PictureScene {
  const prompt = tokenize(input.imagePrompt ?? '', 4);
  const text = tokenize(input.text, 1);
  const tokens = [...prompt, ...text];
  // A part's first sentence says what happens in it: the thing it names there is the one drawn.
  const [opening = '', ...rest] = input.text.split(/(?<=[.!?])\s+/);
  const hero = readHero(prompt, text);
  const { place, words } = readPlace(prompt, text, input.genre, hero.heroName);
  const seed = hashText(
    `${input.genre}|${input.age}|${input.imagePrompt ?? ''}|${input.text}|${input.part ?? 0}`,
  );
  // Consecutive parts step through the layouts, so neighbours never share one.
  const layout =
    input.part === undefined
      ? seed % LAYOUTS
      : (hashText(`${input.genre}|${input.age}`) + input.part) % LAYOUTS;
  return {
    place,
    placeWords: words,
    time: readTime(tokens, input.genre),
    ...hero,
    ...readThing([...prompt, ...tokenize(opening, 4), ...tokenize(rest.join(' '), 1)], input.genre),
    layout,
    seed,
  };
}
