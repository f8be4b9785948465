/**
 * Settles as `work` does, or rejects with the signal's reason as soon as it is aborted: for work that
 * cannot itself be stopped (loading the model), so a reader who cancels is answered at once. The work
 * goes on, and whatever keeps its result (story-model-memory.ts) has it for the next try.
 */
export function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
      .catch(() => undefined);
  });
}
