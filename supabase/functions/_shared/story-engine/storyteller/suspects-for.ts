// Who a mystery could pin it on: the place's own suspects, less anyone the idea already placed.
// "Priya and the twins": the twins go along with her, so they are nobody's suspects; "it was the
// caretaker" is the answer, never also one of the others on the list; the lost hamster took
// nothing. Too few left at the place, and the genre's own suspects make up the list.
import { SUSPECTS, type Suspect } from './setting-words.ts';
import type { StoryIdea } from './understand-idea.ts';

export function suspectsFor(idea: StoryIdea, here: readonly Suspect[] | undefined): Suspect[] {
  const cast = [
    ...idea.companions.map((one) => one.kind),
    idea.reveal?.who,
    idea.culprit?.who,
    idea.want?.noun,
  ].flatMap((who) => who?.split(' ').slice(-1) ?? []);
  const unknown = (suspect: Suspect) =>
    !cast.some((word) => word && suspect.who.split(' ').includes(word));
  const left = (here ?? SUSPECTS).filter(unknown);
  const others =
    left.length >= 3
      ? left
      : [...left, ...SUSPECTS.filter(unknown)].filter((one, at, all) => all.indexOf(one) === at);
  return others.length >= 3 ? others : [...SUSPECTS];
}
