// Prints how correct the built-in storyteller's English is, as issue 29's "Done means" measures
// it: over the quality bench's stories (every age × genre × 3 ideas, six parts each plus every
// sibling continuation) and, reported apart, over the holdout ideas in
// tests/corpora/storyteller/holdout/ideas.json when that file exists. It counts words in no
// English dictionary, given names in lower case, subject–verb number slips, doubled or wrong
// articles, stories that repeat a five-word phrase more than three times, and sentences longer
// than their band allows; each with up to five examples. The idea's own words that no dictionary
// lists ("tro-tro", "halmoni") are the family's, given like names: they are listed apart, never as
// misses, unless they are texting spellings ("nite") the storyteller should have written out.
// With "--tuning" it checks instead the ideas the storyteller is tuned on (typed-ideas.json and the
// holdout file, which is tuning data once its figures are reported), split into the two thirds
// tuned on and the third kept back to see whether a change generalises.
// Usage: node --import tsx bench/storyteller-grammar.ts [--examples N] [--third] [--holdout-only]
//        node --import tsx bench/storyteller-grammar.ts --tuning [--every N] [--examples N]
import { existsSync, readFileSync } from 'node:fs';
import nlp from 'compromise/three';
import { AGE_BANDS } from '../supabase/functions/_shared/story-engine/index.ts';
import { HERO_NAMES } from '../supabase/functions/_shared/story-engine/storyteller/hero-names.ts';
import { tellCorpus, tellIdeas, type PlacedIdea, type ToldStory } from './storyteller-corpus.ts';
import { agreementSlips } from './storyteller-agreement.ts';
import {
  determinerSlips,
  longSentences,
  repeatedPhrases,
  verbFormSlips,
} from './storyteller-grammar-checks.ts';
import { checkWords, factNames, givenWords } from './storyteller-word-checks.ts';
import { mendTypedWords } from '../supabase/functions/_shared/story-engine/storyteller/idea/mend-typed-words.ts';

const HOLDOUT = 'tests/corpora/storyteller/holdout/ideas.json';
const TYPED = 'tests/corpora/storyteller/typed-ideas.json';
const examplesArgument = process.argv.indexOf('--examples');
const EXAMPLES = examplesArgument > 0 ? Number(process.argv[examplesArgument + 1]) : 5;

/** Every text a story's reader can meet: its parts and each part's sibling continuations. */
function textsOf(story: ToldStory): string[] {
  return [...story.parts, ...story.branches.flatMap((branch) => branch.continuations)];
}

/**
 * Names the request gives in lower case, as the parse reads them: "every friday", "the tower of
 * london". Told, they are capitalised; a lower-case one in a story still counts as a slip.
 */
