// The built-in storyteller: plans a story from the child's idea and tells one part of it with no
// model at all. Used when no AI provider is configured, when the provider fails, and always offline.
import type { StoryRequest } from '../story-request.ts';
import type { GeneratedSegment } from '../story-segment.ts';
import { targetWordCount } from '../target-word-count.ts';
import { createSeededRandom, hashText, type SeededRandom } from '../../seeded-random.ts';
import { buildStoryWorld, type StoryWorld } from './build-story-world.ts';
import { followPath, offerChoices, type StoryState, type TakenChoice } from './follow-path.ts';
import { PLOTS } from './plot-beats.ts';
import { SITUATION } from './situation-beats.ts';
import { AGE_BANDS } from '../../age-bands.ts';
import { countWords, estimateGrade, shapeSentences, swapWords } from './reading-levels.ts';
import { factsAbout } from './true-facts.ts';
import { STORYTELLER_MODEL } from './storyteller-model.ts';
import { partPhrasesFor, type PartPhrases } from './part-phrases.ts';
import { endSentence } from './end-sentence.ts';
import { definite, isPlural } from './read-english.ts';
import indefinite from 'indefinite';
import { writePicturePrompt } from './write-picture-prompt.ts';
import { mysteryWords } from './mystery-words.ts';
import { echoCount, heardIn, phrasesOf, textureQueue } from './heard-phrases.ts';
import { problemAhead, reactionTo } from './part-events.ts';

export { STORYTELLER_MODEL };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Voice {
  subject: string;
  possessive: string;
  object: string;
}

function voiceOf(world: StoryWorld, person: StoryRequest['options']['person']): Voice {
  if (person === 'first') return { subject: 'I', possessive: 'my', object: 'me' };
  if (person === 'second') return { subject: 'you', possessive: 'your', object: 'you' };
  return world.pronoun === 'she'
    ? { subject: 'she', possessive: 'her', object: 'her' }
    : { subject: 'he', possessive: 'his', object: 'him' };
}

function partIndexOf(request: StoryRequest): number {
  if (request.path.length > 0) return request.path.length + (request.choice.trim() ? 1 : 0);
  return request.history.length;
}

interface Telling {
  world: StoryWorld;
  request: StoryRequest;
  state: StoryState;
  random: SeededRandom;
  voice: Voice;
  taken: TakenChoice | null;
  phrases: PartPhrases;
  /** Whether the parts before already told a sight or sound: asked once per word and part. */
  heardBefore: (words: string) => boolean;
}

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** Words that agree in number with a noun phrase: singular, plural. */
const AGREEING: Record<string, readonly [string, string]> = {
  was: ['was', 'were'],
  is: ['is', 'are'],
  has: ['has', 'have'],
  it: ['it', 'them'],
  they: ['it', 'they'],
  its: ['its', 'their'],
  this: ['this', 'these'],
};

