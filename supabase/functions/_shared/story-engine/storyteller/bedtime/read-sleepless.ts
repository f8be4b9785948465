// A bedtime idea whose hero cannot sleep ("Noa can't sleep because of the thunder so her abuela
// tells her about the clouds", "a bunny who is scared of the dark"), read from the hero's own
// clause of the parsed idea: what keeps them awake, and who soothes them and how.
import { tagWords, toPastTense } from '../read-english.ts';
import type { StoryIdea } from '../understand-idea.ts';
import type { FeelingWords } from '../feelings/feeling-shape.ts';
import type { FeelingIdea } from '../feelings/read-feeling.ts';
import { SLEEPLESS } from '../feelings/sleepless-shape.ts';
import { animalHabitat, animalHome } from './animal-hero.ts';
import { animalSleeplessShape } from './animal-sleepless-shape.ts';

// Where the hero's clause ends and whoever comes next begins.
const NEXT_CLAUSE = /,|;|\.|!|\?|\b(?:so|and|but|until|till|then|when|while)\b/i;
// "little ama and her kitten Pepper who cant sleep": the one who comes with the hero may share
// the hero's clause.
const NEXT_CLAUSE_PAST_COMPANION =
  /,|;|\.|!|\?|\b(?:so|but|until|till|then|when|while)\b|\band\b(?!\s+(?:her|his|their)\s)/i;
