// Loads the kept model into @wllama/wllama, which runs llama.cpp compiled to WebAssembly in a Web
// Worker of its own, so writing never blocks the page. One model stays loaded for the next part.
import { Wllama } from '@wllama/wllama/esm/index.js';
import { ENGINE_URL } from './engine-file';

/** A part's prompt and answer together; a model trained on less is given what it was trained on. */
const CONTEXT_TOKENS = 4096;

const quiet = { debug: () => {}, log: () => {}, warn: () => {}, error: () => {} };

export interface LoadedStoryModel {
  wllama: Wllama;
  contextTokens: number;
}

let loaded: { sha256: string; model: Promise<LoadedStoryModel> } | undefined;

async function load(file: Blob): Promise<LoadedStoryModel> {
  const wllama = new Wllama({ default: ENGINE_URL }, { logger: quiet, suppressNativeLog: true });
  await wllama.loadModel([file], { n_ctx: CONTEXT_TOKENS });
  return { wllama, contextTokens: wllama.getLoadedContextInfo().n_ctx };
}

export function loadStoryModel(sha256: string, file: Blob): Promise<LoadedStoryModel> {
  if (loaded?.sha256 !== sha256) {
    const previous = loaded?.model;
    const model = load(file);
    loaded = { sha256, model };
    // A model that failed to load is tried again next time rather than kept failing.
    model.catch(() => {
      if (loaded?.model === model) loaded = undefined;
    });
    void previous?.then(({ wllama }) => wllama.exit()).catch(() => {});
  }
  return loaded.model;
}

/** Frees the model's memory, as Delete does. */
export async function unloadStoryModel(): Promise<void> {
  const previous = loaded?.model;
  loaded = undefined;
  await previous?.then(({ wllama }) => wllama.exit()).catch(() => {});
}
