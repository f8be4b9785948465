// Prints how well the built-in storyteller tells a story, as issue 17's "Done means" measures it:
// over 135 whole stories (every age × genre, varied ideas, every choice of every part tried) it
// counts whether the hero and the idea are kept, whether choices are honoured, how often sentences
// repeat, the reading level per age band, words per part per length, speed, and the gzip size of
// the storyteller's browser chunks in dist/ (run `npx vite build` first for the size).
// Usage: node --import tsx bench/storyteller-quality.ts [--dist DIR]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import {
  AGE_IDS,
  GENRE_SLUGS,
  parseStoryRequest,
  type AgeId,
  type GenreSlug,
  type StoryRequestInput,
} from '../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../supabase/functions/_shared/story-engine/storyteller/index.ts';

interface Idea {
  prompt: string;
  /** The hero the story must keep: named in the prompt or picked as a character. */
  hero: string;
  /** The idea's content nouns; any of them counts as the idea being kept. */
  nouns: string[];
  characters?: StoryRequestInput['characters'];
}

const IDEAS: Idea[] = [
  {
    prompt: 'A brave girl named Zora looks for her lost kite on a windy hill',
    hero: 'Zora',
    nouns: ['kite'],
  },
  {
    prompt: 'An otter called Pip wants to find the way home to the river',
    hero: 'Pip',
    nouns: ['river', 'home'],
  },
  {
    prompt: 'Someone stole the golden trophy from the school hall and Detective Ada must find it',
    hero: 'Ada',
    nouns: ['trophy'],
  },
  {
    prompt: 'A little robot named Bolt dreams of flying to the moon in a cardboard rocket',
    hero: 'Bolt',
    nouns: ['rocket', 'moon'],
  },
  {
    prompt: 'Milo the puppy has lost his favourite red ball in the park',
    hero: 'Milo',
    nouns: ['ball'],
  },
  {
    prompt: 'A girl who finds a map in her attic',
    hero: 'Maya',
    nouns: ['map', 'attic'],
    characters: [{ name: 'Maya', role: 'protagonist' }],
  },
  {
    prompt: 'The lighthouse keeper Tomas cannot sleep because the light keeps going out',
    hero: 'Tomas',
    nouns: ['light', 'lighthouse'],
  },
  {
    prompt: 'A shy dragon wants to make a friend at the village fair',
    hero: 'Ember',
    nouns: ['friend', 'fair'],
    characters: [
      {
        name: 'Ember',
        role: 'protagonist',
        description: 'a shy dragon with green scales',
        traits: ['shy', 'kind'],
      },
    ],
  },
  {
    prompt: 'Why do leaves change colour in autumn? Nia wants to know',
    hero: 'Nia',
    nouns: ['leaves', 'leaf', 'colour', 'autumn'],
  },
  {
    prompt: 'Ravi found a wallet full of money on the bus and has to decide what to do',
    hero: 'Ravi',
    nouns: ['wallet', 'money'],
  },
  {
    prompt: 'A penguin called Waddles opens a pancake shop in the snow',
    hero: 'Waddles',
    nouns: ['pancake', 'shop', 'pancakes'],
  },
  {
    prompt: 'Captain Juno must repair her broken spaceship before the asteroid storm arrives',
    hero: 'Juno',
    nouns: ['spaceship', 'ship'],
  },
  {
    prompt: 'A knight named Elric seeks the lost crown of the mountain kings',
    hero: 'Elric',
    nouns: ['crown'],
  },
  {
    prompt: 'Who took the cookies from the jar in Grandma’s kitchen?',
    hero: 'Lottie',
    nouns: ['cookies', 'cookie', 'jar'],
    characters: [{ name: 'Lottie', role: 'protagonist', traits: ['curious'] }],
  },
  {
    prompt: 'Sami the tortoise wants to win the big race against the hare',
    hero: 'Sami',
    nouns: ['race'],
  },
  {
    prompt: 'A teenage inventor called Priya builds a machine that talks to plants',
    hero: 'Priya',
    nouns: ['machine', 'plants', 'plant'],
  },
  {
    prompt: 'The bakery’s secret recipe book has vanished and Oscar wants it back',
    hero: 'Oscar',
    nouns: ['recipe', 'book'],
  },
  {
    prompt: 'Luna the owl is afraid of the dark and must deliver a letter at midnight',
    hero: 'Luna',
    nouns: ['letter', 'dark'],
  },
  {
    prompt: 'How do volcanoes work? Kofi visits an island to find out',
    hero: 'Kofi',
    nouns: ['volcano', 'volcanoes', 'island'],
  },
  {
    prompt: 'A boy who tells a lie about his broken window',
    hero: 'Felix',
    nouns: ['lie', 'window'],
    characters: [{ name: 'Felix', role: 'protagonist' }],
  },
  {
    prompt: 'Grandpa’s false teeth escape and run around the town',
    hero: 'Grandpa',
    nouns: ['teeth'],
  },
  {
    prompt: 'An old sailor named Marguerite sails in search of a hidden island',
    hero: 'Marguerite',
    nouns: ['island'],
  },
  {
    prompt: 'A princess named Isolde must wake the sleeping forest with a song',
    hero: 'Isolde',
    nouns: ['forest', 'song'],
  },
  {
    prompt: 'A rabbit named Clover wants to find the last carrot in the garden before winter',
    hero: 'Clover',
    nouns: ['carrot', 'garden'],
  },
  {
    prompt:
      'Someone keeps painting the statues blue at night and Inspector Hale wants to catch them',
    hero: 'Hale',
    nouns: ['statues', 'statue', 'paint'],
  },
  {
    prompt: 'Two friends build a raft to cross the great lake',
    hero: 'Jonah',
    nouns: ['raft', 'lake'],
    characters: [
      { name: 'Jonah', role: 'protagonist' },
      { name: 'Bea', role: 'sidekick' },
    ],
  },
  {
    prompt: 'A cat called Biscuit becomes the mayor of a tiny town',
    hero: 'Biscuit',
    nouns: ['mayor', 'town'],
  },
  {
    prompt: 'The astronaut Wen hears a strange signal from beyond the ice moon',
    hero: 'Wen',
    nouns: ['signal', 'moon'],
  },
  {
    prompt: 'A young wizard named Tobin loses his wand before the big exam',
    hero: 'Tobin',
    nouns: ['wand', 'exam'],
  },
  {
    prompt: 'Hazel wants to learn how bees make honey',
    hero: 'Hazel',
    nouns: ['bees', 'bee', 'honey'],
  },
];

