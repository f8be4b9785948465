// Prints how well the built-in storyteller tells a story, as issue 17's "Done means" measures it:
// over 135 whole stories (every age × genre, varied ideas, every choice of every part tried) it
// counts whether the hero and the idea are kept, whether choices are honoured, how often sentences
// repeat, the reading level per age band, words per part per length, speed, and the gzip size of
// the storyteller's browser chunks in dist/ (run `npx vite build` first for the size). Each line is
// one measure with the target and ✓ or ✗.
// Usage: node --import tsx bench/storyteller-quality.ts [--dist DIR]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AGE_BANDS,
  AGE_IDS,
  GENRE_SLUGS,
  type AgeId,
} from '../supabase/functions/_shared/story-engine/index.ts';
import { STORY_IDEAS } from '../tests/corpora/storyteller/index.ts';
import {
  PARTS,
  tellCorpus,
  tellStory,
  telling,
  type Length,
  type ToldStory,
} from './storyteller-corpus.ts';
import {
  containsStem,
  gradeOf,
  heroLeads,
  keyWord,
  protagonistOf,
  sentencesOf,
  withoutEcho,
  wordsOf,
} from './storyteller-text.ts';
import { figure, mean, measureLine, p90, rate, share, type Measure } from './support/measures.ts';
import { storytellerChunks } from './support/storyteller-chunks.ts';

/** Every continuation of a part, with the choice that led to it and its sibling continuations. */
function continuationsOf(stories: readonly ToldStory[]) {
  return stories.flatMap((story) =>
    story.branches.flatMap((branch) =>
      branch.continuations.map((text, index) => ({
        choice: branch.choices[index] ?? '',
        // A sentence that only repeats the choice's own words does not count as following it.
        followed: withoutEcho(text, branch.choices[index] ?? ''),
        sentences: sentencesOf(text),
        siblingChoices: branch.choices.filter((_, other) => other !== index),
        siblingSentences: new Set(
          branch.continuations.filter((_, other) => other !== index).flatMap(sentencesOf),
        ),
      })),
    ),
  );
}

function choiceMeasures(stories: readonly ToldStory[]): Measure[] {
  const continuations = continuationsOf(stories);
  const mentions = (text: string, choice: string) =>
    keyWord(choice) !== '' && containsStem(text, keyWord(choice));
  const chosen = rate(continuations, (c) => mentions(c.followed, c.choice));
  const siblingPairs = continuations.flatMap((c) =>
    c.siblingChoices.map((sibling) => ({ text: c.followed, sibling })),
  );
  const sibling = rate(siblingPairs, (pair) => mentions(pair.text, pair.sibling));
  const branchSentences = continuations.flatMap((c) =>
    c.sentences.map((sentence) => ({ sentence, siblings: c.siblingSentences })),
  );
  const branches = stories.flatMap((story) => story.branches);
  return [
    share(`choice's key word in the next part (${continuations.length} continuations)`, chosen, {
      atLeast: 0.9,
    }),
    share("an unchosen sibling choice's key word in that part", sibling, {
      atMost: chosen - 0.3,
    }),
    share(
      "sentences shared by one part's three continuations",
      rate(branchSentences, (entry) => entry.siblings.has(entry.sentence)),
      { atMost: 0.3 },
    ),
    share(
      'parts whose three continuations open with the same sentence',
      rate(branches, (b) => new Set(b.continuations.map((t) => sentencesOf(t)[1] ?? '')).size < 2),
    ),
  ];
}

function repetitionMeasures(stories: readonly ToldStory[]): Measure[] {
  const sentences = stories.flatMap((story, owner) =>
    story.parts.flatMap(sentencesOf).map((sentence, position, all) => ({
      sentence,
      owner,
      repeated: all.indexOf(sentence) < position,
    })),
  );
  const owners = new Map<string, Set<number>>();
  for (const { sentence, owner } of sentences)
    owners.set(sentence, (owners.get(sentence) ?? new Set()).add(owner));
  const [mostShared, inStories] = [...owners].reduce<[string, number]>(
    (best, [sentence, set]) => (set.size > best[1] ? [sentence, set.size] : best),
    ['', 0],
  );
  return [
    share(
      'sentences repeated within a story',
      rate(sentences, (s) => s.repeated),
      { atMost: 0.02 },
    ),
    share(
      'sentences found in another story',
      rate(sentences, (s) => (owners.get(s.sentence)?.size ?? 0) > 1),
      { atMost: 0.4 },
    ),
    { label: 'most shared sentence', shown: `"${mostShared}" in ${inStories} stories` },
  ];
}

const GRADE_TARGETS: Record<AgeId, [number, number]> = {
  '4-6': [-Infinity, 2.5],
  '7-9': [2.5, 4.5],
  '10-12': [4.5, 6.5],
  teen: [6, 8.5],
  adult: [7, Infinity],
};

function readingMeasures(stories: readonly ToldStory[]): Measure[] {
  const grades = AGE_IDS.map((age) =>
    stories.filter((story) => story.age === age).flatMap((story) => story.parts.map(gradeOf)),
  );
  const means = grades.map(mean);
  return [
    ...AGE_IDS.map((age, index) =>
      figure(`reading grade mean, ${age}`, means[index] as number, 2, ...GRADE_TARGETS[age]),
    ),
    figure('reading grade p90, 4-6', p90(grades[0] ?? []), 2, -Infinity, 3.5),
    ...AGE_IDS.slice(1).map((age, index) => ({
      label: `reading grade p90, ${age}`,
      shown: p90(grades[index + 1] ?? []).toFixed(2),
    })),
    {
      label: 'the five means rise band by band',
      shown: means.map((value) => value.toFixed(2)).join(' < '),
      target: 'strictly increasing',
      met: means.every((value, index) => index === 0 || value > (means[index - 1] as number)),
    },
  ];
}

