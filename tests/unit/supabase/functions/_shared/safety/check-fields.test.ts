// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkFields,
  checkSegment,
  describeSafetyRules,
  storyRequestFields,
} from '@shared/safety/index.ts';
import { parseStoryRequest } from '@shared/story-engine/index.ts';

function request(input: Record<string, unknown>) {
  const parsed = parseStoryRequest({ age: '4-6', genre: 'adventure', ...input });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

describe('checkFields', () => {
  it('names the first unfit field kindly and never repeats the word it found', () => {
    const verdict = checkFields(
      storyRequestFields(
        request({
          prompt: 'A picnic',
          characters: [{ name: 'Pip', traits: ['kind', 'bloodthirsty'] }],
        }),
      ),
      '4-6',
    );
    expect(verdict).toMatchObject({
      ok: false,
      field: 'characters.0.traits.1',
      label: 'A character trait',
      category: 'violence and weapons',
    });
    if (verdict.ok) return;
    expect(verdict.message).toMatch(
      /^A character trait has words we keep out of stories for readers aged 4–6\. Could you say it another way\?/,
    );
    expect(verdict.message.toLowerCase()).not.toContain('blood');
  });

  it('checks the own choice, and lets a harmless request through', () => {
    expect(
      checkFields(storyRequestFields(request({ choice: 'stab the fox with a knife' })), '4-6'),
    ).toMatchObject({ ok: false, field: 'choice', label: 'Your own choice' });
    expect(
      checkFields(
        storyRequestFields(request({ prompt: 'A blood orange rolls away', choice: 'Chase it' })),
        '4-6',
      ),
    ).toEqual({ ok: true });
  });
});

describe('checkSegment', () => {
  it('judges the choices and the image prompt as well as the text', () => {
    const segment = {
      segment_text: 'Pip found a shell.',
      choices: ['Keep it', 'Throw it'],
      image_prompt: 'A beach at dawn',
    };
    expect(checkSegment(segment, '4-6')).toEqual({ ok: true });
    expect(checkSegment({ ...segment, choices: ['Stab the fox with the knife'] }, '7-9').ok).toBe(
      false,
    );
    expect(checkSegment({ ...segment, image_prompt: 'A corpse on the sand' }, '7-9').ok).toBe(
      false,
    );
  });
});

describe('describeSafetyRules', () => {
  it('lists more for younger readers', () => {
    expect(describeSafetyRules('4-6')).toContain('no scary monsters');
    expect(describeSafetyRules('7-9')).toContain('welcome: toys, sport');
    expect(describeSafetyRules('teen')).not.toContain('no scary monsters');
    expect(describeSafetyRules('teen')).not.toContain('harm done to a person');
    expect(describeSafetyRules('adult')).toContain('no sexual content');
  });
});

describe('checkFields marks the words to change', () => {
  it('gives where the refused words sit in the typed text, disguised or not, and a kind alternative', () => {
    for (const typed of [
      'A bear will stab the fox with a knife',
      'A bear will st4b the fox with a knife',
    ]) {
      const verdict = checkFields(
        [{ field: 'prompt', label: 'The story idea', text: typed }],
        '4-6',
      );
      expect(verdict.ok).toBe(false);
      if (verdict.ok) return;
      expect(typed.slice(verdict.phrase?.start, verdict.phrase?.end)).toMatch(
        /^bear will st[a4]b the fox with$/,
      );
      expect(verdict.alternative).toBe('a friendly contest, a clever trick or a brave rescue');
    }
  });
});
