// @vitest-environment node
// The page keeps one model loaded for the next part; Delete (unloadStoryModel) stops its worker so
// its memory is freed, and a part written after that loads the model again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  rememberStoryModel,
  unloadStoryModel,
} from '@/features/on-device-model/data/story-model-memory';

function loader() {
  const exit = vi.fn(async () => {});
  const load = vi.fn(async () => ({ wllama: { exit }, contextTokens: 4096 }));
  return { exit, load };
}

afterEach(unloadStoryModel);

describe('the model kept in memory', () => {
  it('loads a model once for every part written with it', async () => {
    const { load, exit } = loader();
    const first = await rememberStoryModel('aa', load);
    expect(await rememberStoryModel('aa', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
  });

  it('is unloaded on Delete, and the next part loads it again', async () => {
    const { load, exit } = loader();
    await rememberStoryModel('aa', load);
    await unloadStoryModel();
    expect(exit).toHaveBeenCalledTimes(1);
    await rememberStoryModel('aa', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('unloads the old model when another one is asked for', async () => {
    const old = loader();
    await rememberStoryModel('aa', old.load);
    const next = loader();
    await rememberStoryModel('bb', next.load);
    await vi.waitFor(() => expect(old.exit).toHaveBeenCalledTimes(1));
    expect(next.exit).not.toHaveBeenCalled();
  });

  it('tries a model that failed to load again next time', async () => {
    const failing = vi.fn(async () => {
      throw new Error('out of memory');
    });
    await expect(rememberStoryModel('aa', failing)).rejects.toThrow('out of memory');
    const { load } = loader();
    await rememberStoryModel('aa', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
