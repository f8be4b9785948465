// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSentenceGate } from '@shared/safety/index.ts';

describe('createSentenceGate', () => {
  it('releases only whole sentences and holds back the unfinished one', () => {
    const gate = createSentenceGate('4-6');
    expect(gate.push('Pip ran to the ')).toEqual({ ok: true, release: '' });
    expect(gate.push('beach. She found a')).toEqual({
      ok: true,
      release: 'Pip ran to the beach. ',
    });
    expect(gate.push(' shell! "Look," she said. ')).toEqual({
      ok: true,
      release: 'She found a shell! "Look," she said. ',
    });
    expect(gate.finish()).toEqual({ ok: true, release: '' });
  });

  it('stops at the sentence that fails before any of it is released', () => {
    const gate = createSentenceGate('4-6');
    expect(gate.push('Pip ran. Then the bear st')).toEqual({ ok: true, release: 'Pip ran. ' });
    expect(gate.push('abbed the fox. Birds sang.')).toMatchObject({
      ok: false,
      category: 'violence and weapons',
    });
  });

  it('judges the held-back ending and disguises split across sentences', () => {
    const ending = createSentenceGate('7-9');
    expect(ending.push('They went home. The dragon was dead')).toEqual({
      ok: true,
      release: 'They went home. ',
    });
    expect(ending.finish().ok).toBe(false);
    const spelled = createSentenceGate('4-6');
    for (const letter of ['k. ', 'i. ', 'l. ']) expect(spelled.push(letter).ok).toBe(true);
    expect(spelled.push('l. ').ok).toBe(false);
  });
});
