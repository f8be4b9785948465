// Reads a child's idea the way a storyteller would: who the hero is (name, kind, pronoun, traits),
// what they want, where it happens and who else is in it, from the tagged words of the prompt.
// Each step lives in `idea/`.
import { findCompanions } from './idea/find-companions.ts';
import { findOwnedCompanions } from './idea/find-owned-companions.ts';
import { findKinCompanion } from './idea/find-kin-companion.ts';
import { findNamedCompanion } from './idea/find-named-companion.ts';
import { findMetCompanion } from './idea/find-met-companion.ts';
import { findCulprit, type IdeaCulprit } from './idea/find-culprit.ts';
import { CHANGES, findChange } from './idea/find-change.ts';
import { findDelivery } from './idea/find-delivery.ts';
import { findHeroKind } from './idea/find-hero-kind.ts';
import { findHeroTrait } from './idea/find-hero-trait.ts';
import { findHero } from './idea/find-hero.ts';
import { findPlace } from './idea/find-place.ts';
import { findIdeaThings } from './idea/find-idea-things.ts';
import { findPremise } from './idea/find-premise.ts';
import { findReveal } from './idea/find-reveal.ts';
import { findClue } from './idea/find-clue.ts';
import { findMissingOne } from './idea/find-missing-one.ts';
import { findQuestion } from './idea/find-question.ts';
import { findWant } from './idea/find-want.ts';
import { findWrongdoing } from './idea/find-wrongdoing.ts';
import { findWronged } from './idea/find-wronged.ts';
import { findTrouble, type IdeaTrouble } from './idea/find-trouble.ts';
import { findBuiltCompanion } from './idea/find-built-companion.ts';
import { heroPronoun } from './idea/hero-pronoun.ts';
import { COMPANION_KINDS, NOT_THINGS, PEOPLE_KINDS, isNoun } from './idea/idea-words.ts';
import { isName } from './idea/is-name.ts';
import type { IdeaWant, StoryIdea } from './idea/story-idea.ts';
import { toInfinitive, type TaggedWord } from './read-english.ts';
import type { IdeaCompanion } from './idea/find-companions.ts';
import { chooseHero } from './idea/choose-hero.ts';
import { readIdeaWords } from './idea/read-idea-words.ts';
import { nounPhraseAt } from './idea/noun-phrase-at.ts';
import { mendTypedWords } from './idea/mend-typed-words.ts';
import { dropRequestFrame } from './idea/drop-request-frame.ts';
import { findContest } from './idea/find-contest.ts';
import { isTellersKin } from './idea/teller-kin.ts';
import { calledBeside } from './idea/called-beside.ts';
import { titleKind, titledName } from './idea/hero-title.ts';

export type { IdeaWant, Pronoun, StoryIdea } from './idea/story-idea.ts';
export type { IdeaCompanion } from './idea/find-companions.ts';
export type { IdeaCulprit } from './idea/find-culprit.ts';

/**
 * The hero of an idea with a culprit sets out to undo the deed, never to do it: to find what was
 * taken, or to find out who did it.
 */
function wantAgainst(culprit: IdeaCulprit, want: IdeaWant | null): IdeaWant {
  const doesDeed = want !== null && toInfinitive(want.verb.split(' ')[0] ?? '') === culprit.verb;
  const noun = culprit.noun;
  // "start a detective agency after the recipe gets stolen": what was taken is what the hero wants back.
  if (culprit.takes)
    return want && !doesDeed && want.noun === noun && /^(find|return)\b/.test(want.verb)
      ? want
      : { verb: 'find', thing: culprit.thing, noun, question: false };
  // "someone leaves one red rose on the returns desk": a deed that takes nothing leaves nothing to
  // find, so "find the desk" is no want; who did it is.
  if (want && !doesDeed && want.noun !== noun && want.verb !== 'find') return want;
  return { verb: 'find out', thing: `who had ${culprit.done}`, noun, question: true };
}

const LEADING_WHERE =
  /^(over|under|across|around|through|into|onto|up|down|along|past|near|beneath|behind|above) /;

