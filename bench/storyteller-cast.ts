// Prints whether the built-in storyteller keeps the idea's cast, as issue 29's "Done means" measures
// it: the idea's hero keeps their name, the companion named with the hero appears in at least 4 of the 6 parts, no invented companion
// stands in for it, nobody acts before being introduced, a mystery's ending never names the hero as
// the culprit, and a detective wants to find out, return or fix. Told over the tuning ideas (the
// corpus of bench/storyteller-quality.ts and the cast ideas), apart over the typed ideas (the first
// holdout, tuned on since its figures were reported) and, apart, over the holdout ideas when
// tests/corpora/storyteller/holdout/ideas.json is there.
// Usage: node --import tsx bench/storyteller-cast.ts [--print N] [--misses] [--unmet] [--third]
//   [--typed] (the typed ideas and the holdout only) [--every N] (every Nth idea of each set)
import {
  AGE_IDS,
  GENRE_SLUGS,
  parseStoryRequest,
  type AgeId,
  type GenreSlug,
} from '../supabase/functions/_shared/story-engine/index.ts';
import {
  buildStoryWorld,
  type StoryWorld,
} from '../supabase/functions/_shared/story-engine/storyteller/build-story-world.ts';
import { HERO_NAMES } from '../supabase/functions/_shared/story-engine/storyteller/hero-names.ts';
import { SETTING_WORDS } from '../supabase/functions/_shared/story-engine/storyteller/setting-words.ts';
import { YOUNG_SETTING_WORDS } from '../supabase/functions/_shared/story-engine/storyteller/young-setting-words.ts';
import {
  CAST_IDEAS,
  STORY_IDEAS,
  TYPED_IDEAS,
  readHoldoutIdeas,
  type StoryIdea,
} from '../tests/corpora/storyteller/index.ts';
import { PARTS, tellStory, type ToldStory } from './storyteller-corpus.ts';
import { blamesHero, endingCulprit } from './storyteller-ending-culprit.ts';
import { kindOfHero, toldAsKind } from './storyteller-hero-kind.ts';
import { introduces } from './storyteller-introduces.ts';
import { containsStem, sentencesOf } from './storyteller-text.ts';

const everyArgument = process.argv.indexOf('--every');
/** "--every 3" tells every third idea of each set, for a quick figure while iterating. */
const every = everyArgument > 0 ? Math.max(1, Number(process.argv[everyArgument + 1] ?? 1)) : 1;

interface CastStory {
  story: ToldStory;
  world: StoryWorld;
  mystery: boolean;
}

/** One story per idea at its own age and genre; an idea written for none is told at every age. */
function tellIdeas(ideas: readonly StoryIdea[], firstIndex: number): CastStory[] {
  return ideas.flatMap((idea, ideaIndex) => {
    // A slice keeps each idea's story ids, so its stories are the full run's own.
    if (ideaIndex % every !== 0) return [];
    const settings: [AgeId, GenreSlug][] =
      idea.age && idea.genre
        ? [[idea.age, idea.genre]]
        : AGE_IDS.map((age, ageIndex) => [
            age,
            idea.genre ??
              (idea.mystery
                ? 'mystery'
                : (GENRE_SLUGS[(ideaIndex + ageIndex) % GENRE_SLUGS.length] as GenreSlug)),
          ]);
    return settings.map(([age, genre], settingIndex) => {
      const index = firstIndex + ideaIndex * AGE_IDS.length + settingIndex;
      const story = tellStory(index, age, genre, idea, 'standard', false);
      const parsed = parseStoryRequest({
        age,
        genre,
        prompt: idea.prompt,
        characters: idea.characters ?? [],
        options: { length: 'standard', person: 'third', style: 'storybook' },
        story_id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
      });
      if (!parsed.ok) throw new Error(parsed.message);
      return { story, world: buildStoryWorld(parsed.request), mystery: genre === 'mystery' };
    });
  });
}

/** The word a text uses for a character: a name, or the last word of "a clever dog". */
const headOf = (character: string) => character.replace(/[.,]$/, '').split(' ').pop() ?? '';

/**
 * The words a story calls each companion by: the idea's ("puppy", "Hana"), else the one the
 * storyteller gave the hero, without its article ("tiny night owl", so "Luna the owl" is not it).
 */
function companionsOf(cast: CastStory): string[] {
  const named = cast.story.idea.companions ?? [];
  return named.length > 0 ? named : [cast.world.companion.replace(/^(the|a|an) /, '')];
}

/** The companion's first mention in the story, when it is not an introduction. */
function actsUnmet(cast: CastStory): string | null {
  const sentences = cast.story.parts.flatMap(sentencesOf);
  for (const companion of companionsOf(cast)) {
    const words = companion.split(' ');
    const head = words.pop() ?? '';
    const mentions = (sentence: string) =>
      containsStem(sentence, head) &&
      (words.length === 0 || sentence.toLowerCase().includes(companion.toLowerCase()));
    const first = sentences.find(mentions);
    if (first && !introduces(first, head)) return first;
  }
  return null;
}

