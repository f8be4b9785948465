// A tiny llama-architecture model for tests: seeded random weights over a word-level vocabulary.
// The tokenizer is llama's SentencePiece kind. Every prefix of "▁word" is a piece, so the prompt's
// known words tokenize whole; anything else falls back to the 256 byte pieces. The output head is
// built so that only whole words and sentence marks can win: every embedding carries a large
// constant in its first dimension, which survives the final RMS norm, and the output rows of words
// weigh that dimension up while every other piece's row weighs it far down.
// Given a sentence, the model writes only that sentence, over and over from wherever it starts:
// each of its pieces owns a dimension of its own, which the output row of the piece after it weighs
// so far up that sampling always picks it (a character no word holds is written as its byte piece,
// as a JSON escape needs). Random words would read as a harm to the safety gate's
// trained model now and then ("forest basket in"), and a test could not say who writes a part.
import { writeGguf, type GgufTensor, type GgufValue } from './write-gguf.ts';
import { TEST_MODEL_SENTENCE, TEST_MODEL_WORDS } from './test-model-words.ts';

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

/** A sentence's word as a piece: a word or mark of the vocabulary, or else one character's byte. */
function pieceOf(vocabulary: Vocabulary, word: string): number {
  if (SENTENCE_MARKS.includes(word)) return vocabulary.pieces.indexOf(word);
  const piece = vocabulary.pieces.indexOf(`${SPACE}${word}`);
  if (piece >= 0 && vocabulary.writable[piece]) return piece;
  if (word.length !== 1) return -1;
  return vocabulary.pieces.indexOf(
    `<0x${word.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}>`,
  );
}

/** The sentence's pieces in order ("▁word", a mark or a byte), each a piece the model may write. */
function sentencePieces(vocabulary: Vocabulary, sentence: readonly string[]): number[] {
  const pieces = sentence.map((word) => pieceOf(vocabulary, word));
  if (pieces.some((piece) => piece < 0) || new Set(pieces).size !== pieces.length)
    throw new Error('The sentence must be distinct words, marks or characters');
  if (pieces.length >= EMBEDDING) throw new Error('The sentence is too long for the model');
  return pieces;
}

/**
 * The sentence's piece at position k keeps only the constant and dimension k + 1, and the next
 * piece's output row weighs that dimension by 10: that row wins by about 70 logits, while every
 * piece outside the sentence is weighed down like a non-word.
 */
function chainSentence(
  embeddings: Float32Array,
  output: Float32Array,
  pieces: readonly number[],
  count: number,
): void {
  const inSentence = new Set(pieces);
  for (let token = 0; token < count; token += 1)
    if (!inSentence.has(token)) output[token * EMBEDDING] = -10;
  pieces.forEach((token, position) => {
    output[token * EMBEDDING] = 2;
    const next = pieces[(position + 1) % pieces.length] ?? token;
    embeddings.fill(0, token * EMBEDDING + 1, (token + 1) * EMBEDDING);
    embeddings[token * EMBEDDING + position + 1] = 8;
    output.fill(0, next * EMBEDDING + 1, (next + 1) * EMBEDDING);
    output[next * EMBEDDING + position + 1] = 10;
  });
}

function buildTensors(
  vocabulary: Vocabulary,
  sentence: readonly string[],
  random: () => number,
): GgufTensor[] {
  const count = vocabulary.pieces.length;
  const embeddings = matrix(random, EMBEDDING * count, 0.5);
  const output = matrix(random, EMBEDDING * count, 1);
  for (let token = 0; token < count; token += 1) {
    embeddings[token * EMBEDDING] = 4;
    output[token * EMBEDDING] = vocabulary.writable[token] ? 2 : -10;
  }
  if (sentence.length > 0)
    chainSentence(embeddings, output, sentencePieces(vocabulary, sentence), count);
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

/**
 * The test model's GGUF bytes, the same every time: it writes `sentence` over and over, or, with
 * no sentence, any of `words` at random.
 */
export function buildTestModel(
  words: readonly string[] = TEST_MODEL_WORDS,
  sentence: readonly string[] = TEST_MODEL_SENTENCE,
): Uint8Array {
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
  return writeGguf(metadata, buildTensors(vocabulary, sentence, seededRandom(SEED)));
}
