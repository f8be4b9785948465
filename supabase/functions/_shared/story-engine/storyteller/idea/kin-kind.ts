// "dad put his shoes on the wrong feet": a hero the idea calls by what a child calls them is a
// grown-up of that kind, never the genre's stock "kid" ("Dad was a curious kid").
import { AUNT_AND_UNCLE_WORDS, KIN_TITLES, PARENT_WORDS, SHE_WORDS } from './idea-words.ts';

/** What a hero called "Dad", "Grandma Rose" or "Nonna" is: "father", "grandmother"; else null. */
export function kinKind(heroName: string): string | null {
  // The family's words are listed without accents: "Tía Rosa" is "tia".
  const word = (heroName.split(/\s+/)[0] ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  if (!KIN_TITLES.has(word)) return null;
  const she = SHE_WORDS.has(word);
  if (PARENT_WORDS.has(word)) return she ? 'mother' : 'father';
  if (AUNT_AND_UNCLE_WORDS.has(word)) return she ? 'aunt' : 'uncle';
  return she ? 'grandmother' : 'grandfather';
}