const STOP_WORDS = new Set(
  'a an the to of with and for into at on in up her his their my your its our them it out over back down from by as near around through under off onto this that is be all ask try use get go'.split(
    ' ',
  ),
);
const PARTS = 5;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function wordsOf(text: string): string[] {
  return text.match(/[A-Za-z’']+/g) ?? [];
}

function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '');
}

function containsStem(text: string, word: string): boolean {
  const target = stem(word);
  return wordsOf(text).some((token) => stem(token) === target);
}

/** The choice's key word: its last content word, usually the object of its action. */
function keyWord(choice: string): string {
  const words = wordsOf(choice.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  return words[words.length - 1] ?? '';
}

function withoutEcho(text: string, choice: string): string {
  const echo = choice.toLowerCase().replace(/[.!?]+$/, '');
  return sentencesOf(text)
    .filter((sentence) => !sentence.toLowerCase().includes(echo))
    .join(' ');
}

function grade(text: string): number {
  const words = wordsOf(text);
  return fleschKincaid({
    sentence: Math.max(1, sentencesOf(text).length),
    word: words.length,
    syllable: words.reduce((sum, word) => sum + syllable(word), 0),
  });
}

/** Proper names in a text: capitalised words that are not sentence-starting function words. */
const NOT_NAMES = new Set(
  'The A An I It He She They We You His Her Their Our My Your Its Then When But And So As At In On Once One Soon Now There This That These Those What Why How Who Where Which Each Every All Some No Not Yes Just Still After Before While Far Near Up Down Out With Without Over Under By For From Into Onto Only Even Maybe Perhaps Here Later Together Inside Outside Above Below Behind Beside Across Along Around Through Again Suddenly Slowly Quickly Quietly Carefully Finally First Next Last At If Or Nor Yet Because Since Until Though Although Whatever Whoever Somewhere Everyone Everything Nothing Someone Something Mr Mrs Ms Dr Captain Detective Inspector Grandma Grandpa Mum Dad Mom Sir Lady Lord King Queen Prince Princess Moon Earth The End'.split(
    ' ',
  ),
);

function protagonistOf(text: string): string | null {
  const counts = new Map<string, number>();
  for (const token of text.match(/\b[A-Z][a-z]+\b/g) ?? []) {
    if (NOT_NAMES.has(token)) continue;
    counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts)
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  return best;
}

function heroLeads(text: string, hero: string): boolean {
  if (!new RegExp(`\\b${hero}\\b`).test(text)) return false;
  const leader = protagonistOf(text);
  if (leader === null || leader === hero) return true;
  const count = (name: string) => (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length;
  return count(hero) >= count(leader);
}

function tell(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request);
}

function storyId(index: number): string {
  const hex = index.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

interface ToldStory {
  age: AgeId;
  genre: GenreSlug;
  idea: Idea;
  length: 'short' | 'standard' | 'long';
  /** Parts 1..5 and the ending, along the path the bench follows. */
  parts: string[];
  /** For each part with choices: the three continuations and the choices that led to them. */
  branches: { choices: string[]; continuations: string[] }[];
}

let partsTold = 0;
let tellingMs = 0;

function timedTell(input: StoryRequestInput) {
  const start = performance.now();
  const segment = tell(input);
  tellingMs += performance.now() - start;
  partsTold += 1;
  return segment;
}

function tellStory(
  index: number,
  age: AgeId,
  genre: GenreSlug,
  idea: Idea,
  length: ToldStory['length'],
  tryBranches: boolean,
): ToldStory {
  const base: StoryRequestInput = {
    age,
    genre,
    prompt: idea.prompt,
    characters: idea.characters ?? [],
    options: { length, person: 'third', style: 'storybook' },
    story_id: storyId(index),
  };
  const parts: string[] = [];
  const path: string[] = [];
  const branches: ToldStory['branches'] = [];
  let choice = '';
  for (let part = 0; part <= PARTS; part += 1) {
    const request = {
      ...base,
      history: parts.slice(-4),
      choice,
      path,
      finish: part === PARTS,
    } as StoryRequestInput;
    const segment = timedTell(request);
    parts.push(segment.segment_text);
    if (part === PARTS) break;
    if (choice) path.push(choice);
    const picked = (index + part) % 3;
    if (tryBranches && part < PARTS - 1 && segment.choices.length === 3) {
      const continuations = segment.choices.map(
        (option) =>
          timedTell({
            ...base,
            history: parts.slice(-4),
            choice: option,
            path,
          } as StoryRequestInput).segment_text,
      );
      branches.push({ choices: segment.choices, continuations });
    }
    choice = segment.choices[picked] ?? segment.choices[0] ?? 'Keep going';
  }
  return { age, genre, idea, length, parts, branches };
}

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

function p90(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.9 * sorted.length))] ?? Number.NaN;
}

