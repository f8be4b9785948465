// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { untilAborted } from '@/features/on-device-model/data/until-aborted';

/** Work that settles only when told, as loading the model does in its own time. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  const work = new Promise<T>((settle) => (resolve = settle));
  return { work, resolve };
}

describe('untilAborted', () => {
  it('answers a cancel at once, while the work it cannot stop goes on', async () => {
    const loading = pending<string>();
    const controller = new AbortController();
    const waited = untilAborted(loading.work, controller.signal);
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(waited).rejects.toMatchObject({ name: 'AbortError' });
    loading.resolve('model');
    await expect(loading.work).resolves.toBe('model');
  });

  it('settles as the work does when nobody cancels', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve('model'), controller.signal)).resolves.toBe('model');
    const failure = new Error('out of memory');
    await expect(untilAborted(Promise.reject(failure), controller.signal)).rejects.toBe(failure);
    await expect(untilAborted(Promise.resolve('model'))).resolves.toBe('model');
  });

  it('does not wait at all once already cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(untilAborted(pending<string>().work, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
