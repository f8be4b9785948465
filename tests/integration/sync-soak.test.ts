// A small run of the fault-injection soak (the full one is `npm run soak`): two devices, random
// edits and offline windows, injected 5xx and dropped answers — nothing lost, nothing duplicated.
import { describe, expect, inject, it } from 'vitest';
import { runSoakScenario } from '../soak/run-soak-scenario';

const stack = inject('stack');

describe('sync soak (small run)', () => {
  it('two devices converge with the server after faults: no row lost, duplicated or different', async () => {
    const report = await runSoakScenario({
      url: stack.url,
      anonKey: stack.anonKey,
      steps: 120,
      seed: 4242,
    });
    expect(report.details).toEqual([]);
    expect(report.lost).toEqual([]);
    expect(report.duplicated).toBe(0);
    expect(report.diverged).toEqual([]);
    expect(report.created).toBeGreaterThan(40);
    expect(report.onServer + report.discarded).toBeGreaterThanOrEqual(report.created);
  });
});
