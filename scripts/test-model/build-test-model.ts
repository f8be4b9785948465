// A tiny llama-architecture model for tests: seeded random weights over a word-level vocabulary.
// The tokenizer is llama's SentencePiece kind. Every prefix of "▁word" is a piece, so the prompt's
// known words tokenize whole; anything else falls back to the 256 byte pieces. The output head is
// built so that only whole words and sentence marks can win: every embedding carries a large
// constant in its first dimension, which survives the final RMS norm, and the output rows of words
// weigh that dimension up while every other piece's row weighs it far down.
import { writeGguf, type GgufTensor, type GgufValue } from './write-gguf.ts';
import { TEST_MODEL_WORDS } from './test-model-words.ts';

const EMBEDDING = 64;
const FEED_FORWARD = 128;
const LAYERS = 2;
const HEADS = 4;
const CONTEXT = 4096;
const SEED = 20261126;

const TOKEN_TYPE = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;
const SPACE = '\u2581';
const SENTENCE_MARKS = ['.', ','];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

interface Vocabulary {
  pieces: string[];
  types: number[];
  scores: number[];
  /** Whether the model may write the piece: a whole word or a sentence mark. */
  writable: boolean[];
}

function buildVocabulary(storyWords: readonly string[]): Vocabulary {
  const vocabulary: Vocabulary = { pieces: [], types: [], scores: [], writable: [] };
  const add = (piece: string, type: number, score: number, writable: boolean) => {
    vocabulary.pieces.push(piece);
    vocabulary.types.push(type);
    vocabulary.scores.push(score);
    vocabulary.writable.push(writable);
  };
  add('<unk>', TOKEN_TYPE.unknown, 0, false);
  add('<s>', TOKEN_TYPE.control, 0, false);
  add('</s>', TOKEN_TYPE.control, 0, false);
  for (let byte = 0; byte < 256; byte += 1)
    add(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`, TOKEN_TYPE.byte, 0, false);
  const words = new Set(storyWords.map((word) => `${SPACE}${word}`));
  const prefixes = new Set<string>();
  for (const word of words)
    for (let end = 1; end < word.length; end += 1) prefixes.add(word.slice(0, end));
  // A longer piece scores higher, so the tokenizer merges up to the whole word.
  for (const prefix of [...prefixes].filter((piece) => !words.has(piece)))
    add(prefix, TOKEN_TYPE.normal, prefix.length - 100, false);
  for (const word of words) add(word, TOKEN_TYPE.normal, word.length - 100, true);
  for (const mark of SENTENCE_MARKS) add(mark, TOKEN_TYPE.normal, -100, true);
  return vocabulary;
}

function matrix(random: () => number, size: number, scale: number): Float32Array {
  const values = new Float32Array(size);
  for (let index = 0; index < size; index += 1) values[index] = gaussian(random) * scale;
  return values;
}

const ones = (size: number) => new Float32Array(size).fill(1);

function buildTensors(vocabulary: Vocabulary, random: () => number): GgufTensor[] {
  const count = vocabulary.pieces.length;
  const embeddings = matrix(random, EMBEDDING * count, 0.5);
  const output = matrix(random, EMBEDDING * count, 1);
  for (let token = 0; token < count; token += 1) {
    embeddings[token * EMBEDDING] = 4;
    output[token * EMBEDDING] = vocabulary.writable[token] ? 2 : -10;
  }
  const tensors: GgufTensor[] = [
    { name: 'token_embd.weight', dims: [EMBEDDING, count], data: embeddings },
    { name: 'output_norm.weight', dims: [EMBEDDING], data: ones(EMBEDDING) },
    { name: 'output.weight', dims: [EMBEDDING, count], data: output },
  ];
  const square = EMBEDDING * EMBEDDING;
  const wide = EMBEDDING * FEED_FORWARD;
  for (let layer = 0; layer < LAYERS; layer += 1) {
    const block = (name: string, dims: number[], data: Float32Array) =>
      tensors.push({ name: `blk.${layer}.${name}.weight`, dims, data });
    block('attn_norm', [EMBEDDING], ones(EMBEDDING));
    block('attn_q', [EMBEDDING, EMBEDDING], matrix(random, square, 0.1));
    block('attn_k', [EMBEDDING, EMBEDDING], matrix(random, square, 0.1));
    block('attn_v', [EMBEDDING, EMBEDDING], matrix(random, square, 0.1));
    block('attn_output', [EMBEDDING, EMBEDDING], matrix(random, square, 0.05));
    block('ffn_norm', [EMBEDDING], ones(EMBEDDING));
    block('ffn_gate', [EMBEDDING, FEED_FORWARD], matrix(random, wide, 0.1));
    block('ffn_up', [EMBEDDING, FEED_FORWARD], matrix(random, wide, 0.1));
    block('ffn_down', [FEED_FORWARD, EMBEDDING], matrix(random, wide, 0.05));
  }
  return tensors;
}

const u32 = (value: number): GgufValue => ({ type: 'uint32', value });

/** The test model's GGUF bytes, writing only `words`; the same every time. */
export function buildTestModel(words: readonly string[] = TEST_MODEL_WORDS): Uint8Array {
  const vocabulary = buildVocabulary(words);
  const metadata: Array<readonly [string, GgufValue]> = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: 'StoryCanvas test model' }],
    ['general.license', { type: 'string', value: 'MIT' }],
    ['llama.context_length', u32(CONTEXT)],
    ['llama.embedding_length', u32(EMBEDDING)],
    ['llama.block_count', u32(LAYERS)],
    ['llama.feed_forward_length', u32(FEED_FORWARD)],
    ['llama.attention.head_count', u32(HEADS)],
    ['llama.attention.head_count_kv', u32(HEADS)],
    ['llama.rope.dimension_count', u32(EMBEDDING / HEADS)],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'float32', value: 1e-5 }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'array', of: 'string', value: vocabulary.pieces }],
    ['tokenizer.ggml.scores', { type: 'array', of: 'float32', value: vocabulary.scores }],
    ['tokenizer.ggml.token_type', { type: 'array', of: 'int32', value: vocabulary.types }],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    ['tokenizer.ggml.eos_token_id', u32(2)],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
  ];
  return writeGguf(metadata, buildTensors(vocabulary, seededRandom(SEED)));
}