function fillerFor(telling: Telling): (template: string, isClause?: boolean) => string {
  const { world, request, state, random, voice, taken } = telling;
  const third = request.options.person === 'third';
  // In the third person the hero is named in every other clause, and only at a clause's first
  // mention, so a pronoun never comes before the name it stands for.
  let clauseCount = 0;
  let mentionsInClause = 0;
  const heroReference = () =>
    third && mentionsInClause++ === 0 && clauseCount % 2 === 1 ? world.heroName : voice.subject;
  // The youngest readers get the plain noun: "the kite", not "the lost kite".
  const young = request.age === '4-6';
  const thing = world.want.question
    ? young
      ? `the ${world.want.noun || 'answer'}`
      : `the answer about ${world.want.noun || 'it'}`
    : young && world.want.noun
      ? definite(world.want.thing.split(' ').pop() ?? world.want.thing)
      : definite(world.want.thing);
  const topic = factsAbout([world.want.noun, ...world.nouns]);
  // The companion is met in the first part before anyone calls them by name: "her puppy", "a
  // clever fox"; from then on they are "the puppy", "Hana", "the clever fox".
  let companionMet = partIndexOf(request) > 0;
  const companion = () => {
    if (companionMet) return world.companion;
    companionMet = true;
    const { words, owned } = world.companionIntro;
    return owned ? `${voice.possessive} ${words}` : words;
  };
  const mystery = mysteryWords(world, thing);
  // A sight or a sound is told once in a part and not again soon after: never a refrain. One of
  // five words or more is a phrase of its own, so it is never told twice while others are left.
  const told = new Set<string>();
  const { heardBefore } = telling;
  const freshPick = (words: readonly string[]) => {
    const unheard = words.filter((word) => !told.has(word) && !heardBefore(word));
    const unused = words.filter(
      (word) => !told.has(word) && (countWords(word) < 5 || !heardBefore(word)),
    );
    const word = random.pick(unheard.length > 0 ? unheard : unused.length > 0 ? unused : words);
    told.add(word);
    return word;
  };
  const values: Record<string, () => string> = {
    H: () => heroReference(),
    h: () => heroReference(),
    name: () => (third ? world.heroName : voice.subject),
    his: () => voice.possessive,
    him: () => voice.object,
    want: () => `${world.want.verb} ${world.want.question ? world.want.thing : thing}`,
    thing: () => thing,
    kind: () => world.heroKind,
    trait: () => world.heroTrait,
    place: () => world.place,
    comp: () => companion(),
    sight: () => freshPick(world.setting.sights),
    sound: () => freshPick(world.setting.sounds),
    air: () => random.pick(world.setting.airs),
    scared: () => swapWords('[scared]', request.age),
    culprit: () => world.culprit.who,
    trace: () => world.culprit.trace,
    why: () => world.culprit.why,
    suspectA: () => world.suspects[0].who,
    suspectB: () => world.suspects[1].who,
    fact: () => random.pick(topic.facts),
    answer: () => topic.answer,
    past: () => taken?.past ?? 'went on',
    object: () => taken?.object || thing,
    action: () => taken?.action || taken?.object || thing,
    location: () => state.location ?? world.place,
    helper: () => state.helpers[state.helpers.length - 1] ?? world.companion,
    item: () => state.items[state.items.length - 1] ?? thing,
    clues: () =>
      state.clues === 1 ? 'one clue' : `${COUNTS[Math.min(state.clues, COUNTS.length - 1)]} clues`,
    ...mystery,
  };
  return (template: string, isClause = true) => {
    if (isClause) {
      clauseCount += 1;
      mentionsInClause = 0;
    }
    return (
      levelled(template, request)
        .replace(/\{(\w+)(?::(\w+))?\}/g, (match, token: string, subject?: string) => {
          const lower = token.charAt(0).toLowerCase() + token.slice(1);
          if (subject) {
            // "{was:thing}": the verb agrees with the noun phrase the story actually uses.
            const forms = AGREEING[lower];
            const phrase = values[subject]?.();
            if (!forms || phrase === undefined) return match;
            const form = forms[isPlural(phrase) ? 1 : 0];
            return token === lower ? form : capitalise(form);
          }
          const value = values[token]?.() ?? values[lower]?.();
          if (value === undefined) return match;
          return token === lower && token !== 'H' ? value : capitalise(value);
        })
        // The article is the library's choice for the word that follows it: "an eager kid".
        .replace(/\b(an?|An?) (\p{L}[\p{L}\p{M}\d’'-]*)/gu, (_, article: string, word: string) =>
          articleFor(article, word),
        )
    );
  };
}

// A template's words for a band and person never change: each is levelled once.
const levelledTemplates = new Map<string, Map<string, string>>();

function levelled(template: string, request: StoryRequest): string {
  const second = request.options.person === 'second';
  const key = `${request.age}|${second}`;
  let templates = levelledTemplates.get(key);
  if (!templates) levelledTemplates.set(key, (templates = new Map()));
  let told = templates.get(template);
  if (told === undefined) {
    told = swapWords(template.replace(/\[was\]/g, second ? 'were' : 'was'), request.age);
    templates.set(template, told);
  }
  return told;
}

function actionClauses(telling: Telling): string[] {
  if (!telling.taken) return [];
  const variants =
    telling.taken.approach === 'kind' && telling.world.ownCompanion
      ? telling.phrases.kindTogether
      : telling.phrases.action[telling.taken.approach];
  const young = telling.request.age === '4-6';
  return [...(variants[young || telling.random.next() < 0.5 ? 0 : variants.length - 1] ?? [])];
}

function stateClauses(telling: Telling): string[] {
  const { state, random } = telling;
  const stateLines = telling.phrases.stateLines;
  const lines: string[] = [];
  const previous = state.taken.slice(0, -1);
  if (state.location && previous.some((t) => t.object === state.location))
    lines.push(random.pick(stateLines.location));
  if (state.helpers.length > 0 && previous.some((t) => t.approach === 'kind'))
    lines.push(random.pick(stateLines.helper));
  if (state.items.length > 0 && previous.some((t) => t.approach === 'own'))
    lines.push(random.pick(stateLines.item));
  if (state.clues > 0 && previous.some((t) => t.approach === 'clever'))
    lines.push(
      random.pick(telling.world.plot === 'mystery' ? stateLines.clue : stateLines.learned),
    );
  return lines;
}

function beatClauses(telling: Telling, partIndex: number): string[] {
  // An idea that is a situation in one place is told where it happens, not as a journey.
  const plot =
    telling.world.still && telling.world.plot === 'quest' ? SITUATION : PLOTS[telling.world.plot];
  const pick = (variants: readonly (readonly string[])[]) => [
    ...(variants[hashText(`${telling.world.seed}|${partIndex}`) % variants.length] ?? []),
  ];
  if (telling.request.finish) return pick(plot.ending);
  if (partIndex === 0) return pick(plot.opening);
  const middle = plot.middle;
  const index =
    partIndex - 1 < middle.length
      ? partIndex - 1
      : middle.length - 2 + ((partIndex - 1 - middle.length) % 2);
  return pick(middle[Math.max(0, index)] ?? middle[0] ?? []);
}

function endingClauses(telling: Telling): string[] {
  const counts = new Map<TakenChoice['approach'], number>();
  for (const taken of telling.state.taken)
    counts.set(taken.approach, (counts.get(taken.approach) ?? 0) + 1);
  const [way] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['own'];
  const { ownWay, thanks } = telling.phrases;
  const lines = [`{H} had done it ${ownWay[way]}.`];
  const helpers = telling.state.helpers;
  if (helpers.length > 0) lines.push(thanks.replace('{helpers}', helpers.join(' and ')));
  return lines;
}

/** The names a joined sentence keeps capitalised: the hero's, the picked characters', the idea's. */
function namesOf(world: StoryWorld, request: StoryRequest): Set<string> {
  const given = [
    world.heroName,
    world.companion,
    ...request.characters.map((character) => character.name),
    ...(request.prompt.match(/(?<=[^.!?\s]\s+)\p{Lu}[\p{L}\p{M}\d’'-]*/gu) ?? []),
  ];
  return new Set(
    given.flatMap((name) => name.split(/\s+/)).filter((word) => /^\p{Lu}/u.test(word)),
  );
}

// The library's choice of article depends only on the word after it: asked once per word.
const articles = new Map<string, string>();

function articleFor(article: string, word: string): string {
  const key = `${article}|${word}`;
  let told = articles.get(key);
  if (told === undefined) {
    told = indefinite(word, { capitalize: /^A/.test(article) });
    if (articles.size > 20000) articles.clear();
    articles.set(key, told);
  }
  return told;
}

const JOURNEY =
  /\b(way|path|road|walk\w*|steps?|stretch|went on|kept going|came upon|passed|further on|ahead)\b/i;

const APPROACH_ORDER: readonly TakenChoice['approach'][] = ['brave', 'clever', 'kind', 'own'];

/**
 * The companion in every part: met in the first right after the hero is, and, where a part's beat
 * leaves them out, beside the hero just after the chosen action (a different line for each choice,
 * so sibling parts do not share it, and for each part, so a story does not repeat it).
 */
function withCompanion(telling: Telling, partIndex: number, clauses: string[], after: number) {
  if (clauses.some((clause) => /\{comp\}/i.test(clause))) return clauses;
  const { intro, along } = telling.phrases.companion;
  if (partIndex === 0) {
    const hero = clauses.findIndex((clause) => /\{(name|h)\}/i.test(clause));
    return [...clauses.slice(0, hero + 1), intro, ...clauses.slice(hero + 1)];
  }
  const approach = APPROACH_ORDER.indexOf(telling.taken?.approach ?? 'own');
  const line = along[(partIndex + 2 * approach) % along.length] as string;
  return [...clauses.slice(0, after), line, ...clauses.slice(after)];
}

export function tellStorySegment(request: StoryRequest): GeneratedSegment {
  const world = buildStoryWorld(request);
  const partIndex = partIndexOf(request);
  const path = request.choice.trim() ? [...request.path, request.choice] : request.path;
  const states = followPath(world, path);
  const state = states[states.length - 1] as StoryState;
  const random = createSeededRandom(
    request.seed ?? hashText(`${world.seed}|${partIndex}|${path.join('|')}|${request.finish}`),
  );
  const telling: Telling = {
    world,
    request,
    state,
    random,
    voice: voiceOf(world, request.options.person),
    taken: request.choice.trim() ? (state.taken[state.taken.length - 1] ?? null) : null,
    phrases: partPhrasesFor(request.age),
    heardBefore: heardIn(request.history),
  };
  const action = actionClauses(telling);
  const older = request.age !== '4-6';
  // The companion answers the chosen action in a sentence of their own, right after its consequence.
  const reaction =
    older && telling.taken?.object ? [reactionTo(telling.taken.approach, partIndex)] : [];
  const names = namesOf(world, request);
  const beat = beatClauses(telling, partIndex);
  // The ending's resolution is told in sentences of its own, never glued to what passes by.
  const resolution = new Set(request.finish ? beat : []);
  const offered = request.finish ? [] : offerChoices(world, partIndex + 1, state);
  const tail = request.finish
    ? endingClauses(telling)
    : problemAhead(offered, partIndex, request.age);
  const clauses = withCompanion(
    telling,
    partIndex,
    [...action, ...reaction, ...stateClauses(telling), ...beat, ...tail],
    action.length,
  );
  // The place as it is now is told in one stretch, and only a few sights a part: a part reaches
  // its length from what happens, never from a list of scenery. In the first part it follows the
  // opening, in the others it comes between what the choice changed and the part's beat.
  const textureAt = clauses.length - tail.length - (partIndex === 0 ? 0 : beat.length);
  const seen = new Set(request.history.flatMap((text) => text.split(/(?<=[.!?])\s+/)));
  const target = targetWordCount(request) * (partIndex === 0 && request.starting_point ? 0.9 : 1);
  const textureCap = older ? Math.max(3, Math.round(target / 12)) : Infinity;
  let textureCount = 0;
  // What the reader has already heard: texture and details that would say it again are left out.
  const heard = request.history.map(phrasesOf);
  const probe = fillerFor(telling);
  // A story that stays in one place (a bakery, a home) or a values or bedtime story tells no
  // journey: no path, road or steps on the way.
  const staysPut = world.still || world.plot === 'values' || world.plot === 'bedtime';
  const shuffled = random
    .shuffle(
      staysPut
        ? telling.phrases.texture.filter((texture) => !JOURNEY.test(texture))
        : telling.phrases.texture,
    )
    // After the ending's resolution, nothing still strives for what was just reached.
    .filter((texture) => !request.finish || !/\{(thing|want)\}/.test(texture));
  const nextTexture = textureQueue(shuffled, (texture) => echoCount(heard, probe(texture)));
  const lead =
    partIndex === 0 && request.starting_point.trim() ? [endSentence(request.starting_point)] : [];
  const closing = request.finish ? [] : [random.pick(telling.phrases.closing)];
  let sentences: string[] = [];
  let ease = 1;
  const gradeLimit = AGE_BANDS[request.age].maxGrade - 0.8;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    // A fresh filler per telling, so the hero is named in the same clauses every time.
    const fill = fillerFor(telling);
    const standalone = new Set<string>();
    const filled = [...clauses, ...closing]
      .map((clause) => {
        const text = fill(clause);
        if (resolution.has(clause)) standalone.add(text);
        return text;
      })
      .filter((clause, index, all) => all.indexOf(clause) === index);
    sentences = [
      ...lead,
      ...shapeSentences(filled, request.age, {
        random,
        ease,
        names,
        standalone,
      }),
    ].filter((sentence, index) => index < lead.length || !seen.has(sentence));
    // A part that reads too hard for its band is told again with plainer joins. Ages 4–6 already
    // get one clause per sentence from their own phrase bank: nothing to ease.
    if (older && estimateGrade(sentences) > gradeLimit && ease > 0.2) {
      ease -= 0.25;
      continue;
    }
    if (countWords(sentences) >= target * 0.95) break;
    // Enough texture for the words still missing at once, so a part is shaped a few times only.
    const missing = target * 0.95 - countWords(sentences);
    let added = 0;
    for (
      let wanted = Math.max(1, Math.floor(missing / 9));
      added < wanted && textureCount < textureCap;
      added += 1
    ) {
      const texture = nextTexture();
      if (texture === undefined) break;
      clauses.splice(textureAt + textureCount, 0, texture);
      textureCount += 1;
    }
    if (added === 0) break;
  }
  const choices = offered.map((choice) => choice.text);
  return {
    segment_text: sentences.join(' '),
    choices,
    image_prompt: writePicturePrompt(world, request, state, telling.taken),
    is_end: request.finish,
    model_used: STORYTELLER_MODEL,
  };
}
