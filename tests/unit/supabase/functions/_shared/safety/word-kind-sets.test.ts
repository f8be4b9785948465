// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { KILLING_DEEDS, verbStems, WOUNDING_DEEDS } from '@shared/safety/word-kind-sets.ts';

// Deeds in no hand list, found because WordNet files them under killing or wounding: the gate reads
// the kind, in any form of the verb, and still tells a ball or a rug from a living being.
describe('WordNet kinds in the event reading', () => {
  it('takes its deeds from WordNet, not from a list of the corpus words', () => {
    expect([...KILLING_DEEDS]).toEqual(expect.arrayContaining(['garrotte', 'strangle', 'lynch']));
    expect([...WOUNDING_DEEDS]).toEqual(expect.arrayContaining(['wallop', 'pummel', 'cudgel']));
    expect(KILLING_DEEDS.has('pip')).toBe(false);
  });

  it.each([
    'The troll walloped the little goat',
    'The giant pummelled the villagers',
    'The bandit garrotted the guard',
    'The pirates flogged the cabin boy',
    'The ogre cudgelled the farmer',
  ])('refuses an unlisted deed of force done to someone at 7-9: %s', (text) => {
    expect(checkText(text, '7-9')).toMatchObject({ ok: false, category: 'violence and weapons' });
  });

  it.each([
    'Gran walloped the rug with a broom',
    'Which way should Pip go?',
    'The twins thrashed the other team at chess',
    'Mum hammered a nail into the wall',
    'The hens pecked at the corn',
    'The wind buffeted the little boat',
  ])('lets the same kinds of words through when no one is hurt: %s', (text) => {
    expect(checkText(text, '4-6')).toEqual({ ok: true });
  });

  it('reads the base form of a verb the tagger left as written', () => {
    expect(verbStems('pummelled')).toContain('pummel');
    expect(verbStems('garrotted')).toContain('garrotte');
    expect(verbStems('bullied')).toContain('bully');
  });
});
