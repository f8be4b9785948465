// A short, real title from the idea as the storyteller understands it: "Zora and the Lost Kite",
// "The Mystery of the Golden Trophy". Deterministic, and never the idea cut in the middle of a word.
import { GENRES, type GenreSlug } from '../genres.ts';
import type { StoryCharacter } from '../story-request.ts';
import { understandIdea } from './understand-idea.ts';
import { capitalise } from '../../capitalise.ts';

const MAX_TITLE_LENGTH = 60;
const SMALL_WORDS = new Set(
  'a an the and or of in on at to for with by from how why what'.split(' '),
);

export interface TitleSource {
  prompt: string;
  genre: GenreSlug;
  characters?: readonly Pick<StoryCharacter, 'name' | 'role'>[];
}

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word),
    )
    .join(' ');
}

function shorten(text: string): string {
  if (text.length <= MAX_TITLE_LENGTH) return text;
  const cut = text.slice(0, MAX_TITLE_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

export function createStoryTitle({ prompt, genre, characters = [] }: TitleSource): string {
  const idea = understandIdea(prompt.trim());
  const picked = characters.find((character) => character.role === 'protagonist') ?? characters[0];
  const hero = picked?.name ?? idea.heroName;
  const want = idea.want;
  const label = GENRES[genre].label;
  if (want?.question) return shorten(titleCase(want.thing));
  if (want) {
    const thing = titleCase(want.thing.replace(/^(her|his|their|my|your) /, ''));
    if (genre === 'mystery') return shorten(`The Mystery of the ${thing}`);
    return shorten(hero ? `${hero} and the ${thing}` : `The ${thing}`);
  }
  if (hero) return shorten(`${hero}’s ${label} Story`);
  const firstSentence =
    prompt
      .trim()
      .split(/(?<=[.!?])\s/)[0]
      ?.replace(/[.!?]+$/, '') ?? '';
  return firstSentence ? shorten(firstSentence) : `A New ${label} Story`;
}
