// The soak scenario, for `npm run soak` and the small run in the integration suite: two devices of
// one user make random edits with random offline windows while a proxy injects 5xx answers and drops
// answers after the server committed; then the network returns and both devices settle.
import 'fake-indexeddb/auto';
import {
  createSyncDevice,
  uniqueEmail,
  type SyncDevice,
} from '../integration/support/create-sync-device';
import { startFaultProxy } from '../integration/support/start-fault-proxy';
import { makeRandomEdit, type SoakLedger } from './soak-device-actions';
import { compareSoakState, type SoakComparison } from './compare-soak-state';

export interface SoakOptions {
  url: string;
  anonKey: string;
  steps: number;
  seed: number;
}

export interface SoakReport extends SoakComparison {
  seed: number;
  steps: number;
  syncs: number;
  failedSyncs: number;
  conflicts: number;
  discarded: number;
  details: string[];
}

export async function runSoakScenario(options: SoakOptions): Promise<SoakReport> {
  let seed = options.seed;
  // Small deterministic generator so a failing run's edits can be replayed with its seed.
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const proxy = await startFaultProxy(options.url);
  let faultsOn = true;
  const isWrite = (request: { method: string; path: string }) =>
    faultsOn && request.method === 'POST' && request.path.startsWith('/rest/v1/');
  proxy.failWith(
    503,
    (request) => isWrite(request) && Math.random() < 0.1,
    Number.MAX_SAFE_INTEGER,
  );
  proxy.dropResponse((request) => isWrite(request) && Math.random() < 0.1, Number.MAX_SAFE_INTEGER);

  const credentials = { email: uniqueEmail('soak'), password: 'correct horse battery staple' };
  const online = [true, true];
  const devices: SyncDevice[] = [
    await createSyncDevice(
      proxy.url,
      options.anonKey,
      { ...credentials, signUp: true },
      { isOnline: () => online[0]!, batchSize: 20 },
    ),
    await createSyncDevice(proxy.url, options.anonKey, credentials, {
      isOnline: () => online[1]!,
      batchSize: 20,
    }),
  ];
  const ledger: SoakLedger = { createdStories: new Set(), createdSegments: new Set() };
  const tally = { syncs: 0, failedSyncs: 0, conflicts: 0 };

  const trySync = async (index: number) => {
    if (!online[index]) return;
    const result = await devices[index]!.engine.sync().catch((error: Error) => ({
      success: false,
      conflicts: 0,
      errors: [error.message],
    }));
    tally.syncs += 1;
    tally.conflicts += result.conflicts;
    if (!result.success) tally.failedSyncs += 1;
  };

  try {
    for (let step = 0; step < options.steps; step += 1) {
      const index = random() < 0.5 ? 0 : 1;
      await makeRandomEdit(devices[index]!, ledger, random, step);
      if (random() < 0.08) online[index] = !online[index];
      if (random() < 0.25) await trySync(index);
    }
    // The network comes back for good and the user presses retry on anything that ran out of attempts.
    faultsOn = false;
    online[0] = online[1] = true;
    for (let round = 0; round < 6; round += 1) {
      for (const [index, device] of devices.entries()) {
        await device.db.operation_queue
          .where('status')
          .anyOf('failed', 'in_progress')
          .modify({ status: 'pending' });
        await trySync(index);
      }
    }
    const comparison = await compareSoakState(devices, ledger);
    const details: string[] = [...comparison.diverged.slice(0, 10)];
    for (const id of comparison.lost.slice(0, 5)) {
      for (const [index, device] of devices.entries()) {
        const row = (await device.db.stories.get(id)) ?? (await device.db.story_segments.get(id));
        const operations = await device.db.operation_queue
          .filter((op) => op.recordId === id)
          .toArray();
        if (row || operations.length)
          details.push(`lost ${id} on device ${index + 1}: ${JSON.stringify({ row, operations })}`);
      }
    }
    return { ...comparison, ...tally, seed: options.seed, steps: options.steps, details };
  } finally {
    for (const device of devices) device.engine.dispose();
    await proxy.close();
  }
}