/**
 * "so she can video call her grandson in Canada": one the hero calls, texts or writes to is far
 * away, and never at their side.
 */
function calledFromAfar(words: readonly TaggedWord[], index: number): boolean {
  let at = index - 1;
  while (at > index - 4 && (words[at]?.tags.has('Adjective') || words[at]?.tags.has('Noun'))) {
    if (/^(her|his|their|my|our)$/.test(words[at]?.normal ?? '')) break;
    at -= 1;
  }
  if (!/^(her|his|their|my|our)$/.test(words[at]?.normal ?? '')) return false;
  return /^(call|calls|phone|phones|ring|rings|text|texts|email|emails|facetime|facetimes|skype|skypes)$/.test(
    words[at - 1]?.normal ?? '',
  );
}

const TEACHING = new Set(['teach', 'help', 'show', 'coach']);
const SINGLING = /^(only|first|last|\w+est)$/;

/**
 * "teaching his daughter Yasmin to ride a bike": the hero's want is to teach the companion, who
 * does the riding; the hero does not set off to ride it alone.
 */
function taughtWant(
  words: readonly TaggedWord[],
  companions: readonly IdeaCompanion[],
  want: IdeaWant | null,
): IdeaWant | null {
  if (!want) return want;
  for (const companion of companions) {
    if (words[companion.index + 1]?.normal !== 'to') continue;
    const teacher = words
      .slice(Math.max(0, companion.index - 4), companion.index)
      .find((word) => word.tags.has('Verb') && TEACHING.has(toInfinitive(word.normal, word.tags)));
    const taught = words[companion.index + 2];
    if (!teacher || !taught || toInfinitive(taught.normal, taught.tags) !== want.verb) continue;
    const who = companion.name ?? `${companion.kind ?? 'friend'}`;
    const verb = toInfinitive(teacher.normal, teacher.tags);
    return {
      ...want,
      verb: `${verb} ${who} ${verb === 'help' ? '' : 'to '}${want.verb}`.replace(/\s+/g, ' '),
    };
  }
  return want;
}

/**
 * "Aiyana walks her old dog": a pet of the hero's that the idea sets them doing something to comes
 * along, and what they do with it is still what they set out to do.
 */
function petActedOn(words: readonly TaggedWord[], companion: IdeaCompanion): boolean {
  if (companion.name !== null || PEOPLE_KINDS.has(companion.kind ?? '')) return false;
  const owner = companion.index - companion.traits.length - 1;
  return (
    /^(her|his|their)$/.test(words[owner]?.normal ?? '') && !!words[owner - 1]?.tags.has('Verb')
  );
}

/** "friend the glow worm": the one a friend is, set after the word "friend" with its "the". */
function friendCalled(words: readonly TaggedWord[], index: number): string | null {
  if (!/^(friend|pal|buddy|sidekick)$/.test(words[index]?.normal ?? '')) return null;
  const next = words[index + 1];
  if (next?.sentence !== words[index]?.sentence) return null;
  // "say sorry to her friend giraffe": an animal's kind, with no "the", is who the friend is.
  if (
    next &&
    COMPANION_KINDS.has(next.normal) &&
    !PEOPLE_KINDS.has(next.normal) &&
    !/^\p{Lu}/u.test(next.text) &&
    (words[index + 2]?.sentence !== next.sentence || !isNoun(words[index + 2] as TaggedWord))
  )
    return `the ${next.text}`;
  if (next?.normal !== 'the') return null;
  const phrase = nounPhraseAt(words, index + 2);
  if (!phrase) return null;
  const told = words.slice(index + 2, phrase.end + 1);
  // "the glow worm helps him": the tagger may read the verb after as a plural noun.
  if (told.length > 1 && told[told.length - 1]?.tags.has('Plural')) told.pop();
  return told.length > 0 ? `the ${told.map((word) => word.text).join(' ')}` : null;
}

/** A hero who did the wrong, and is scared to say so, has owning up as the hard thing to do. */
function ownedUp(trouble: IdeaTrouble | null, wrongdoing: IdeaWant | null): IdeaTrouble | null {
  if (!wrongdoing) return trouble;
  return trouble?.kind === 'brave'
    ? { ...trouble, step: `${wrongdoing.verb} ${wrongdoing.thing}` }
    : null;
}