const INVENTED = [
  ...Object.values(SETTING_WORDS).flatMap((words) => words.companions),
  ...Object.values(YOUNG_SETTING_WORDS).flatMap((words) => words?.companions ?? []),
].map((companion) => companion.replace(/^(a|an) /, ''));

/** An invented companion told in a story whose idea named its own. */
function inventedCompanion(cast: CastStory): string | null {
  if (!cast.story.idea.companions?.length) return null;
  // What a character says ("What would a good friend do?") brings no one in.
  const text = cast.story.parts
    .join(' ')
    .replace(/"[^"]*"/g, '')
    .toLowerCase();
  const prompt = cast.story.idea.prompt.toLowerCase();
  return (
    INVENTED.find((companion) => text.includes(companion) && !prompt.includes(companion)) ?? null
  );
}

/** A sentence in which the hero sets out to do the culprit's deed: "Agatha would swap the labels". */
function heroDoesDeed(cast: CastStory): string | null {
  const deed = cast.world.want.verb;
  if (!cast.mystery || /^(find|return|fix|solve|catch|unmask)\b/.test(deed)) return null;
  return `wants to ${deed} ${cast.world.want.thing}`;
}

function rate<T>(items: readonly T[], passes: (item: T) => boolean): string {
  const passed = items.filter(passes).length;
  return `${passed}/${items.length} (${((100 * passed) / Math.max(1, items.length)).toFixed(1)}%)`;
}

