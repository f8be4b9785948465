// Whether the on-device model's text reads as English before a reader sees it (issue 25): a small
// model that has lost its way writes runs of made-up words, another language or token debris, which
// pass the safety gate without being a story. A sentence is refused when more than one of its words,
// and more than a fifth of them, are in no dictionary: WordNet's words (english-words.ts), the NLP
// library's lexicon (the words a dictionary of lemmas leaves out: "the", "she", "went", "mice"), their
// regular endings, two such words run together ("sandcastle"), and every word of the reader's own
// request, so the names they chose always pass.
import nlp from 'compromise/two';
import type { StoryRequest } from '@shared/story-engine/story-request.ts';
import type { ReadableJudge } from '@shared/story-engine/ai-provider/create-answer-reader.ts';
import { stripRegularEnding } from '@shared/strip-regular-ending.ts';
import { ENGLISH_WORDS } from './english-words';

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const CONTRACTION_HEADS: Readonly<Record<string, string>> = { ca: 'can', wo: 'will', sha: 'shall' };

let dictionary: Set<string> | undefined;

function readDictionary(): Set<string> {
  if (dictionary) return dictionary;
  const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model
    .one.lexicon;
  const words = new Set(Object.keys(lexicon).filter((word) => /^[a-z]+$/.test(word)));
  let previous = '';
  for (const [, shared, rest] of ENGLISH_WORDS.matchAll(/(\d)([a-z]+)/g)) {
    previous = previous.slice(0, Number(shared)) + rest;
    words.add(previous);
  }
  dictionary = words;
  return words;
}

/** The word and what it may be an inflection or a contraction of: "ponies" → "pony", "hopped" → "hop". */
function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length > 1) forms.push(form);
  };
  const apostrophe = word.search(/['’]/);
  if (apostrophe > 0) {
    const head = word.slice(0, apostrophe);
    add(/n['’]t$/.test(word) ? (CONTRACTION_HEADS[head.slice(0, -1)] ?? head.slice(0, -1)) : head);
  }
  forms.push(...stripRegularEnding(word));
  return forms;
}

function isWord(word: string, words: Set<string>): boolean {
  if (baseForms(word).some((form) => words.has(form))) return true;
  for (let split = 3; split <= word.length - 3; split += 1)
    if (words.has(word.slice(0, split)) && isWord(word.slice(split), words)) return true;
  return false;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The request's own words: its idea, companions, opening, parts so far and choices. */
function requestWords(request: StoryRequest): Set<string> {
  const texts = [
    request.prompt,
    request.starting_point,
    request.choice,
    ...request.history,
    ...request.path,
    ...request.characters.flatMap((character) => Object.values(character).map(String)),
  ];
  return new Set(texts.flatMap(wordsOf));
}

export function createReadableJudge(request: StoryRequest): ReadableJudge {
  const own = requestWords(request);
  return (text) => {
    const words = wordsOf(text);
    const unknown = words.filter((word) => !own.has(word) && !isWord(word, readDictionary()));
    if (unknown.length <= Math.max(1, Math.floor(words.length / 5))) return undefined;
    const shown = [...new Set(unknown)].slice(0, 3).map((word) => `"${word}"`);
    return `it was not readable English: ${unknown.length} of ${words.length} words (${shown.join(', ')}) are in no dictionary`;
  };
}