function lengthMeasures(stories: readonly ToldStory[]): Measure[] {
  const wordsPerPart = (age: AgeId, length: Length) =>
    mean(
      stories
        .filter((story) => story.age === age && story.length === length)
        .flatMap((story) => story.parts.slice(0, PARTS).map((part) => wordsOf(part).length)),
    );
  return AGE_IDS.flatMap((age) => {
    const standard = wordsPerPart(age, 'standard');
    const target = AGE_BANDS[age].wordsPerSegment;
    return [
      figure(`words per part, ${age}, standard`, standard, 0, target * 0.75, target * 1.25),
      { label: `words per part, ${age}, short`, shown: wordsPerPart(age, 'short').toFixed(0) },
      figure(`long vs standard, ${age}`, wordsPerPart(age, 'long') / standard, 2, 1.3),
    ];
  });
}

function keptMeasures(stories: readonly ToldStory[]): Measure[] {
  const hasIdea = (story: ToldStory, text: string) =>
    story.idea.nouns.some((noun) => containsStem(text, noun));
  return [
    share(
      `hero leads ≥ ${PARTS} of ${PARTS + 1} parts`,
      rate(
        stories,
        (story) => story.parts.filter((part) => heroLeads(part, story.idea.hero)).length >= PARTS,
      ),
      { atLeast: 0.95 },
    ),
    share(
      'another protagonist leads a part',
      rate(stories, (story) =>
        story.parts.some((part) => {
          const leader = protagonistOf(part);
          return leader !== null && leader !== story.idea.hero && !heroLeads(part, story.idea.hero);
        }),
      ),
    ),
    share(
      'an idea noun in parts 2–6',
      rate(stories, (story) => hasIdea(story, story.parts.slice(1).join(' '))),
      { atLeast: 0.9 },
    ),
    share(
      `an idea noun in every one of parts 2–${PARTS}`,
      rate(stories, (story) => story.parts.slice(1, PARTS).every((part) => hasIdea(story, part))),
    ),
    share(
      'an idea noun in the ending',
      rate(stories, (story) => hasIdea(story, story.parts[PARTS] ?? '')),
      { atLeast: 0.8 },
    ),
  ];
}

function speedMeasures(stories: readonly ToldStory[]): Measure[] {
  Object.assign(telling, { parts: 0, wallMs: 0, cpuMs: 0 });
  stories
    .slice(0, 60)
    .forEach((story, index) =>
      tellStory(index, story.age, story.genre, story.idea, 'standard', true),
    );
  const perSecond = (ms: number) => Math.round((telling.parts * 1000) / ms);
  return [
    figure(
      `parts per CPU second in Node (${telling.parts} parts, warm)`,
      perSecond(telling.cpuMs),
      0,
      2000,
    ),
    {
      label: 'parts per wall-clock second (depends on machine load)',
      shown: String(perSecond(telling.wallMs)),
    },
  ];
}

function sizeMeasures(dist: string): Measure[] {
  if (!existsSync(join(dist, 'assets')))
    return [
      { label: 'storyteller chunk size', shown: `no build in ${dist}/ (run npx vite build first)` },
    ];
  const chunks = storytellerChunks(dist);
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const sw = existsSync(join(dist, 'sw.js')) ? readFileSync(join(dist, 'sw.js'), 'utf8') : '';
  const listed = chunks.map(
    (chunk) => `${chunk.file} ${(chunk.gzip / 1024).toFixed(1)}${chunk.loadedBefore ? '*' : ''}`,
  );
  const fetched = chunks.filter((chunk) => !chunk.loadedBefore);
  return [
    figure(
      `storyteller chunks beyond the first page's, KB gzip (${listed.join(', ')}; * the wizard has loaded already)`,
      gzip / 1024,
      1,
      -Infinity,
      150,
    ),
    {
      label:
        'of which the story wizard has not loaded already (it loads the safety gate and its NLP library to check what was typed), KB gzip',
      shown: (fetched.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1024).toFixed(1),
    },
    {
      label: 'split from the first page and precached',
      shown: `${chunks.length > 0 ? 'split' : 'IN THE FIRST PAGE'}, ${chunks.every((chunk) => sw.includes(chunk.file)) ? 'precached' : 'NOT precached'}`,
      target: 'split, precached',
      met: chunks.length > 0 && chunks.every((chunk) => sw.includes(chunk.file)),
    },
  ];
}

const distArgument = process.argv.indexOf('--dist');
const dist = distArgument > 0 ? (process.argv[distArgument + 1] ?? 'dist') : 'dist';
const { stories, lengthStories } = tellCorpus();
const measures: Measure[] = [
  ...keptMeasures(stories),
  ...choiceMeasures(stories),
  ...repetitionMeasures(stories),
  ...readingMeasures(stories),
  ...lengthMeasures([...stories, ...lengthStories]),
  ...speedMeasures(stories),
  ...sizeMeasures(dist),
];

console.log(
  `storyteller quality over ${stories.length} stories (${AGE_IDS.length} ages × ${GENRE_SLUGS.length} genres × 3 ideas from ${STORY_IDEAS.length}), ${PARTS} parts + ending each, every choice of parts 1–${PARTS - 1} tried`,
);
for (const measure of measures) console.log(measureLine(measure));