function storytellerChunks(
  dist: string,
): { files: string[]; gzip: number; precached: boolean; separate: boolean } | null {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return null;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /assets\/(index-[^"]+\.js)/.exec(html)?.[1];
  // The storyteller's own chunk names its model; the NLP library's names its tag set.
  const files = readdirSync(assets).filter((file) => {
    if (!file.endsWith('.js')) return false;
    const text = readFileSync(join(assets, file), 'utf8');
    const storyteller =
      text.includes('storycanvas-storyteller') && !text.includes('text/event-stream');
    return storyteller || (text.includes('FirstName') && text.includes('Possessive'));
  });
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    0,
  );
  const sw = existsSync(join(dist, 'sw.js')) ? readFileSync(join(dist, 'sw.js'), 'utf8') : '';
  return {
    files,
    gzip,
    precached: files.every((file) => sw.includes(file)),
    separate: !files.includes(entry ?? ''),
  };
}

const distArgument = process.argv.indexOf('--dist');
const dist = distArgument > 0 ? (process.argv[distArgument + 1] ?? 'dist') : 'dist';

const stories: ToldStory[] = [];
AGE_IDS.forEach((age, ageIndex) =>
  GENRE_SLUGS.forEach((genre, genreIndex) => {
    for (let k = 0; k < 3; k += 1) {
      const index = (ageIndex * GENRE_SLUGS.length + genreIndex) * 3 + k;
      const idea = IDEAS[(index * 7 + k) % IDEAS.length] as Idea;
      stories.push(tellStory(index, age, genre, idea, 'standard', true));
    }
  }),
);
const lengthStories: ToldStory[] = [];
AGE_IDS.forEach((age, ageIndex) =>
  GENRE_SLUGS.forEach((genre, genreIndex) => {
    for (const length of ['short', 'long'] as const) {
      const index =
        1000 + (ageIndex * GENRE_SLUGS.length + genreIndex) * 2 + (length === 'long' ? 1 : 0);
      lengthStories.push(
        tellStory(index, age, genre, IDEAS[index % IDEAS.length] as Idea, length, false),
      );
    }
  }),
);

// Hero kept: the hero leads ≥ 5 of 6 parts.
const heroKept = stories.filter(
  (story) => story.parts.filter((part) => heroLeads(part, story.idea.hero)).length >= PARTS,
).length;
const inventedOther = stories.filter((story) =>
  story.parts.some((part) => {
    const leader = protagonistOf(part);
    return leader !== null && leader !== story.idea.hero && !heroLeads(part, story.idea.hero);
  }),
).length;

// Idea kept: a content noun of the idea in parts 2–6 (together), in every middle part, in the ending.
const hasIdea = (story: ToldStory, text: string) =>
  story.idea.nouns.some((noun) => containsStem(text, noun));
const ideaLater = stories.filter((story) => hasIdea(story, story.parts.slice(1).join(' '))).length;
const ideaEveryMiddle = stories.filter((story) =>
  story.parts.slice(1, PARTS).every((part) => hasIdea(story, part)),
).length;
const ideaEnding = stories.filter((story) => hasIdea(story, story.parts[PARTS] ?? '')).length;

// Choices honoured: the chosen choice's key word in its continuation vs an unchosen sibling's.
let followed = 0;
let siblingFollowed = 0;
let siblingPairs = 0;
let continuations = 0;
let sharedSentences = 0;
let branchSentences = 0;
let allSameOpening = 0;
for (const story of stories)
  for (const branch of story.branches) {
    branch.continuations.forEach((told, index) => {
      // A sentence that only repeats the choice's own words does not count as following it.
      const text = withoutEcho(told, branch.choices[index] ?? '');
      const own = keyWord(branch.choices[index] ?? '');
      continuations += 1;
      if (own && containsStem(text, own)) followed += 1;
      branch.choices.forEach((sibling, siblingIndex) => {
        if (siblingIndex === index) return;
        const key = keyWord(sibling);
        siblingPairs += 1;
        if (key && containsStem(text, key)) siblingFollowed += 1;
      });
    });
    const sets = branch.continuations.map((text) => sentencesOf(text));
    sets.forEach((sentences, index) => {
      const others = new Set(sets.filter((_, other) => other !== index).flat());
      branchSentences += sentences.length;
      sharedSentences += sentences.filter((sentence) => others.has(sentence)).length;
    });
    const firstSentences = new Set(branch.continuations.map((text) => sentencesOf(text)[1] ?? ''));
    if (firstSentences.size === 1) allSameOpening += 1;
  }

// Repetition within a story and across stories (main paths).
let repeatedWithin = 0;
let sentencesTotal = 0;
const storiesBySentence = new Map<string, Set<number>>();
stories.forEach((story, index) => {
  const seen = new Set<string>();
  for (const sentence of story.parts.flatMap(sentencesOf)) {
    sentencesTotal += 1;
    if (seen.has(sentence)) repeatedWithin += 1;
    seen.add(sentence);
    const owners = storiesBySentence.get(sentence) ?? new Set<number>();
    owners.add(index);
    storiesBySentence.set(sentence, owners);
  }
});
let sharedAcross = 0;
let mostShared = ['', 0] as [string, number];
for (const story of stories)
  for (const sentence of story.parts.flatMap(sentencesOf)) {
    const owners = storiesBySentence.get(sentence)?.size ?? 0;
    if (owners > 1) sharedAcross += 1;
    if (owners > mostShared[1]) mostShared = [sentence, owners];
  }

console.log(
  `storyteller quality over ${stories.length} stories (${AGE_IDS.length} ages × ${GENRE_SLUGS.length} genres × 3 ideas from ${IDEAS.length}), ${PARTS} parts + ending each, every choice of parts 1–${PARTS - 1} tried`,
);
console.log(
  `hero kept (leads ≥ ${PARTS} of ${PARTS + 1} parts): ${percent(heroKept, stories.length)} of stories; another protagonist leads a part in ${percent(inventedOther, stories.length)}`,
);
console.log(
  `idea kept: a content noun of the idea in parts 2–6 of ${percent(ideaLater, stories.length)}, in every one of parts 2–${PARTS} of ${percent(ideaEveryMiddle, stories.length)}, in the ending of ${percent(ideaEnding, stories.length)}`,
);
console.log(
  `choices honoured: chosen choice's key word in the next part ${percent(followed, continuations)} vs an unchosen sibling's ${percent(siblingFollowed, siblingPairs)} (${continuations} continuations)`,
);
console.log(
  `sibling continuations share ${percent(sharedSentences, branchSentences)} of their sentences; all three continue with the same sentence in ${percent(allSameOpening, continuations / 3)} of parts`,
);
console.log(
  `repetition: ${percent(repeatedWithin, sentencesTotal)} of sentences repeat within a story; ${percent(sharedAcross, sentencesTotal)} appear in another story (most shared, in ${mostShared[1]} stories: "${mostShared[0]}")`,
);

const grades: string[] = [];
for (const age of AGE_IDS) {
  const values = stories
    .filter((story) => story.age === age)
    .flatMap((story) => story.parts.map(grade));
  grades.push(`${age} mean ${mean(values).toFixed(2)} p90 ${p90(values).toFixed(2)}`);
}
console.log(`Flesch–Kincaid per part: ${grades.join('; ')}`);

const wordsLine: string[] = [];
for (const age of AGE_IDS) {
  const wordsFor = (length: ToldStory['length']) =>
    mean(
      [...stories, ...lengthStories]
        .filter((story) => story.age === age && story.length === length)
        .flatMap((story) => story.parts.slice(0, PARTS).map((part) => wordsOf(part).length)),
    );
  const standard = wordsFor('standard');
  wordsLine.push(
    `${age} short ${wordsFor('short').toFixed(0)} / standard ${standard.toFixed(0)} / long ${wordsFor('long').toFixed(0)} (${(wordsFor('long') / standard).toFixed(2)}×)`,
  );
}
console.log(`words per part (parts 1–${PARTS}): ${wordsLine.join('; ')}`);

// Speed: the whole corpus told again, now warm.
partsTold = 0;
tellingMs = 0;
stories
  .slice(0, 60)
  .forEach((story, index) =>
    tellStory(index, story.age, story.genre, story.idea, 'standard', true),
  );
console.log(
  `speed: ${Math.round((partsTold * 1000) / tellingMs)} parts/s in Node (${partsTold} parts, warm)`,
);

const chunks = storytellerChunks(dist);
if (!chunks) console.log(`size: no build in ${dist}/ (run npx vite build first)`);
else
  console.log(
    `size: storyteller browser chunks ${(chunks.gzip / 1024).toFixed(1)} KB gzip (${chunks.files.join(', ')}); ${chunks.separate ? 'split from the entry chunk' : 'inside the entry chunk'}; ${chunks.precached ? 'precached' : 'NOT precached'}`,
  );
