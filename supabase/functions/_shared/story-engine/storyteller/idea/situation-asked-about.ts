// "the oxygen keeps running low and Marisol wants to find out why": a "why" that ends its clause
// asks about what the idea said just before, so the hero finds out why the oxygen keeps running
// low, never a stock "who took the trophy".
import type { IdeaWord } from './read-idea-words.ts';

const CLAUSE_JOINS = new Set('and but so yet'.split(' '));

/** Words that say where or when a situation happens, before it: "in an underwater city". */
const leadsIn = (part: IdeaWord) =>
  part.tags.has('Preposition') ||
  part.tags.has('Date') ||
  /^(every|each|one|last)$/.test(part.normal);

/** Verbs the tagger reads as a noun's second word before a gerund: "the old mill keep flickering". */
const ASPECTS = /^(keeps?|kept|stops?|stopped|starts?|started)$/;

/** A verb the clause's subject does: never a gerund nor an infinitive after "to". */
const finiteVerb = (part: IdeaWord, before: IdeaWord | undefined, next?: IdeaWord) =>
  (part.tags.has('Verb') && !part.tags.has('Gerund') && before?.normal !== 'to') ||
  (ASPECTS.test(part.normal) && next?.tags.has('Gerund') === true);

const hasFiniteVerb = (clause: readonly IdeaWord[]) =>
  clause.some((part, at) => finiteVerb(part, clause[at - 1], clause[at + 1]));

/** The clause without the place or time that leads into it: "in an underwater city the oxygen …". */
function withoutLeadIn(clause: IdeaWord[]): IdeaWord[] {
  if (!clause[0] || !leadsIn(clause[0])) return clause;
  const verb = clause.findIndex((part, at) => finiteVerb(part, clause[at - 1], clause[at + 1]));
  let subject = verb - 1;
  while (
    subject > 0 &&
    !clause[subject]?.tags.has('Determiner') &&
    ['Noun', 'Adjective', 'Determiner'].some((tag) => clause[subject - 1]?.tags.has(tag))
  )
    subject -= 1;
  return clause.slice(subject);
}

/** Who is asked about in a mystery of who did it, which the idea's culprit tells better. */
const NO_ONE = /^(some|no|any)(one|body|thing)$/;

/**
 * What a "why" that ends the asker's clause ("find out why", "nobody knows why") asks about: the
 * nearest clause before it with a verb of its own (a cause after "because" is a clause of its own), without the place or time that leads into it,
 * "the oxygen keeps running low", or what follows "where" in "a bookshop where the books rewrite
 * themselves". A clause with no subject of its own goes with the one before ("keeps disappearing
 * and coming back"). Null where there is none, where the asker's clause has no subject of its own
 * ("Sam is sad and does not know why": the hero's own mood), or where someone unnamed did it.
 */
export function situationAskedAbout(words: readonly IdeaWord[], asker: number): IdeaWord[] | null {
  const sentence = words[asker]?.sentence;
  const clauses: IdeaWord[][] = [[]];
  for (let at = 0; at <= asker; at += 1) {
    const part = words[at] as IdeaWord;
    if (part.sentence !== sentence) continue;
    // "is called back because its generator has started humming … and nobody knows why": what
    // nobody knows is the cause, told after "because".
    if (CLAUSE_JOINS.has(part.normal) || /^(where|when|because)$/.test(part.normal)) {
      clauses.push(CLAUSE_JOINS.has(part.normal) ? [part] : []);
      continue;
    }
    clauses.at(-1)?.push(part);
    if (/[,;:\-–—]/.test(part.after) && at < asker) clauses.push([]);
  }
  const own = clauses.pop()?.filter((part) => !CLAUSE_JOINS.has(part.normal)) ?? [];
  const first = own[0];
  if (!first || first.tags.has('Verb') || first.normal === 'to') return null;
  for (let index = clauses.length - 1; index >= 0; index -= 1) {
    let clause = (clauses[index] as IdeaWord[]).filter(
      (part, at) => at > 0 || !CLAUSE_JOINS.has(part.normal),
    );
    if (!hasFiniteVerb(clause)) continue;
    if (clause[0]?.tags.has('Verb') && index > 0)
      clause = [...(clauses[index - 1] as IdeaWord[]), ...(clauses[index] as IdeaWord[])].filter(
        (part, at) => at > 0 || !CLAUSE_JOINS.has(part.normal),
      );
    const told = withoutLeadIn(clause);
    return told[0] && !NO_ONE.test(told[0].normal) ? told : null;
  }
  return null;
}
