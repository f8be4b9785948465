// Fault-injection soak (`npm run soak`): two devices of one user make random edits with random
// offline windows while a proxy injects 5xx answers and drops answers after the server committed.
// At the end every device and the server must hold exactly the same rows. Needs a running stack:
// $STACK_JSON or $DATA_DIR/stack.json. SOAK_STEPS (default 300) and SOAK_SEED set the run.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSyncDevice, uniqueEmail, type SyncDevice } from '../integration/support/create-sync-device';
import { startFaultProxy } from '../integration/support/start-fault-proxy';
import { makeRandomEdit, type SoakLedger } from './soak-device-actions';
import { compareSoakState } from './compare-soak-state';

const steps = Number(process.env.SOAK_STEPS ?? 300);
let seed = Number(process.env.SOAK_SEED ?? Date.now() % 100_000);
const initialSeed = seed;
// Small deterministic generator so a failing run can be replayed with its seed.
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}

const stackFile = process.env.STACK_JSON ?? join(process.env.DATA_DIR ?? '.data', 'stack.json');
const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as { url: string; anonKey: string };
const proxy = await startFaultProxy(stack.url);
let faultsOn = true;
const isWrite = (request: { method: string; path: string }) => faultsOn && request.method === 'POST' && request.path.startsWith('/rest/v1/');
proxy.failWith(503, (request) => isWrite(request) && random() < 0.1, Number.MAX_SAFE_INTEGER);
proxy.dropResponse((request) => isWrite(request) && random() < 0.1, Number.MAX_SAFE_INTEGER);

const email = uniqueEmail('soak');
const password = 'correct horse battery staple';
const online = [true, true];
const first = await createSyncDevice(proxy.url, stack.anonKey, { email, password, signUp: true }, { isOnline: () => online[0]!, batchSize: 20 });
const second = await createSyncDevice(proxy.url, stack.anonKey, { email, password }, { isOnline: () => online[1]!, batchSize: 20 });
const devices: SyncDevice[] = [first, second];
const ledger: SoakLedger = { createdStories: new Set(), createdSegments: new Set() };
const tally = { syncs: 0, failedSyncs: 0, conflicts: 0 };

async function trySync(index: number): Promise<void> {
  const device = devices[index]!;
  if (!online[index]) return;
  const result = await device.engine.sync().catch((error: Error) => ({ success: false, conflicts: 0, errors: [error.message] }));
  tally.syncs += 1;
  tally.conflicts += result.conflicts;
  if (!result.success) tally.failedSyncs += 1;
}

for (let step = 0; step < steps; step += 1) {
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
    await device.db.operation_queue.where('status').anyOf('failed', 'in_progress').modify({ status: 'pending' });
    await trySync(index);
  }
}

const comparison = await compareSoakState(devices, ledger);
console.log(`soak seed=${initialSeed} steps=${steps} syncs=${tally.syncs} failed syncs=${tally.failedSyncs} conflicts=${tally.conflicts}`);
console.log(`created=${comparison.created} synced=${comparison.onServer} discarded before sync=${comparison.discarded}`);
console.log(`lost=${comparison.lost.length} duplicated=${comparison.duplicated} diverged=${comparison.diverged.length}`);
if (comparison.diverged.length) console.log(comparison.diverged.slice(0, 10).join('\n'));
for (const id of comparison.lost.slice(0, 5)) {
  for (const [index, device] of devices.entries()) {
    const row = (await device.db.stories.get(id)) ?? (await device.db.story_segments.get(id));
    const operations = await device.db.operation_queue.filter((op) => op.recordId === id).toArray();
    if (row || operations.length) console.log(`lost ${id} on device ${index + 1}:`, JSON.stringify({ row, operations }));
  }
}
for (const device of devices) device.engine.dispose();
await proxy.close();
process.exit(comparison.lost.length || comparison.duplicated || comparison.diverged.length ? 1 : 0);