// The hero's own predicate says they do not sleep: "can't fall asleep", "won't go to bed", "cant
// get comfy".
const SLEEPLESS_PREDICATE =
  /\b(?:can(?:no|['’])?t|cannot|won['’]?t|couldn['’]?t|doesn['’]?t|does not|will not|is not|isn['’]?t|never)\s+(?:\w+\s+){0,2}(?:sleep|asleep|bed|settle|get comfy|get comfortable)\b|\b(?:wide awake|too excited to sleep)\b/i;
const AFRAID =
  /\b(?:scared|afraid|frightened|fearful) of (the [\p{L} -]+?)(?=\s+(?:in|at|on|under|and|so|but|please)\b|[,.!?]|$)/iu;
/** "she has the dentist tomorrow and is scared": what the hero faces, and fears. */
const FACING_AFRAID =
  /\b(?:has|have|got|is having) (the [\p{L} -]+?(?: (?:tomorrow|today|tonight|in the morning|on \p{L}+|next \p{L}+|this \p{L}+))?) (?:and|but) (?:(?:she|he|they)(?:['’]s| is| are)? )?(?:is |feels |gets )?(?:so |really |very )?(?:scared|afraid|frightened|nervous|worried)\b/iu;
const BECAUSE_OF =
  /\bbecause of (the [\p{L} -]+?)(?=\s+(?:in|at|on|and|so|but|please)\b|[,.!?]|$)/iu;

/** "because the wind is too loud": what keeps the hero awake, told as a clause of its own. */
const BECAUSE = /\bbecause (the [\p{L} -]+?) (?:is|was|are|were|keeps|kept|will not|won['’]t)\b/iu;

/** "the dark learns to love the stars": what is feared ends before the next verb, "the dark". */
function fearedThing(phrase: string): string {
  const words = tagWords(phrase.trim().toLowerCase());
  const verb = words.findIndex((word, index) => index > 0 && word.tags.has('Verb'));
  return (verb < 0 ? words : words.slice(0, verb)).map((word) => word.text).join(' ');
}

/** Where the hero is first named in the idea, by name or by kind. */
function heroAt(text: string, idea: StoryIdea): number {
  const lower = text.toLowerCase();
  const names = [idea.heroName, idea.heroKind, idea.heroKindTyped].filter((name): name is string =>
    Boolean(name),
  );
  const found = names.map((name) => lower.indexOf(name.toLowerCase())).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** "his big brother Bo shines a torch for him": who comes, and what they did, told in the past. */
function soothing(clause: string): { who: string; did: string } | null {
  const words = tagWords(clause);
  const verb = words.findIndex(
    (word) => word.tags.has('Verb') && !word.tags.has('Auxiliary') && word.tags.has('PresentTense'),
  );
  if (verb <= 0) return null;
  const who = words.slice(0, verb).map((word) => word.text);
  // "she counts sheep": the hero soothing themself is a try, not someone coming.
  if (who.length === 1 && /^(he|she|they|i|it)$/i.test(who[0] ?? '')) return null;
  // "when theres a power cut pls make it cozy": a time or a reason, and then the asker, is no one.
  if (/^(when|whenever|if|because|cos|as|while|since|after|before)$/i.test(who[0] ?? ''))
    return null;
  // "pls make one where she is brave", "could her big sister tell her a story": the teller asking
  // for the story is no one who comes; "… and doesnt smell like home", "but wont tell anyone": the
  // hero's own clause goes on, and nobody comes in it.
  if (
    /^(pls|plz|please|can|could|would|will|make|write|do|does|doesn['’]?t|don['’]?t|won['’]?t|wont|can['’]?t|cant|didn['’]?t|isn['’]?t|is|was)$/i.test(
      who.find((word) => !/^(and|but|so|then)$/i.test(word)) ?? '',
    )
  )
    return null;
  // "gets in the blanket fort with him and they count raindrops till the thunder stops": what
  // they did ends where a clause of its own begins, which would keep its present tense.
  const after = words.slice(verb + 1);
  // "when she was little" is told in the past already, and stays.
  const present = (from: number) =>
    after
      .slice(from)
      .find((word) => word.tags.has('Verb'))
      ?.tags.has('PresentTense') === true;
  const own = after.findIndex(
    (word, index) =>
      /^(and|but|so|till|until|while|when|then|because|cos)$/.test(word.normal) &&
      (after[index + 1]?.tags.has('Pronoun') === true ||
        after[index + 1]?.tags.has('Determiner') === true) &&
      present(index + 1),
  );
  const rest = (own < 0 ? after : after.slice(0, own)).map((word) => word.text);
  const did = [toPastTense((words[verb] as { normal: string }).normal), ...rest].join(' ');
  return { who: who.join(' ').replace(/^(?:so|and|but|then|until)\s+/i, ''), did };
}

export function readSleepless(
  text: string,
  idea: StoryIdea,
  possessive: string,
  kind: string,
): FeelingIdea | null {
  const at = heroAt(text, idea);
  if (at < 0) return null;
  const after = text.slice(at);
  // "who is scared of the dark and …": the hero's clause runs past "who" to where the next begins.
  const clauseTo = (next: RegExp) => {
    const end = after.slice(1).search(next);
    return { end, clause: (end < 0 ? after : after.slice(0, end + 1)).replace(/\bwho\b/i, '') };
  };
  const ownClause = clauseTo(NEXT_CLAUSE);
  const sleepless = (clause: string) => SLEEPLESS_PREDICATE.test(clause) || AFRAID.test(clause);
  const { end, clause: heroClause } = sleepless(ownClause.clause)
    ? ownClause
    : clauseTo(NEXT_CLAUSE_PAST_COMPANION);
  const facing = FACING_AFRAID.exec(after);
  const awake = AFRAID.exec(heroClause) ?? facing ?? BECAUSE_OF.exec(after) ?? BECAUSE.exec(after);
  if (!sleepless(heroClause) && !facing) return null;
  const next = end < 0 ? '' : after.slice(end + 1).replace(/^[\s,;]+/, '');
  const soother = soothing(next.split(/[.!?]/)[0] ?? '');
  const companion = idea.companions.find(
    (met) =>
      soother &&
      [met.name, met.kind].some(
        (called) => called && soother.who.toLowerCase().endsWith(called.toLowerCase()),
      ),
  );
  // An animal lies awake where its kind sleeps, never in a bed.
  const habitat = animalHabitat(kind);
  const shape = habitat ? animalSleeplessShape(habitat, animalHome(kind)) : SLEEPLESS;
  const own = (words: string) => words.replace(/\{his\}/g, possessive);
  // Whoever the idea names as coming is the companion the story already met; else the one named.
  const listener =
    companion || (!soother && idea.companions.length > 0)
      ? '{comp}'
      : own(soother?.who ?? shape.defaults.listener);
  const words: FeelingWords = {
    ...shape.defaults,
    listener,
    otherHead: '',
    eventA: fearedThing(awake?.[1] ?? ''),
    step: '',
    stepDone: soother?.did ?? '',
    dream: '',
  };
  const keep = (lines: readonly string[]) =>
    lines.filter(
      (line) =>
        (words.eventA || !/\{eventA\}/i.test(line)) &&
        (words.stepDone || !/\{stepDone\}/.test(line)),
    );
  const beats = (band: typeof shape.young) => ({
    moment: keep(band.moment),
    tryIt: keep(band.tryIt),
    setback: keep(band.setback),
    talk: keep(band.talk),
    almost: keep(band.almost),
    change: keep(band.change),
  });
  return {
    shape: { ...shape, young: beats(shape.young), older: beats(shape.older) },
    words,
  };
}
