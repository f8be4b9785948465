// Loads the kept model into @wllama/wllama, which runs llama.cpp compiled to WebAssembly in a Web
// Worker of its own, so writing never blocks the page. One model stays loaded for the next part.
import { Wllama } from '@wllama/wllama/esm/index.js';
import { ENGINE_URL } from './engine-url';
import { rememberStoryModel } from './story-model-memory';

/** A part's prompt and answer together; a model trained on less is given what it was trained on. */
const CONTEXT_TOKENS = 4096;

const quiet = { debug: () => {}, log: () => {}, warn: () => {}, error: () => {} };

async function load(file: Blob) {
  const wllama = new Wllama({ default: ENGINE_URL }, { logger: quiet, suppressNativeLog: true });
  await wllama.loadModel([file], { n_ctx: CONTEXT_TOKENS });
  return { wllama, contextTokens: wllama.getLoadedContextInfo().n_ctx };
}

export function loadStoryModel(sha256: string, file: Blob) {
  return rememberStoryModel(sha256, () => load(file));
}
