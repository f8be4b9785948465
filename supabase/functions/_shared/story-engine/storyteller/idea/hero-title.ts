// A hero the idea calls by a title keeps it: "Dr. Nguyen" is told as Dr Nguyen, a doctor, never a
// "curious young explorer"; "Mrs Adebayo" stays Mrs Adebayo. A title written small ("retired
// detective Solveig Dahl", "the night doctor Rafael") is what the person does, not part of the name.
import { capitalise } from '../../../capitalise.ts';

/** What a title says its person does: a doctor, a captain. */
const TITLE_KINDS: Readonly<Record<string, string>> = {
  dr: 'doctor',
  doctor: 'doctor',
  professor: 'professor',
  captain: 'captain',
  detective: 'detective',
  inspector: 'inspector',
};

/** The hero's name as the idea calls them: "Dr Nguyen", "Sir Oisín", "Mei-Lin" (no "'s"). */
export function titledName(title: string | null, name: string): string {
  const bare = capitalise(name.replace(/['’]s$/, ''));
  // "Dr." is written "Dr", as British English writes a title that ends with its last letter.
  const written = title?.replace(/\.$/, '') ?? '';
  return /^\p{Lu}/u.test(written) ? `${written} ${bare}` : bare;
}

/** The kind a title gives its hero when the idea says no other: "Professor Okafor" is a professor. */
export function titleKind(
  title: string | null,
  index: number | null,
): { kind: string; traits: string[]; index: number } | null {
  const kind = TITLE_KINDS[title?.toLowerCase().replace(/\.$/, '') ?? ''];
  return kind && index !== null ? { kind, traits: [], index } : null;
}
