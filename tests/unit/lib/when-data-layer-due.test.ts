// The parts of the data layer wait for the same moment; each must then start in a task of its own,
// or their starts add up to one long task that holds the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CHANGES_KEY } from '@/lib/pending-changes-key';

async function loadModule() {
  vi.resetModules();
  return import('@/lib/when-data-layer-due');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('whenDataLayerDue', () => {
  it('lets each waiting part start in a task of its own once the data layer is due', async () => {
    localStorage.setItem(PENDING_CHANGES_KEY, '1');
    const { whenDataLayerDue } = await loadModule();
    const started: string[] = [];
    const session = whenDataLayerDue().then(() => {
      started.push('session');
      // Work the session's start leaves for the rest of its task.
      queueMicrotask(() => started.push('rest of the session task'));
    });
    const syncStatus = whenDataLayerDue().then(() => started.push('sync status'));
    // The rest of the task that ended the wait starts nothing.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(started).toEqual([]);
    await Promise.all([session, syncStatus]);
    // In one task, the sync status would have started before the session's task ended.
    expect(started).toEqual(['session', 'rest of the session task', 'sync status']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    localStorage.setItem(PENDING_CHANGES_KEY, '1');
    const yieldTask = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    vi.stubGlobal('scheduler', { yield: yieldTask });
    const { whenDataLayerDue } = await loadModule();
    await Promise.all([whenDataLayerDue(), whenDataLayerDue()]);
    expect(yieldTask).toHaveBeenCalledTimes(2);
  });
});
