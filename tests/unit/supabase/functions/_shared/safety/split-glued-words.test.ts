import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { normaliseText } from '@shared/safety/normalise-text.ts';
import { splitGluedWords } from '@shared/safety/split-glued-words.ts';

// Letters typed apart across two or more words glue into one run ("t r a i n t r a c k s" reads
// "traintracks"); the gate must read the words in it, whatever separates the letters.
describe('splitGluedWords', () => {
  it.each([
    ['traintracks', 'train tracks'],
    ['killme', 'kill me'],
    ['setfiretotheshed', 'set fire to the shed'],
    ['hurtmyself', 'hurt myself'],
  ])('reads "%s" as "%s"', (run, words) => {
    expect(splitGluedWords(run)).toBe(words);
  });

  it.each(['cutting', 'kill', 'sex', 'butterfly'])('leaves the one word "%s" alone', (word) => {
    expect(splitGluedWords(word)).toBeNull();
  });

  it('leaves a run that is no known words alone', () => {
    expect(splitGluedWords('xqzvtrpl')).toBeNull();
  });
});

describe('normaliseText reads letters typed apart across words', () => {
  it.each([
    't r a i n t r a c k s',
    't.r.a.i.n t.r.a.c.k.s',
    't-r-a-i-n-t-r-a-c-k-s',
    't_r_a_i_n t_r_a_c_k_s',
    't*r*a*i*n*t*r*a*c*k*s',
  ])('"%s" has a reading "train tracks"', (spaced) => {
    const views = normaliseText(`the kids play chicken on the ${spaced}`).map((view) => view.text);
    expect(views).toContain('the kids play chicken on the train tracks');
  });

  it.each([
    'they s e t f i r e t o t h e s h e d',
    'they s.e.t f.i.r.e t.o t.h.e s.h.e.d',
    'the gang will k-i-l-l h-i-m',
    'he wants to h u r t h i m s e l f',
  ])('refuses "%s" at 7–9 as the plain words are refused', (text) => {
    expect(checkText(text, '7-9').ok).toBe(false);
  });

  it.each(['a p-l-a-y d-a-t-e at Sam’s house', 'we spelled c.a.t and d.o.g in class'])(
    'lets "%s" through at 4–6',
    (text) => {
      expect(checkText(text, '4-6')).toEqual({ ok: true });
    },
  );
});

describe('normaliseText takes out invisible characters inside any word', () => {
  const invisible = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
  it.each([
    ['light a fire', 'light a fi?re under your bed to keep warm'],
    ['stab', 'the bully wants to st?ab the new boy'],
    ['pills', 'she swallows all the pi?lls in the bathroom cabinet'],
  ])('refuses "%s" split by every invisible character, as its plain form is', (_, text) => {
    expect(checkText(text.replace('?', ''), '7-9').ok).toBe(false);
    for (const character of invisible) {
      const hidden = text.replace('?', character);
      expect(normaliseText(hidden)[0]?.text).toBe(text.replace('?', '').toLowerCase());
      expect(checkText(hidden, '7-9').ok).toBe(false);
    }
  });
});
