// @vitest-environment node
// The older readers' harm model reads only self-harm, sexual content and hate: the fights, battles
// and deaths of an older reader's story still go through, with the committed models in the gate.
import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';

describe('checkText with the older readers’ model', () => {
  it.each([
    'The knights had a sword fight on the bridge and the bravest one won.',
    'The two knights fought with swords until the older one fell from his horse.',
    'The pirates fired their cannons at the enemy ship.',
  ])('lets "%s" through for 10–12 and teen readers', (text) => {
    for (const age of ['10-12', 'teen'] as const)
      expect(checkText(text, age)).toEqual({ ok: true });
  });

  it('still keeps the sword fight from a 7–9 reader', () => {
    expect(
      checkText('The knights had a sword fight on the bridge and the bravest one won.', '7-9'),
    ).toMatchObject({ ok: false, category: 'violence and weapons' });
  });
});
