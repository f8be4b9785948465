// The app's own download of the on-device model (download-model.ts), run in Node against the stack:
// the model /api/config names, fetched from /models/ with its progress, checked against
// OFFLINE_MODEL_SHA256 and kept; a download cut short resumed with a Range request; and a hash that
// does not match the file (a wrong OFFLINE_MODEL_SHA256) refused with the message a reader sees.
// The browser's origin private file system is in memory here (Node has none).
// The real @wllama/wllama does not run here: Node 20's V8 cannot compile its wllama.wasm ("CompileError:
// WebAssembly.instantiate(): invalid table elements limits flags": it is built for memory64 and
// table64, even with --experimental-wasm-memory64), and the build it falls back to without them is
// fetched from cdn.jsdelivr.net (@wllama/wllama-compat is not a dependency). It runs in Chromium:
// on-device-engine.test.ts, the browser tests (on-device-model*.spec.ts) and bench/on-device-*.ts.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { OfflineModel } from '@/lib/supabase-connection';
import {
  downloadModel,
  readKeptModel,
  type DownloadProgress,
} from '@/features/on-device-model/data/download-model';
import { WRONG_HASH_MESSAGE } from '@/features/on-device-model/data/verify-model-hash';
import {
  createMemoryOriginFileSystem,
  type MemoryFolderHandle,
} from './support/memory-origin-file-system.ts';

const stack = inject('stack');
const whole = readFileSync(stack.offlineModel.path);

/** The model as the app reads it from /api/config, at the stack's address. */
async function readConfiguredModel(stackUrl: string): Promise<OfflineModel> {
  const config = (await (await fetch(`${stackUrl}/api/config`)).json()) as {
    offlineModel: OfflineModel;
  };
  return { ...config.offlineModel, url: `${stackUrl}${config.offlineModel.url}` };
}

let root: MemoryFolderHandle;
const keptNames = async () =>
  (await root.getDirectoryHandle('on-device-model', { create: true })).names();

beforeEach(() => {
  root = createMemoryOriginFileSystem();
  vi.stubGlobal('navigator', { storage: { getDirectory: async () => root } });
});
afterEach(() => vi.unstubAllGlobals());

describe("the app's download of the stack's on-device model", () => {
  it('fetches the model the config names, checks it against OFFLINE_MODEL_SHA256 and keeps it, with progress to its size', async () => {
    const model = await readConfiguredModel(stack.url);
    expect(model.sha256).toBe(stack.offlineModel.sha256);
    const progress: DownloadProgress[] = [];
    await downloadModel(model, (step) => progress.push(step), new AbortController().signal);
    expect(await keptNames()).toEqual([`${model.sha256}.gguf`]);
    const kept = await readKeptModel(model);
    expect(Buffer.from(await kept!.arrayBuffer()).equals(whole)).toBe(true);
    expect(progress.at(-1)).toEqual({
      receivedBytes: whole.byteLength,
      totalBytes: whole.byteLength,
    });
  });

  it('resumes a download cut short from what was kept, with a Range request, and the whole passes the check', async () => {
    const model = await readConfiguredModel(stack.url);
    const arrived = 400_000;
    const folder = await root.getDirectoryHandle('on-device-model', { create: true });
    const part = await folder.getFileHandle(`${model.sha256}.part`, { create: true });
    const writable = await part.createWritable();
    await writable.write(whole.subarray(0, arrived));
    await writable.close();
    const progress: DownloadProgress[] = [];
    await downloadModel(model, (step) => progress.push(step), new AbortController().signal);
    // Counting from what was kept is what a 206 answer to the Range request gives; a 200 starts at 0.
    expect(progress[0]).toEqual({ receivedBytes: arrived, totalBytes: whole.byteLength });
    expect(await keptNames()).toEqual([`${model.sha256}.gguf`]);
    const kept = await readKeptModel(model);
    expect(Buffer.from(await kept!.arrayBuffer()).equals(whole)).toBe(true);
  });

  it('refuses the model when its bytes do not match the hash it is checked against (a wrong OFFLINE_MODEL_SHA256), saying so, and keeps nothing', async () => {
    const model = { ...(await readConfiguredModel(stack.url)), sha256: 'f'.repeat(64) };
    await expect(downloadModel(model, () => {}, new AbortController().signal)).rejects.toThrow(
      WRONG_HASH_MESSAGE,
    );
    expect(await keptNames()).toEqual([]);
    expect(await readKeptModel(model)).toBeNull();
  });
});
