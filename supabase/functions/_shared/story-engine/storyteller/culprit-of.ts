// A mystery's culprit: the one the idea names or gives away, with the clues such a culprit leaves
// and why they did it; else the suspect the story world picked.
import { hashText } from '../../seeded-random.ts';
import { SUSPECTS, type Suspect } from './setting-words.ts';
import { tagWords, toSingular } from './read-english.ts';
import { agreePredicate } from './part/agree-with-subject.ts';
import { FAMILY_NAMES, PEOPLE_KINDS, isAnimalKind, isBirdKind } from './idea/idea-words.ts';
import { capitalise } from '../../capitalise.ts';
import type { StoryIdea } from './understand-idea.ts';

const HUNGRY = 'had been too hungry to wait, and then felt too shy to own up';
const HUNGRY_ANIMAL = 'had been too hungry to wait';
const KIND = 'had wanted to do something kind without any fuss';
const UNTHINKING = 'had not meant to cause any trouble, and then felt too shy to own up';
const GLITCH = 'had a glitch and kept doing it all by itself';

// "it was the roomba the whole time", "it's the old dough mixer": a machine did it, which leaves
// no paw print, says no sorry and feels nothing; one that moves leaves wheel marks.
const MACHINE =
  /\b(robots?|roombas?|hoovers?|vacuums?|mixers?|machines?|printers?|fridges?|freezers?|ovens?|dishwashers?|clocks?|drones?|computers?|satnavs?|toasters?|lawnmowers?|kettles?|sprinklers?|heaters?|boilers?)\b/i;
const ROLLING = /\b(robots?|roombas?|hoovers?|vacuums?|drones?|lawnmowers?)\b/i;

/** Whether the culprit is a machine: "the new cleaning robot", "the old dough mixer". */
export const isMachine = (who: string) => MACHINE.test(who) && animalIn(who) === null;

/** The animal the words name, singular: "goat" in "the naughty goat", "crow" in "the crows". */
function animalIn(who: string): string | null {
  for (const word of tagWords(who.toLowerCase())) {
    const kind = word.tags.has('Plural') ? toSingular(word.normal) : word.normal;
    if (isAnimalKind(kind)) return kind;
  }
  return null;
}

/** Things an animal takes to eat them. */
const FOOD = new Set(
  'carrot cookie biscuit cake cupcake tart pie egg sandwich apple strawberry berry vegetable cabbage lettuce bun muffin bread cheese sausage fish honey sweet chocolate doughnut pizza banana pear plum tomato potato crisp snack lunch picnic treat seed nut corn'.split(
    ' ',
  ),
);

/** "a magpie took the carrots": an animal takes food to eat it, whatever else it would take. */
function hungryFor(picked: Suspect, thing: string): Suspect {
  if (!animalIn(picked.who) || !FOOD.has(toSingular(thing.toLowerCase()))) return picked;
  return { ...picked, why: agreePredicate(HUNGRY_ANIMAL, picked.who) };
}

/**
 * What the idea's own culprit leaves behind and why they did it, fitting who they are: a dog leaves
 * paw prints and could not resist the cookies; a conductor leaves no fur and naps nowhere.
 */
function fitted(who: string, picked: Suspect, takes: boolean, ate = false): Suspect {
  const animal = animalIn(who);
  if (animal)
    return {
      who,
      trace: isBirdKind(animal) ? 'a trail of small feathers' : 'tiny muddy paw prints',
      why: agreePredicate(takes || ate ? 'could not resist it' : 'thought it was a game', who),
    };
  if (isMachine(who))
    return {
      who,
      trace: ROLLING.test(who) ? 'tiny wheel marks' : 'a loose wire',
      why: agreePredicate(GLITCH, who),
    };
  const people = SUSPECTS.filter((suspect) => !animalIn(suspect.who));
  const stock = people.includes(picked)
    ? picked
    : (people[hashText(who) % people.length] ?? picked);
  // "drew on the wall", "leaked the answers": a suspect's reason for taking a thing fits no deed
  // that took nothing.
  const why = takes ? stock.why : ate ? HUNGRY : UNTHINKING;
  return { who, trace: stock.trace, why: agreePredicate(why, who) };
}

