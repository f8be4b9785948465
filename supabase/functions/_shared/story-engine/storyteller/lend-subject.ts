// A clause split off at its join keeps a subject: "Aroha started slowly, and did not try to make it
// sound better" told to a young reader is "Aroha started slowly. Aroha did not try…", never a
// sentence that begins "And did not try".
import { tagWords } from './read-english.ts';

// Who or what a clause is about, said first: a split clause that starts so has its own subject.
const OWN_SUBJECT =
  /^(?:the|a|an|his|her|their|its|my|our|your|he|she|they|it|i|we|you|there|then|that|this|these|those|nothing|everything|everyone|everybody|someone|somebody|nobody|no|one|all|at|in|on|over|again|now|soon|still|so|not|with|by|for|from|after|before|when|while|if|because|something|things|each|every|some|many|more|most|both)$/;

/** The words before the first verb of `clause`, where they are a short subject: "Aroha", "The teddy". */
function subjectOf(clause: string): string | null {
  // "It turned out the twins had not meant to": who it turned out about is the subject.
  const words = tagWords(clause.replace(/^it (?:turned out|seemed|was clear)(?: that)? /i, ''));
  const verb = words.findIndex((word) => word.tags.has('Verb'));
  if (verb < 1 || verb > 7) return null;
  return words
    .slice(0, verb)
    .map((word) => word.text)
    .join(' ');
}

/**
 * `piece` is what followed a join ("and did not hide it"); `before` is the clause it was joined to.
 * A piece that starts with its verb is told with the subject of the clause before.
 */
export function lendSubject(before: string, piece: string): string | null {
  const joined = /^(and|but)(\s+then)?\s+(\S+)(.*)$/.exec(piece);
  if (!joined) return null;
  const [, join = '', then, first = '', rest = ''] = joined;
  if (OWN_SUBJECT.test(first.toLowerCase()) || /^\p{Lu}/u.test(first)) return null;
  const tags = tagWords(`${first}${rest}`)[0]?.tags;
  if (!tags?.has('PastTense') && !tags?.has('Auxiliary')) return null;
  const subject = subjectOf(before);
  if (!subject) return null;
  const lead = then ? 'Then' : join === 'but' ? 'But' : '';
  if (!lead) return `${subject} ${first}${rest}`;
  // "Then she felt", "But the teddy did not": a name keeps its capital after the lead.
  const [head = '', ...tail] = subject.split(' ');
  const told = OWN_SUBJECT.test(head.toLowerCase())
    ? [head.toLowerCase(), ...tail]
    : [head, ...tail];
  return `${lead} ${told.join(' ')} ${first}${rest}`;
}
