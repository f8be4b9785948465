// @vitest-environment node
// The check that the on-device model's text reads as English before a reader sees it: real story
// English passes (the tuning set's harmless sentences, every word the test model can write, the
// reader's own names), while made-up words and another language are refused; and the dictionary
// file is what WordNet gives today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStoryRequest } from '@shared/story-engine/index.ts';
import { createReadableJudge } from '@/features/on-device-model/data/judge-readable-english';
import { TEST_MODEL_WORDS } from '../../../../scripts/test-model/test-model-words.ts';
import { MADE_UP_WORDS } from '../../../../scripts/test-model/made-up-words.ts';
import {
  ENGLISH_WORDS_FILE,
  buildEnglishWords,
} from '../../../../scripts/generate-english-words.ts';
import { HARMLESS_SENTENCES } from '../../../corpora/safety/index.ts';

function judgeFor(input: Record<string, unknown> = {}) {
  const parsed = parseStoryRequest({
    age: '7-9',
    genre: 'adventure',
    prompt: 'A girl who finds a map',
    ...input,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return createReadableJudge(parsed.request);
}

describe('whether the on-device model’s text is readable English', () => {
  it('passes every word the test model can write', () => {
    const judge = judgeFor();
    for (let at = 0; at < TEST_MODEL_WORDS.length; at += 8) {
      const sentence = `${TEST_MODEL_WORDS.slice(at, at + 8).join(' ')}.`;
      expect(judge(sentence), sentence).toBeUndefined();
    }
  });

  it('refuses any two words of the made-up test model, which the browser test relies on', () => {
    const judge = judgeFor();
    for (const word of MADE_UP_WORDS)
      expect(judge(`${word} ${MADE_UP_WORDS[0]}.`), word).toMatch(/^it was not readable English/);
  });

  it('passes at least 99.5% of the tuning set’s harmless sentences', () => {
    const judge = judgeFor();
    const refused = HARMLESS_SENTENCES.filter(({ text }) => judge(text) !== undefined);
    expect(HARMLESS_SENTENCES.length).toBeGreaterThan(1000);
    expect(refused.length / HARMLESS_SENTENCES.length).toBeLessThan(0.005);
  });

  it('passes the names and words the reader gave the story, however made-up', () => {
    const judge = judgeFor({
      prompt: 'Zorbulak the glimmerfox looks for the Quonk stone',
      characters: [{ name: 'Xyliandra', description: 'a brave vexling' }],
    });
    expect(
      judge('Zorbulak and Xyliandra the vexling carried the Quonk stone home.'),
    ).toBeUndefined();
  });

  it('allows one odd word in a sentence, and refuses made-up words and another language', () => {
    const judge = judgeFor();
    expect(judge('The fox found a shiny blorvik by the river.')).toBeUndefined();
    expect(judge('Blorvik snazzle quimbet trondo vessik.')).toBe(
      'it was not readable English: 5 of 5 words ("blorvik", "snazzle", "quimbet") are in no dictionary',
    );
    expect(judge('The fox snazzled the quimbet with a trondo.')).toMatch(
      /^it was not readable English: 3 of 8 words/,
    );
    expect(judge('小狐狸走进了森林，找到了她的朋友。')).toMatch(/^it was not readable English/);
    expect(judge('El zorro caminó por el bosque oscuro buscando a su amiga.')).toMatch(
      /^it was not readable English/,
    );
  });

  it('reads its dictionary from a file WordNet still gives', async () => {
    expect(readFileSync(ENGLISH_WORDS_FILE, 'utf8')).toBe(await buildEnglishWords());
  });
});