function report(label: string, stories: readonly CastStory[], printCount: number) {
  const withCompanion = stories.filter((cast) => (cast.story.idea.companions ?? []).length > 0);
  const partsWith = (cast: CastStory, words: readonly string[]) =>
    cast.story.parts.filter((part) => words.some((word) => containsStem(part, headOf(word))))
      .length;
  const kept = (cast: CastStory) =>
    (cast.story.idea.companions ?? []).every((word) => partsWith(cast, [word]) >= 4);
  if (process.argv.includes('--misses'))
    for (const cast of withCompanion.filter((story) => !kept(story)))
      console.log(
        `  missed: ${cast.story.idea.prompt} (${(cast.story.idea.companions ?? []).map((word) => `${word} ${partsWith(cast, [word])}/6`).join(', ')}; told as "${cast.world.companion}")`,
      );
  const unmet = stories.map(actsUnmet).filter((sentence) => sentence !== null);
  if (process.argv.includes('--unmet'))
    for (const cast of stories) {
      const sentence = actsUnmet(cast);
      if (sentence) console.log(`  unmet: ${sentence} (in ${cast.story.idea.prompt})`);
    }
  const invented = withCompanion.map(inventedCompanion).filter((found) => found !== null);
  if (process.argv.includes('--misses'))
    for (const cast of withCompanion.filter((story) => inventedCompanion(story) !== null))
      console.log(`  invented: ${inventedCompanion(cast)} in ${cast.story.idea.prompt}`);
  const mysteries = stories.filter((cast) => cast.mystery);
  const heroCulprit = mysteries.filter((cast) =>
    blamesHero(endingCulprit(cast.story.parts[PARTS] ?? '') ?? '', cast.world.heroName),
  );
  const deeds = mysteries.map(heroDoesDeed).filter((deed) => deed !== null);
  const ideaCulprit = mysteries.filter((cast) => cast.story.idea.culprit);
  const noMystery = stories.filter((cast) => !cast.mystery);
  // An idea that names no hero ("a cow who wants to be a ballerina") leaves the name to the
  // storyteller: the corpus's name for it is one a reader picked, which no storyteller can know.
  const namesHero = (cast: CastStory) =>
    containsStem(cast.story.idea.prompt, cast.story.idea.hero) ||
    (cast.story.idea.characters ?? []).some((character) => character.name === cast.story.idea.hero);
  const heroKept = (cast: CastStory) =>
    containsStem(cast.story.idea.hero, cast.world.heroName) ||
    containsStem(cast.world.heroName, cast.story.idea.hero);
  if (process.argv.includes('--misses'))
    for (const cast of stories.filter((story) =>
      namesHero(story) ? !heroKept(story) : !HERO_NAMES.includes(story.world.heroName),
    ))
      console.log(`  hero: ${cast.story.idea.prompt} (told as "${cast.world.heroName}")`);
  // An idea that names its hero only by a kind is kept when part 1 tells the named hero as that kind.
  const kindOf = (cast: CastStory) => kindOfHero(cast.story.idea.prompt, cast.story.idea.hero);
  const keptOrKind = (cast: CastStory) => {
    const kind = kindOf(cast);
    return (
      heroKept(cast) ||
      (kind !== null && toldAsKind(cast.story.parts[0] ?? '', cast.world.heroName, kind))
    );
  };
  if (process.argv.includes('--misses'))
    for (const cast of stories.filter((story) => namesHero(story) && !keptOrKind(story)))
      console.log(
        `  hero or kind: ${cast.story.idea.prompt} (${kindOf(cast) ? `a ${kindOf(cast)} ` : ''}told as "${cast.world.heroName}": ${(cast.story.parts[0] ?? '').slice(0, 120)})`,
      );
  const unnamed = stories.filter((cast) => !namesHero(cast));
  const nounsTold = stories.flatMap((cast) =>
    cast.story.idea.nouns.map((noun) => containsStem(cast.story.parts.join(' '), noun)),
  );
  const lines: [string, string, string?][] = [
    [
      "the idea's hero, by name, is the story's hero (all ideas, as before)",
      rate(stories, heroKept),
    ],
    [
      "the idea's hero, by name, is the story's hero (ideas that name one)",
      rate(stories.filter(namesHero), heroKept),
      '100%',
    ],
    [
      "the idea's hero kept: by name, or a hero of the idea's kind told as one in part 1",
      rate(stories.filter(namesHero), keptOrKind),
      '100%',
    ],
    [
      'ideas naming no hero: the storyteller gives one a name of its own',
      rate(unnamed, (cast) => HERO_NAMES.includes(cast.world.heroName)),
      unnamed.length > 0 ? '100%' : undefined,
    ],
    ["the idea's nouns told somewhere in its story", rate(nounsTold, (told) => told)],
    ['companion named in the idea appears in ≥ 4 of 6 parts', rate(withCompanion, kept), '≥ 95%'],
    [
      'an invented companion in a story whose idea names one',
      `${invented.length}${invented[0] ? ` ("${invented[0]}")` : ''}`,
      '0',
    ],
    [
      'companion acts before being introduced',
      `${unmet.length}${unmet[0] ? ` ("${unmet[0]}")` : ''}`,
      '0',
    ],
    ['mystery endings naming the hero as culprit', String(heroCulprit.length), '0'],
    [
      'mysteries whose hero wants to find out, return or fix',
      rate(mysteries, (cast) => heroDoesDeed(cast) === null),
      '100%',
    ],
    [
      "mystery endings naming the idea's own culprit",
      rate(ideaCulprit, (cast) =>
        containsStem(cast.story.parts[PARTS] ?? '', cast.story.idea.culprit ?? ''),
      ),
    ],
    [
      'endings with no mystery that speak of clues',
      rate(noMystery, (cast) => /\bclues\b/i.test(cast.story.parts[PARTS] ?? '')),
    ],
  ];
  console.log(
    `\n${label}: ${stories.length} stories, ${withCompanion.length} naming a companion, ${mysteries.length} mysteries`,
  );
  for (const [name, shown, target] of lines) {
    const met = target === undefined ? ' ' : figureMeets(shown, target) ? '✓' : '✗';
    console.log(`${met} ${name}: ${shown}${target ? ` (target ${target})` : ''}`);
  }
  if (deeds[0]) console.log(`  e.g. a detective who ${deeds[0]}`);
  for (const cast of stories.slice(0, printCount)) {
    const { idea } = cast.story;
    console.log(`\n--- ${cast.story.age}, ${cast.story.genre}: ${idea.prompt}`);
    cast.story.parts.forEach((part, index) => console.log(`[${index + 1}] ${part}`));
  }
}

function figureMeets(shown: string, target: string): boolean {
  const share = /\(([\d.]+)%\)/.exec(shown);
  const value = share ? Number(share[1]) : Number.parseFloat(shown);
  const bound = Number.parseFloat(target.replace(/[^\d.]/g, ''));
  return target.startsWith('≥') || target.endsWith('%') ? value >= bound : value <= bound;
}

const printArgument = process.argv.indexOf('--print');
const printCount = printArgument > 0 ? Number(process.argv[printArgument + 1] ?? 0) : 0;
if (!process.argv.includes('--typed'))
  report('tuning ideas', tellIdeas([...STORY_IDEAS, ...CAST_IDEAS], 5000), printCount);
/** Every third idea held out while tuning ("--third"), to see whether a change generalises. */
function reportSplit(label: string, stories: readonly CastStory[]) {
  if (!process.argv.includes('--third')) return report(label, stories, printCount);
  report(
    `${label}, two thirds`,
    stories.filter((_, index) => index % 3 !== 2),
    printCount,
  );
  report(
    `${label}, held-out third`,
    stories.filter((_, index) => index % 3 === 2),
    printCount,
  );
}

// The typed ideas keep the story ids they had as the first holdout, so figures compare across sessions.
reportSplit('typed ideas', tellIdeas(TYPED_IDEAS, 9000));
const holdout = readHoldoutIdeas();
if (holdout) reportSplit('holdout ideas', tellIdeas(holdout, 13000));
else console.log('\nholdout ideas: none yet (tests/corpora/storyteller/holdout/ideas.json)');