const notCompanion = (companions: readonly IdeaCompanion[], place: string | null) =>
  place !== null &&
  companions.some((companion) => companion.kind !== null && place.endsWith(companion.kind))
    ? null
    : place;

const understood = new Map<string, StoryIdea>();

/** The idea understood from the prompt and the starting point; the same text always reads the same. */
export function understandIdea(prompt: string): StoryIdea {
  const key = prompt.trim();
  const known = understood.get(key);
  if (known) return known;
  // "doesnt", "volcanos" and "every friday" are read, and told, as English writes them.
  const text = dropRequestFrame(mendTypedWords(key.replace(/’/g, "'")));
  const words = readIdeaWords(text);
  // "it was the twins' puppy Rolo and Maya finds the pawprints": who the idea gives away as the
  // culprit is not the hero, and the one named beside them is no companion of theirs.
  // "it was our dog Pepper": the family's own dog still goes along, and is found out at the end.
  // "Kwabena is the one who gets framed": the one wronged is no culprit, and leads.
  const wronged = findWronged(words);
  const notWronged = (reveal: ReturnType<typeof findReveal>) =>
    reveal && wronged !== null && reveal.start <= wronged && wronged < reveal.end ? null : reveal;
  const givenAway = notWronged(findReveal(words, null));
  const culprits = new Set<number>();
  if (!givenAway?.own)
    for (let index = givenAway?.start ?? 0; index < (givenAway?.end ?? 0); index += 1)
      culprits.add(index);
  const listed = findCompanions(words).filter(
    (companion) =>
      !culprits.has(companion.index) &&
      (companion.beside === null || !culprits.has(companion.beside)),
  );
  // "take the cake to uncle Femi": whoever the journey ends with is not who makes it.
  const goesTo = findDelivery(words, null);
  const notHero = new Set(culprits);
  for (let index = goesTo?.start ?? 0; index < (goesTo?.end ?? 0); index += 1) notHero.add(index);
  const leading = findHero(
    words,
    new Set(listed.map((companion) => companion.index)),
    listed.flatMap((companion) => (companion.beside === null ? [] : [companion.beside])),
    notHero,
  );
  const { hero, promoted } = chooseHero(words, listed, leading, wronged);
  const kept = listed.filter((companion) => companion !== promoted);
  const owned = [...kept, ...findOwnedCompanions(words, hero?.index ?? null, kept, culprits)];
  const kin = owned.length === 0 ? findKinCompanion(words, hero?.index ?? null, culprits) : null;
  const named =
    owned.length === 0 && !kin ? findNamedCompanion(words, hero?.index ?? null, notHero) : null;
  const heroIndex = hero?.index ?? null;
  const reached = (kin ? [kin] : named ? [named] : owned).filter(
    (companion) => !isTellersKin(words, companion.index, heroIndex),
  );
  // "Grandpa Kenji": what the child calls him is what he is.
  const kinHero = heroIndex === null ? undefined : words[heroIndex];
  const foundKind =
    findHeroKind(words, heroIndex) ??
    (kinHero?.tags.has('Kin')
      ? { kind: kinHero.normal.split(' ')[0] ?? kinHero.normal, traits: [], index: heroIndex ?? 0 }
      : null) ??
    titleKind(hero?.title ?? null, heroIndex);
  // "Grandma Rosa and I": the grandma is the companion, not what the hero is. But "my son wants to
  // learn to ride": with no "I" in the story, the narrator's son is the hero, never his own companion.
  const narratorIn = /\b(?:and|with) (?:i|me)\b|\b(?:i|me) and\b/i.test(text);
  // "my son Yusuf" likewise: the relation just before the hero's name is the hero's.
  const selfCompanion =
    heroIndex === null
      ? foundKind !== null && !narratorIn
        ? reached.find((companion) => companion.index === foundKind.index)
        : undefined
      : reached.find(
          (companion) =>
            companion.index === heroIndex - 1 && companion.name === null && !narratorIn,
        );
  if (selfCompanion) reached.splice(reached.indexOf(selfCompanion), 1);
  let kind =
    heroIndex === null && reached.some((companion) => companion.kind === foundKind?.kind)
      ? null
      : foundKind;
  const heroAt = heroIndex ?? kind?.index ?? null;
  const met =
    reached.length === 0 && heroAt !== null
      ? findMetCompanion(words, heroAt, kind?.kind.split(' ').pop() ?? null, notHero)
      : null;
  // "his vovó": the tagger's reading drops the accent; the story keeps the word as the idea spells it.
  // "her grandma runs a salon … she and her grandma work out who": one grandma, named twice.
  const once = (met ? [met] : reached).filter(
    (companion, at, all) =>
      companion.name !== null ||
      all.findIndex((other) => other.name === null && other.kind === companion.kind) === at,
  );
  // "our neighbour mrs patel has gone missing": who is looked for is not yet at the hero's side.
  // "…and Dev has to find out where he went" asks, and is answered.
  const missing = findQuestion(words)
    ? null
    : findMissingOne(words, heroIndex ?? kind?.index ?? null);
  const companions = once
    .filter(
      (companion) => companion.index !== missing?.index && !calledFromAfar(words, companion.index),
    )
    .map((companion) => {
      // "his friend the glow worm": who the friend is comes after, and is what the story calls them.
      const called =
        companion.name === null
          ? (friendCalled(words, companion.index) ?? calledBeside(words, companion.index))
          : null;
      if (called) return { ...companion, name: called };
      const typed = words[companion.index]?.text.toLowerCase() ?? '';
      const head = companion.kind?.split(' ').pop() ?? '';
      return /\p{M}/u.test(typed.normalize('NFD')) &&
        typed.normalize('NFD').replace(/\p{M}/gu, '') === head &&
        companion.kind
        ? { ...companion, kind: `${companion.kind.slice(0, -head.length)}${typed}` }
        : companion;
    });
  const cast = new Set(
    companions.filter((companion) => !petActedOn(words, companion)).map(({ index }) => index),
  );
  // "a hedgehog who broke a flowerpot": a hero told only by kind did the deed as much as a named one.
  const wrongdoing = findWrongdoing(words, heroIndex ?? kind?.index ?? null);
  const journey = wrongdoing ? null : findDelivery(words, heroIndex);
  const delivery = journey?.want ?? null;
  const deed = wrongdoing ? null : findCulprit(words, heroIndex ?? kind?.index ?? null);
  const change = wrongdoing || delivery ? null : findChange(words, heroIndex, kind?.index ?? null);
  // "a mouse takes a present to her friend": taking a thing somewhere is no theft; "a wizard
  // turned my brother into a frog" says who did it, and the story is about saving him.
  const culprit =
    (deed && delivery?.verb.startsWith(`${deed.verb} `)) ||
    (deed && change && CHANGES.has(deed.verb) && deed.who && !/^(some|any|no)/.test(deed.who))
      ? null
      : deed;
  const actors = new Set(
    companions.filter((companion) => companion.beside === null).map((companion) => companion.index),
  );
  const premise = findPremise(words, heroIndex, kind?.index ?? null);
  // "our headteacher turns into a trifle", "what if my hamster could fly": the one who changes, or
  // the narrator's own who could do it, is not what the hero is.
  const within = (span: { start: number; end: number } | null, index: number) =>
    span !== null && span.start <= index && index <= span.end;
  if (kind && (within(change, kind.index) || (premise?.owned && within(premise, kind.index))))
    kind = null;
  const found =
    wrongdoing ??
    delivery ??
    missing?.want ??
    change?.want ??
    premise?.want ??
    findWant(text, words, heroIndex, kind?.kind ?? null, cast, actors) ??
    // "a story about a pancake race": a contest named and no deed of the hero's is there to be
    // won, but a mystery's hero finds out who spoiled it.
    (culprit ? null : findContest(words));
  const taught = culprit ? wantAgainst(culprit, found) : taughtWant(words, companions, found);
  const built = companions.length === 0 ? findBuiltCompanion(words, taught) : null;
  const want = built?.want ?? taught;
  // "the museum's golden mask vanished": what the story looks for is never what its hero is.
  if (kind && heroIndex === null && want && kind.kind.split(' ').pop() === want.noun) kind = null;
  const heroWord = heroIndex === null ? null : words[heroIndex];
  const others = words
    .filter((word, index) => index !== heroIndex && isName(word, index, words))
    .map((word) => word.text.replace(/['’]s$/, ''));
  const nouns = [
    ...new Set(
      words
        .filter(
          (word, index) =>
            isNoun(word) &&
            index !== heroIndex &&
            !word.tags.has('ProperNoun') &&
            !NOT_THINGS.has(word.normal) &&
            !word.tags.has('Person'),
        )
        .map((word) => word.normal),
    ),
  ];
  // "float over the whole farm", "knocked over her sandcastle": the word that says where belongs to
  // the deed, so the story tells "float over the farm", never "float the farm".
  // "a troll lives under the bridge": what someone else does there leaves the hero the bridge to
  // find, never "the under" (the lexicon files "under" as describing, so it opens the phrase).
  const where = want && !want.question ? LEADING_WHERE.exec(want.thing) : null;
  if (want && where) {
    if (want.verb !== 'find') want.verb = `${want.verb} ${where[1]}`;
    want.thing = want.thing.slice(where[0].length);
  }
  // "Mystery set in Galway: Nora's cat is missing": Nora sets out to find her own cat.
  if (want && heroWord)
    want.thing = want.thing.replace(
      new RegExp(`^${heroWord.normal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'s `, 'i'),
      '',
    );
  // "sail to a faraway island": where the hero goes is the story's place, not a thing to find there.
  // "with help from a talking heron": who comes along is nowhere to be.
  const place = notCompanion(
    companions,
    findPlace(
      words,
      // "take the cake to her friend": who it goes to is nowhere to be.
      want && /\b(to|into|onto)$/.test(want.verb) && !(want === delivery && journey?.toSomeone)
        ? null
        : (change?.becomes ?? want?.noun ?? null),
    ),
  );
  const clue = findClue(words);
  const told = [
    want?.thing,
    place,
    clue,
    kind?.kind,
    culprit?.done,
    culprit?.who,
    heroWord?.normal,
    ...companions.map((companion) => `${companion.kind ?? ''} ${companion.name ?? ''}`),
  ];
  const taken = new Set(
    told.flatMap((text) => (text ?? '').toLowerCase().split(/[^\p{L}'’-]+/u)).filter(Boolean),
  );
  const idea: StoryIdea = {
    heroName: heroWord ? titledName(hero?.title ?? null, heroWord.text) : null,
    heroTitle: hero?.title ?? null,
    heroKind: kind?.kind ?? null,
    heroKindTyped: kind ? (words[kind.index]?.text ?? null) : null,
    // "the youngest princess", "the only girl": a superlative singles one out, and never follows
    // the "a" a story meets its hero with ("a youngest princess").
    heroTraits: [
      ...new Set([...[findHeroTrait(words, heroIndex) ?? []].flat(), ...(kind?.traits ?? [])]),
    ].filter((trait) => !SINGLING.test(trait)),
    pronoun: heroPronoun(
      words,
      heroIndex,
      kind?.kind ?? null,
      hero?.title ?? null,
      kind?.index ?? null,
    ),
    want,
    place,
    others: [...new Set(others)],
    nouns,
    things: findIdeaThings(words, taken),
    companions: built ? [built.companion] : companions,
    clue,
    missing: missing ? { animal: missing.animal, bird: missing.bird } : null,
    culprit,
    reveal: notWronged(findReveal(words, heroIndex)),
    framed: wronged !== null && wronged === heroIndex,
    // "broke the mole's flowerpot and is scared to say sorry": the hard thing is owning up.
    trouble: ownedUp(findTrouble(words, companions), wrongdoing),
  };
  if (understood.size > 200) understood.clear();
  understood.set(key, idea);
  return idea;
}
