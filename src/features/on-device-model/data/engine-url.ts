// Where @wllama/wllama's WebAssembly is served from in this build. Its own file, so the code that loads
// the model and the code that keeps the engine both read it without importing each other.
import wllamaWasm from '@wllama/wllama/esm/wasm/wllama.wasm?url';

export const ENGINE_URL = wllamaWasm;
