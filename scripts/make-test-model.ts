// Writes the tiny test model (scripts/test-model/) that unit, integration and browser tests load
// with @wllama/wllama, so no test downloads a model. Prints where it went, its size and its SHA-256.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildTestModel } from './test-model/build-test-model.ts';
import { TEST_MODEL_SENTENCE } from './test-model/test-model-words.ts';

export const TEST_MODEL_PATH = resolve(
  import.meta.dirname,
  '../.tmp/test-model/story-test-model.gguf',
);

export interface TestModel {
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * Writes the test model when it is missing or differs from what the script makes now; given
 * `words` and no sentence, a model that writes those words at random.
 */
export function makeTestModel(
  path = TEST_MODEL_PATH,
  words?: readonly string[],
  sentence: readonly string[] = words ? [] : TEST_MODEL_SENTENCE,
): TestModel {
  const model = buildTestModel(words, sentence);
  let kept: Buffer | undefined;
  try {
    kept = readFileSync(path);
  } catch {
    kept = undefined;
  }
  if (!kept || !kept.equals(model)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, model);
  }
  return {
    path,
    bytes: model.byteLength,
    sha256: createHash('sha256').update(model).digest('hex'),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const model = makeTestModel(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`test model: ${model.path}`);
  console.log(`size: ${model.bytes} bytes`);
  console.log(`sha256: ${model.sha256}`);
  console.log(`made in ${Math.round(performance.now() - started)} ms`);
}
