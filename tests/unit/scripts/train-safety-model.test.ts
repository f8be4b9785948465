// @vitest-environment node
// The trainer stores each harm model's features grouped by weight and category; the gate reads them
// back. What the gate reads must be what was trained, or its verdicts change with the encoding.
import { describe, expect, it } from 'vitest';
import { readHarmModel } from '@shared/safety/judge-with-model.ts';
import { storeFeatures } from '../../../scripts/train-safety-model.ts';

const weights = new Map([
  ['w:knife', { weight: 0.56, category: 2 }],
  ['b:sharp+knife', { weight: 0.56, category: 2 }],
  ['w:year', { weight: 0.07, category: 5 }],
  ['cc:v.contact+n.body', { weight: 1.31, category: 8 }],
  ['w:witch', { weight: -0.35, category: 2 }],
  ['b:baby+bear', { weight: -0.1, category: 4 }],
  ['neg', { weight: -0.05, category: 7 }],
]);

describe('storeFeatures', () => {
  it('reads back every weight exactly and the category of every feature that raises a score', () => {
    const read = readHarmModel({
      bias: -1.3,
      threshold: 1.5,
      features: storeFeatures({ bias: -1.3, threshold: 1.5, weights }),
    });
    expect(read.weights.size).toBe(weights.size);
    for (const [name, learnt] of weights) {
      expect(read.weights.get(name)?.weight).toBe(learnt.weight);
      if (learnt.weight > 0) expect(read.weights.get(name)?.category).toBe(learnt.category);
    }
  });

  it('writes a shared weight and category once for the features that share them', () => {
    const stored = storeFeatures({ bias: -1.3, threshold: 1.5, weights });
    expect(stored).toContain('=56=2;:b:;sharp+knife;:w:;knife;');
    expect(stored.match(/=-?\d+=\d+/g)).toEqual([
      '=-35=0',
      '=-10=0',
      '=-5=0',
      '=7=5',
      '=56=2',
      '=131=8',
    ]);
  });

  it('reads names written whole, as the trainer wrote them before kinds were grouped', () => {
    const read = readHarmModel({
      bias: -1.3,
      threshold: 1.5,
      features: '=-5=0;neg;w:witch;=56=2;b:sharp+knife;:w:;knife',
    });
    expect([...read.weights.keys()]).toEqual(['neg', 'w:witch', 'b:sharp+knife', 'w:knife']);
  });

  it('keeps every category when the bias alone passes the threshold', () => {
    const read = readHarmModel({
      bias: 2,
      threshold: 1.5,
      features: storeFeatures({ bias: 2, threshold: 1.5, weights }),
    });
    for (const [name, learnt] of weights)
      expect(read.weights.get(name)).toEqual({ weight: learnt.weight, category: learnt.category });
  });
});

describe('readHarmModel', () => {
  it('refuses weights stored one "name=weight=category" at a time, which it would read as no weights', () => {
    expect(() =>
      readHarmModel({ bias: -1.3, threshold: 1.5, features: 'w:knife=0.56=2;w:witch=-0.35=2' }),
    ).toThrow(/npm run safety:train/);
  });
});
