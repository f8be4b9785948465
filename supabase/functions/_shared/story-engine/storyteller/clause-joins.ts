// Where a sentence joins two clauses: a comma before "but", "and", "yet", "so" or "then", or a
// semicolon. The band's shaping splits a long clause there, the filler puts what is known before
// the last of them, and a sentence's ideas are counted by them: one list of joining words for all.
const JOINING = ['but', 'and', 'yet', 'so', 'then'];

/** Each point where one clause ends and the next begins; the joining word opens the next. */
export const CLAUSE_JOINS = new RegExp(`,\\s(?=(?:${JOINING.join('|')})\\s)|;\\s`, 'g');

// ", or" offers another way rather than a second clause to split off, yet still links two ideas.
const LINKS = new RegExp(`,\\s(?:${[...JOINING, 'or'].join('|')})\\s|;\\s`, 'g');

/** How many times a sentence links one clause to the next: "A, and B; C" links twice. */
export function joinsIn(sentence: string): number {
  return sentence.match(LINKS)?.length ?? 0;
}