/**
 * The culprit the idea gives away ("it was the art teacher Mr Vale"), else the idea's culprit where
 * it names one that is not the hero, with the clues such a culprit leaves.
 */
export function culpritOf(
  idea: StoryIdea,
  picked: Suspect,
  heroName: string,
  heroKind: string,
  kindDeed: boolean,
): Suspect {
  const told = culpritTold(idea, picked, heroName, heroKind);
  // "left fresh flowers every morning": a kindness done in secret is why, whoever did it.
  const culprit =
    kindDeed && !idea.reveal?.why && !idea.reveal?.deed
      ? { ...told, why: agreePredicate(KIND, told.who) }
      : told;
  // "she found tiny footprints": the clue the idea gives is the one the story finds.
  return idea.clue ? { ...culprit, trace: idea.clue } : culprit;
}

function culpritTold(
  idea: StoryIdea,
  picked: Suspect,
  heroName: string,
  heroKind: string,
): Suspect {
  const revealed = idea.reveal?.who;
  const own = revealed ? ownCulprit(idea, revealed, heroName, picked) : null;
  if (own) return own;
  const takes = idea.culprit?.takes ?? true;
  if (revealed && revealed.toLowerCase() !== heroName.toLowerCase()) {
    // "it was her own little brother": the story tells whose he is by the hero's name, never
    // "the her own little brother".
    const who = /^(his|her|their)\b/i.test(revealed)
      ? revealed.replace(/^\w+/, `${heroName}'s`)
      : /^(the|a|an)\b|^\p{Lu}/u.test(revealed)
        ? revealed
        : // "it was babcia herself": what a child calls a relative is their name.
          FAMILY_NAMES.has(revealed.toLowerCase())
          ? capitalise(revealed)
          : `the ${revealed}`;
    const suspect = fitted(who, picked, takes, idea.culprit?.ate);
    if (idea.reveal?.deed) return { ...suspect, why: idea.reveal.deed };
    return idea.reveal?.why ? { ...suspect, why: agreePredicate(idea.reveal.why, who) } : suspect;
  }
  const who = idea.culprit?.who;
  if (!who || who === heroName.toLowerCase() || who === heroKind)
    // The story's own suspect did what the idea says was done: ate the cake, drew on the wall.
    return idea.culprit && !takes
      ? { ...picked, why: fitted(picked.who, picked, false, idea.culprit.ate).why }
      : hungryFor(picked, idea.want?.noun ?? '');
  return fitted(`the ${who}`, picked, takes, idea.culprit?.ate);
}

/**
 * "Maisie and her puppy Biscuit look for clues. it was the puppy!": the culprit the idea gives away
 * is the hero's own companion, by name or kind, so the ending finds them at the hero's side rather
 * than as a stranger.
 */
function ownCulprit(
  idea: StoryIdea,
  revealed: string,
  heroName: string,
  picked: Suspect,
): Suspect | null {
  const said = revealed
    .toLowerCase()
    .replace(/^(the|a|an|her|his|their|my|our|your) /, '')
    .trim();
  // "the dog Pepper" is Pepper.
  const companion = idea.companions.find(
    (named) =>
      (named.name !== null && [said, said.split(' ').pop()].includes(named.name.toLowerCase())) ||
      (named.kind !== null && [named.kind, named.kind.split(' ').pop()].includes(said)),
  );
  if (!companion) return null;
  const kind = companion.kind?.split(' ').pop() ?? '';
  // "his baby sister" is "Mateo's baby sister" at the end, as she was "his baby sister" all along.
  const who =
    companion.name ??
    (PEOPLE_KINDS.has(kind) ? `${heroName}'s ${companion.kind}` : `the ${companion.kind}`);
  return {
    who,
    // A pet or an animal leaves footprints, not fingerprints.
    // A person leaves what people leave, even where the story picked a puppy as its suspect.
    trace: isAnimalKind(kind) ? 'tiny muddy footprints' : fitted(who, picked, true).trace,
    // "Biscuit … and the puppy had been too shy to own up": the reader hears who Biscuit is.
    why:
      companion.name && companion.kind
        ? `had been right beside ${heroName} all along, and the ${companion.kind} had been too shy to own up`
        : agreePredicate(
            `had been right beside ${heroName} all along and was too shy to own up`,
            who,
          ),
  };
}
