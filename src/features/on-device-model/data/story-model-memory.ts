// The one model loaded in this page's memory (wllama's worker and its WebAssembly heap), kept apart
// from the engine's code so Settings' Delete frees it without loading the engine to do so.
import type { Wllama } from '@wllama/wllama/esm/index.js';

export interface LoadedStoryModel {
  wllama: Pick<Wllama, 'exit'>;
  contextTokens: number;
}

let loaded: { sha256: string; model: Promise<LoadedStoryModel> } | undefined;

const exitModel = (model: Promise<LoadedStoryModel> | undefined) =>
  model?.then(({ wllama }) => wllama.exit()).catch(() => {});

/** The model with this hash, loaded once and kept for the next part; another model is unloaded first. */
export function rememberStoryModel<Model extends LoadedStoryModel>(
  sha256: string,
  load: () => Promise<Model>,
): Promise<Model> {
  if (loaded?.sha256 !== sha256) {
    void exitModel(loaded?.model);
    const model = load();
    loaded = { sha256, model };
    // A model that failed to load is tried again next time rather than kept failing.
    model.catch(() => {
      if (loaded?.model === model) loaded = undefined;
    });
  }
  return loaded.model as Promise<Model>;
}

/** Frees the model's memory, as Delete does: its worker stops and the next part loads it again. */
export async function unloadStoryModel(): Promise<void> {
  const previous = loaded?.model;
  loaded = undefined;
  await exitModel(previous);
}