function typedNames(prompt: string): string[] {
  return (
    nlp(prompt).match('(#Person|#Place|#WeekDay|#Month|#Demonym)').terms().out('array') as string[]
  )
    .map((word) => word.replace(/[^\p{L}\p{M}’'-]/gu, ''))
    .filter((word) => /^\p{Ll}/u.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
}

const FACT_NAMES = factNames();

/**
 * The names a story may use: those in its request, its picked characters and the storyteller's.
 * The request is read as typed and as the storyteller writes it out: "babcias attic" is the idea's
 * own "Babcia's attic", a possessive typed without its apostrophe.
 */
function namesOf(story: ToldStory): Set<string> {
  const capitalised = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}’']+/gu;
  const given = [
    story.idea.hero,
    // "rhys must carry the ember": the hero named in lower case is told with a capital.
    story.idea.hero.replace(/^\p{Ll}/u, (first) => first.toUpperCase()),
    ...(story.idea.characters ?? []).map((character) => character.name),
    ...(story.idea.prompt.match(capitalised) ?? []),
    ...(mendTypedWords(story.idea.prompt).match(capitalised) ?? []),
    ...typedNames(story.idea.prompt),
    ...HERO_NAMES,
    ...FACT_NAMES,
  ];
  // "Valentina and her tia", "Josefa and her lola": a word the idea types in lower case after "her"
  // is what the family calls someone, kept as typed, even where the storyteller's own list of names
  // holds it too.
  const ownWords = new Set(
    [...story.idea.prompt.matchAll(/\b(?:her|his|my|our|their) (\p{Ll}+)\b/gu)].map(
      (match) => match[1] as string,
    ),
  );
  return new Set(
    given
      .flatMap((name) => name.replace(/[’']s$/, '').split(/[\s-]+/))
      .filter((name) => !ownWords.has(name.toLowerCase())),
  );
}

function ideaWordsOf(story: ToldStory): Set<string> {
  const text = [
    story.idea.prompt,
    story.idea.hero,
    ...(story.idea.characters ?? []).flatMap((character) => [
      character.name,
      character.description ?? '',
    ]),
  ].join(' ');
  return new Set(
    (text.toLowerCase().match(/\p{L}[\p{L}\p{M}’']*/gu) ?? []).map((word) =>
      word.replace(/’/g, "'"),
    ),
  );
}

interface Tally {
  count: number;
  examples: Map<string, number>;
}

function tally(): Tally {
  return { count: 0, examples: new Map() };
}

function add(into: Tally, example: string) {
  into.count += 1;
  into.examples.set(example, (into.examples.get(example) ?? 0) + 1);
}

function shown(from: Tally): string {
  const top = [...from.examples]
    .sort((a, b) => b[1] - a[1])
    .slice(0, EXAMPLES)
    .map(([example, count]) => `${example}${count > 1 ? ` ×${count}` : ''}`);
  return top.length > 0 ? `\n      ${top.join('\n      ')}` : '';
}

function report(title: string, stories: readonly ToldStory[]) {
  const unknown = tally();
  const givenKept = tally();
  const lowerNames = tally();
  const agreement = tally();
  const determiners = tally();
  const verbForms = tally();
  const tics = tally();
  const long = tally();
  let texts = 0;
  let ticStories = 0;
  for (const story of stories) {
    const names = namesOf(story);
    const castNames = new Set(
      [story.idea.hero, ...(story.idea.characters ?? []).map((character) => character.name)].map(
        (name) => name.replace(/^\p{Ll}/u, (first) => first.toUpperCase()),
      ),
    );
    const given = givenWords(story.idea.prompt);
    for (const text of textsOf(story)) {
      texts += 1;
      const words = checkWords(text, names, given);
      for (const word of words.unknown) add(unknown, word);
      for (const word of words.givenKept) add(givenKept, word);
      for (const word of words.lowerCaseNames) add(lowerNames, word);
      for (const slip of agreementSlips(text, names))
        add(agreement, `${slip.subject} / ${slip.verb}: "${slip.sentence}"`);
      for (const slip of determinerSlips(text, castNames))
        add(determiners, `${slip.words}: "${slip.sentence}"`);
      for (const sentence of verbFormSlips(text)) add(verbForms, `"${sentence}"`);
      for (const sentence of longSentences(text, AGE_BANDS[story.age].maxSentenceWords))
        add(long, `${story.age}: "${sentence}"`);
    }
    const repeated = repeatedPhrases(story.parts, ideaWordsOf(story));
    if (repeated.size > 0) ticStories += 1;
    for (const [phrase, count] of repeated)
      add(tics, `"${phrase}" ${count} times (${story.age}, ${story.genre})`);
  }
  const line = (label: string, value: number, target: number | null, detail: Tally | null) =>
    console.log(
      `${target === null ? ' ' : value <= target ? '✓' : '✗'} ${label}: ${value}${target === null ? '' : ` (target ≤ ${target})`}${detail ? shown(detail) : ''}`,
    );
  console.log(`\n${title}: ${stories.length} stories, ${texts} parts and continuations`);
  line('words in no English dictionary', unknown.count, 0, unknown);
  line("the idea's own words in no dictionary, kept as typed", givenKept.count, null, givenKept);
  line('given names in lower case', lowerNames.count, 0, lowerNames);
  line('subject–verb number slips', agreement.count, 0, agreement);
  line('doubled or wrong articles', determiners.count, 0, determiners);
  line('-ing forms where the plain verb belongs', verbForms.count, 0, verbForms);
  line('stories repeating a five-word phrase more than 3 times', ticStories, 0, tics);
  line("sentences longer than their band's limit", long.count, 0, long);
  const perBand = new Map<string, number>();
  for (const [example, count] of long.examples) {
    const band = example.slice(0, example.indexOf(':'));
    perBand.set(band, (perBand.get(band) ?? 0) + count);
  }
  console.log(
    `      by band: ${[...perBand].map(([band, count]) => `${band} ${count}`).join(', ')}`,
  );
}

function readIdeas(file: string): PlacedIdea[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlacedIdea[]) : [];
}

if (process.argv.includes('--tuning')) {
  // "--every N": every Nth typed idea, so a tuning check fits a few minutes beside other work.
  const everyArgument = process.argv.indexOf('--every');
  const every = everyArgument > 0 ? Number(process.argv[everyArgument + 1]) : 1;
  const sampled = [...readIdeas(TYPED), ...readIdeas(HOLDOUT)].filter(
    (_, index) => index % every === 0,
  );
  const told = tellIdeas(sampled);
  report(
    `tuning ideas, every ${every === 1 ? '' : `${every}th, `}two thirds (tuned on)`,
    told.filter((_, index) => index % 3 !== 2),
  );
  report(
    'tuning ideas, the third kept back',
    told.filter((_, index) => index % 3 === 2),
  );
} else {
  if (!process.argv.includes('--holdout-only'))
    report('bench stories (tests/corpora/storyteller/ideas.json)', tellCorpus().stories);
  if (existsSync(HOLDOUT)) {
    const told = tellIdeas(readIdeas(HOLDOUT));
    // "--third": every third holdout idea kept back while tuning, to see whether a change generalises.
    if (process.argv.includes('--third')) {
      report(
        'holdout stories, two thirds (tuned on)',
        told.filter((_, index) => index % 3 !== 2),
      );
      report(
        'holdout stories, held-out third',
        told.filter((_, index) => index % 3 === 2),
      );
    } else report(`holdout stories (${HOLDOUT})`, told);
  } else console.log(`\nno holdout set at ${HOLDOUT}: only the bench stories were checked`);
}
