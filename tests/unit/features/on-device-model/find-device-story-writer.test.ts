// The on-device model is offered as a part's writer only when this device can run it: the checked
// model file is kept and so is the engine (wllama's WebAssembly) that runs it. A model kept without
// its engine (the engine's download failed) is not offered, as Settings does not call it kept: the
// part is the storyteller's from the start, not a model that announces itself and then cannot run.
// The browser's storage is in memory here: the origin private file system holding the model, and
// the Cache Storage holding (or not) the engine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sha256 = 'a'.repeat(64);
const offlineModel = {
  url: '/models/story-test-model.gguf',
  sha256,
  name: 'StoryCanvas test model',
  bytes: 4,
};

async function keepOnDevice({ model, engine }: { model: boolean; engine: boolean }) {
  const files = new Map(model ? [[`${sha256}.gguf`, new File(['gguf'], `${sha256}.gguf`)]] : []);
  const folder = {
    getFileHandle: async (name: string) => {
      const file = files.get(name);
      if (!file) throw new DOMException('No such file', 'NotFoundError');
      return { getFile: async () => file };
    },
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: { getDirectory: async () => ({ getDirectoryHandle: async () => folder }) },
  });
  const { ENGINE_URL } = await import('@/features/on-device-model/data/engine-url');
  const engineCache = new Map(engine ? [[ENGINE_URL, new Response('wasm')]] : []);
  vi.stubGlobal('caches', {
    open: async () => ({ match: async (url: string) => engineCache.get(url) }),
  });
}

async function findWriter() {
  vi.resetModules();
  const { findDeviceStoryWriter } =
    await import('@/features/on-device-model/data/find-device-story-writer');
  return findDeviceStoryWriter({ storyId: 'story-a', aiServiceReachable: false });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        supabaseUrl: 'http://127.0.0.1:4306',
        supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature-part',
        offlineModel,
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('finding this device’s model as a part’s writer', () => {
  it('offers the model, by its name, when its file and its engine are both kept', async () => {
    await keepOnDevice({ model: true, engine: true });
    expect((await findWriter())?.name).toBe('StoryCanvas test model');
  });

  it('offers no model when its file is kept but the engine that runs it is not', async () => {
    await keepOnDevice({ model: true, engine: false });
    expect(await findWriter()).toBeNull();
  });

  it('offers no model when none is kept', async () => {
    await keepOnDevice({ model: false, engine: true });
    expect(await findWriter()).toBeNull();
  });
});
