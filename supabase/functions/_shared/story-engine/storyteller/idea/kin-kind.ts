// "dad put his shoes on the wrong feet": a hero the idea calls by what a child calls them is a
// grown-up of that kind, never the genre's stock "kid" ("Dad was a curious kid").
import { KIN_TITLES, SHE_WORDS } from './idea-words.ts';

const PARENTS = new Set('mum dad mom mummy mommy daddy mama papa'.split(' '));
const AUNTS_AND_UNCLES =
  /^(aunt|auntie|aunty|uncle|tia|tita|zia|tante|khala|mausi|chachi|tio|tito|zio|onkel|khalu|chacha)$/;

/** What a hero called "Dad", "Grandma Rose" or "Nonna" is: "father", "grandmother"; else null. */
export function kinKind(heroName: string): string | null {
  const word = heroName.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!KIN_TITLES.has(word)) return null;
  const she = SHE_WORDS.has(word);
  if (PARENTS.has(word)) return she ? 'mother' : 'father';
  if (AUNTS_AND_UNCLES.test(word)) return she ? 'aunt' : 'uncle';
  return she ? 'grandmother' : 'grandfather';
}
