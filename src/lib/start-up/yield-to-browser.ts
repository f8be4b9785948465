interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows `await yieldToBrowser()` runs in a task of its own, so the
 * browser can paint and answer a tap in between. Each step of a start-up that yields is a short
 * task instead of part of one long one. scheduler.yield puts the rest ahead of other queued work
 * where the browser has it; elsewhere a zero timeout does the same, a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
