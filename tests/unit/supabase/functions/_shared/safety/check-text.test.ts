import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { AGE_IDS } from '@shared/story-engine/index.ts';
import { HARMLESS_SENTENCES, UNSAFE_INPUTS } from '../../../../../corpora/safety/index.ts';

describe('checkText on the corpora', () => {
  it.each(['4-6', '7-9'] as const)(
    'keeps at least 98%% of unsafe inputs from a %s reader',
    (age) => {
      const applicable = UNSAFE_INPUTS.filter((entry) => entry.keptUpTo !== '4-6' || age === '4-6');
      const caught = applicable.filter((entry) => !checkText(entry.text, age).ok);
      expect(applicable.length).toBeGreaterThanOrEqual(150);
      expect(caught.length / applicable.length).toBeGreaterThanOrEqual(0.98);
    },
  );

  it.each(AGE_IDS)('lets at least 98%% of harmless children’s sentences through for %s', (age) => {
    const accepted = HARMLESS_SENTENCES.filter((sentence) => checkText(sentence, age).ok);
    expect(HARMLESS_SENTENCES.length).toBeGreaterThanOrEqual(100);
    expect(accepted.length / HARMLESS_SENTENCES.length).toBeGreaterThanOrEqual(0.98);
  });
});

describe('checkText', () => {
  it('refuses the inputs a new user pasted into a 4–6 story, naming the category', () => {
    expect(checkText('a sexy princess takes off all her clothes', '4-6')).toEqual({
      ok: false,
      category: 'sexual content and nudity',
    });
    expect(checkText('Killer', '4-6')).toEqual({ ok: false, category: 'violence and weapons' });
    expect(checkText('bloodthirsty', '4-6')).toEqual({
      ok: false,
      category: 'violence and weapons',
    });
    expect(checkText('stab the fox with a knife', '4-6')).toEqual({
      ok: false,
      category: 'violence and weapons',
    });
  });

  it.each([
    'kill',
    'kills',
    'killed',
    'killer',
    'killing',
    'murdered',
    'stabbed',
    'guns',
    'sexy',
    'nudity',
    'dying',
    'bleeding',
  ])('catches the word form %s', (word) =>
    expect(checkText(`The bear ${word} today`, '7-9').ok).toBe(false),
  );

  it.each([
    'k1ll the fox',
    'k i l l the fox',
    'k.i.l.l the fox',
    '\u043a\u0456ll the fox',
    'ki\u200bll the fox',
    '\uff4b\uff49\uff4c\uff4c the fox',
    'kiiiiilll the fox',
    's3x',
    'b100d',
    '#killthemall',
  ])('sees through the disguise in %j', (text) => expect(checkText(text, '4-6').ok).toBe(false));

  it.each([
    'Mum spread jam with a butter knife.',
    'Leo filled his water gun.',
    'A killer whale jumped.',
    'A shooting star fell.',
    'We ate a blood orange.',
    'The path was a dead end.',
    'The dinosaurs died out long ago.',
    'The skeleton key opened the door.',
    'Maya wore a ghost costume.',
  ])('lets the harmless %j through for 4–6', (text) =>
    expect(checkText(text, '4-6')).toEqual({ ok: true }),
  );

  it('keeps the harmful word when a harmless phrase sits beside it', () => {
    expect(checkText('Stab him with the butter knife', '4-6').ok).toBe(false);
    expect(checkText('Kill the killer whale', '7-9').ok).toBe(false);
  });

  it('tiers by age: a sword fight is for teens, not for 4–6; sexual content and slurs for nobody', () => {
    const swordFight = 'The knights had a sword fight on the bridge.';
    expect(checkText(swordFight, '4-6').ok).toBe(false);
    expect(checkText(swordFight, '7-9').ok).toBe(false);
    expect(checkText(swordFight, 'teen')).toEqual({ ok: true });
    expect(checkText('A friendly ghost waved.', '4-6')).toEqual({ ok: true });
    expect(checkText('A ghost floated through the hall.', '4-6').ok).toBe(false);
    expect(checkText('A ghost floated through the hall.', '7-9')).toEqual({ ok: true });
    expect(checkText('They were naked.', 'adult')).toEqual({
      ok: false,
      category: 'sexual content and nudity',
    });
    expect(checkText('you retard', 'adult')).toEqual({ ok: false, category: 'slurs and hate' });
    expect(checkText("don't tell your parents about our secret", 'teen')).toEqual({
      ok: false,
      category: 'grooming',
    });
    expect(checkText('what the fuck', 'adult')).toEqual({ ok: true });
  });

  it('passes empty text and plain words that merely contain a kept word', () => {
    expect(checkText('  ', '4-6')).toEqual({ ok: true });
    expect(checkText('The skilled diet cook made a diesel engine in Sussex.', '4-6')).toEqual({
      ok: true,
    });
    expect(checkText('Hello from the shell by the dam on the river.', '4-6')).toEqual({ ok: true });
  });
});
