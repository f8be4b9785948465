// The storyteller's world for one story: hero, companion, place, goal and the thing they find.
// Seeded only by what stays fixed across a story, so every segment tells of the same world.
import { GENRES, type Genre } from '../genres.ts';
import type { StoryRequest } from '../story-request.ts';
import { createSeededRandom, hashText } from '../../seeded-random.ts';

const HERO_NAMES = [
  'Mia',
  'Leo',
  'Ava',
  'Sam',
  'Nora',
  'Finn',
  'Zara',
  'Theo',
  'Ruby',
  'Kai',
  'Iris',
  'Omar',
];
const COMPANIONS = [
  'a clever fox',
  'a chatty owl',
  'a tiny dragon',
  'a brave little mouse',
  'a kind robot',
  'a sleepy cat',
];
const STOP_WORDS = new Set(
  'about after again also and another any are around because been before being could does each every from have into just like made make many more most much must never only other over should some such than that their them then there these they this those through under very want what when where which while will with would your story tale who whose'.split(
    ' ',
  ),
);

export interface StoryPerson {
  /** Subject form at the start of a sentence: "Mia", "I", "You". */
  subject: string;
  /** Subject form inside a sentence: "Mia", "I", "you". */
  subjectInline: string;
  possessive: string;
  object: string;
  /** "was" or "were" to agree with the subject. */
  was: string;
}

export interface StoryWorld {
  genre: Genre;
  hero: StoryPerson;
  heroName: string;
  heroTraits: string[];
  companion: string;
  place: string;
  nextPlace: string;
  goal: string;
  find: string;
  idea: string;
  keywords: string[];
}

function describePerson(name: string, person: StoryRequest['options']['person']): StoryPerson {
  if (person === 'first')
    return { subject: 'I', subjectInline: 'I', possessive: 'my', object: 'me', was: 'was' };
  if (person === 'second')
    return { subject: 'You', subjectInline: 'you', possessive: 'your', object: 'you', was: 'were' };
  return { subject: name, subjectInline: name, possessive: `${name}’s`, object: name, was: 'was' };
}

export function extractKeywords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, 4);
}

function toIdea(prompt: string): string {
  const firstClause = prompt.trim().split(/(?<=[.!?])\s/)[0] ?? '';
  return firstClause.replace(/[.!?]+$/, '').trim();
}

export function buildStoryWorld(request: StoryRequest): StoryWorld {
  const genre = GENRES[request.genre];
  const worldSeed = hashText(
    JSON.stringify([
      request.age,
      request.genre,
      request.prompt,
      request.starting_point,
      request.characters.map((c) => c.name),
    ]),
  );
  const random = createSeededRandom(worldSeed);
  const protagonist =
    request.characters.find((c) => c.role === 'protagonist') ?? request.characters[0];
  const sidekick = request.characters.find((c) => c !== protagonist);
  const heroName = protagonist?.name ?? random.pick(HERO_NAMES);
  const [place, nextPlace] = random.shuffle(genre.places);
  return {
    genre,
    hero: describePerson(heroName, request.options.person),
    heroName,
    heroTraits: protagonist?.traits ?? [],
    companion: sidekick ? sidekick.name : random.pick(COMPANIONS),
    place: place ?? genre.places[0] ?? 'a faraway place',
    nextPlace: nextPlace ?? place ?? 'a faraway place',
    goal: random.pick(genre.goals),
    find: random.pick(genre.finds),
    idea: toIdea(request.prompt),
    keywords: extractKeywords(`${request.prompt} ${request.starting_point}`),
  };
}
