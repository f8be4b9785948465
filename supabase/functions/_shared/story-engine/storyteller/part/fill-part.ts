// Tells a part's clauses as sentences for its band, and fills it to its length: from ages 7–9 up
// first with the episode of the chosen choice (how it went, what went wrong, what it led to), then
// with the place as it is now: two sights a part at most, never a list of scenery, and none the
// reader heard.
import { AGE_BANDS } from '../../../age-bands.ts';
import { createSeededRandom } from '../../../seeded-random.ts';
import { targetWordCount } from '../../target-word-count.ts';
import { endSentence } from '../end-sentence.ts';
import { echoCount, phrasesOf, textureQueue } from '../heard-phrases.ts';
import { countWords } from '../../../count-words.ts';
import { estimateGrade, shapeSentences } from '../reading-levels.ts';
import { makeFiller } from './make-filler.ts';
import { tellEpisode } from './tell-episode.ts';
import { namesOf } from './names-of.ts';
import { fitsAnimal } from '../bedtime/animal-hero.ts';
import { fitsPetCompanion } from './fits-pet-companion.ts';
import { halfForPart } from './half-for-part.ts';
import { fitsWhileApart } from '../feelings/fits-while-apart.ts';
import { TOWARDS_THING, isWayWant } from '../plots/way-home-beats.ts';
import type { Telling } from './telling.ts';

// Texture that names what is seen, heard or felt of the place.
const SIGHTED = /\{(sight|sound|air)\}/;
// Older readers hear at most this many of them a part: the rest of a part is what happens. A long
// part has room for one more sight and three more lines of the place.
const SIGHTS_A_PART = { short: 2, standard: 2, long: 3 } as const;
const TEXTURE_A_PART = { short: 4, standard: 4, long: 7 } as const;

const JOURNEY =
  /\b(way|path|road|walk\w*|steps?|stretch|set off|went on|kept going|came upon|passed|further on|ahead)\b/i;

export interface PartClauses {
  /** Every clause of the part in order; texture is spliced in. */
  clauses: string[];
  /** How many clauses at the end are the beat, and after it the tail (the next problem or the ending). */
  beat: number;
  /** How many clauses before the beat tell what the earlier choices changed. */
  state: number;
  tail: number;
  /** The ending's resolution, told in sentences of its own, never glued to what passes by. */
  resolution: ReadonlySet<string>;
}

const LONGING =
  /(wished for|dreamed of|wait to see|the way to|the route to) \{thing\}|\{thing\} \{was:thing\} a little closer/;

export function fillPart(telling: Telling, partIndex: number, part: PartClauses): string[] {
  const { world, request, random } = telling;
  const { clauses, resolution } = part;
  const older = request.age !== '4-6';
  const names = namesOf(world, request);
  // In the first part the place follows the opening; in the others it comes between what the
  // choice changed and the part's beat.
  const textureAt = clauses.length - part.tail - (partIndex === 0 ? 0 : part.beat);
  // The episode follows the chosen action and the companion's reaction to it.
  const episodeAt = partIndex === 0 ? textureAt : textureAt - part.state;
  const seen = new Set(request.history.flatMap((text) => text.split(/(?<=[.!?])\s+/)));
  const target = targetWordCount(request) * (partIndex === 0 && request.starting_point ? 0.9 : 1);
  // Older readers' parts are told by their episode: what is left is a few lines of the place.
  const textureCap = older ? TEXTURE_A_PART[request.options.length] : Infinity;
  let textureCount = 0;
  // What the reader has already heard: texture and details that would say it again are left out.
  const heard = request.history.map(phrasesOf);
  // Asking whether a wording was heard must not change what the part tells: the probe draws its
  // sights from a random of its own, never from the part's.
  const probe = makeFiller({ ...telling, random: createSeededRandom(telling.world.seed) });
  // A story that stays in one place (a bakery, a home) or a values or bedtime story tells no
  // journey: no path, road or steps on the way.
  const staysPut = world.still || world.plot === 'values' || world.plot === 'bedtime';
  // An animal hero is given no hands, pillow or bed.
  const inHalf = halfForPart(world.seed, partIndex);
  const apart = fitsWhileApart(world, partIndex);
  const fits = (wording: string) =>
    (!staysPut || !JOURNEY.test(wording)) &&
    (!world.animal || fitsAnimal(wording)) &&
    (!world.petCompanion || fitsPetCompanion(wording)) &&
    // "find out who drew on the wall": one who wants an answer never longs to reach the wall.
    (!world.want.question || !LONGING.test(wording)) &&
    // "the way home" is found, never walked towards: "From there, she could see the way home" no more.
    (!isWayWant(world.want) || !TOWARDS_THING.test(wording)) &&
    apart(wording);
  const shuffled = random
    .shuffle(
      staysPut || world.animal || world.petCompanion || world.want.question
        ? telling.phrases.texture.filter(fits)
        : telling.phrases.texture,
    )
    // After the ending's resolution, nothing still strives for what was just reached.
    .filter((texture) => !request.finish || !/\{(thing|want)\}/.test(texture))
    .filter(inHalf);
  // With nothing heard before, nothing echoes: no wording needs filling in to be compared.
  const echoOf = (texture: string) => (heard.length === 0 ? 0 : echoCount(heard, probe(texture)));
  const episode = tellEpisode(telling, partIndex, echoOf, fits, inHalf);
  let episodeCount = 0;
  let sightCount = 0;
  // A feelings story's lines are about the hero's own face and voice: each is told once. A
  // sleepless night fills its parts with the night around the hero, which may come back once.
  const again = world.feeling === null || world.plot === 'bedtime';
  const nextTexture = textureQueue(
    older ? shuffled.filter((texture) => !SIGHTED.test(texture)) : shuffled,
    echoOf,
    again,
  );
  const nextSight = textureQueue(
    shuffled.filter((texture) => SIGHTED.test(texture)),
    echoOf,
    again,
  );
  const lead =
    partIndex === 0 && request.starting_point.trim() ? [endSentence(request.starting_point)] : [];
  const closing = request.finish ? [] : [random.pick(telling.phrases.closing)];
  let sentences: string[] = [];
  let ease = 1;
  const gradeLimit = AGE_BANDS[request.age].maxGrade - 0.8;
  // The clauses as last filled: a part eased to plainer joins is shaped again from the same words.
  let told: { filled: string[]; standalone: Set<string> } | null = null;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (told === null) {
      // A fresh filler per telling, so the hero is named in the same clauses every time.
      const fill = makeFiller(telling);
      const standalone = new Set<string>();
      const filled = [...clauses, ...closing]
        .map((clause) => {
          const text = fill(clause);
          if (resolution.has(clause)) standalone.add(text);
          return text;
        })
        .filter((clause, index, all) => all.indexOf(clause) === index);
      told = { filled, standalone };
    }
    const { filled, standalone } = told;
    // A part never says one sentence twice: a long question's statement ("Someone had moved the
    // gnomes.") may be the sentence the beat has just told.
    sentences = [
      ...lead,
      ...shapeSentences(filled, request.age, {
        random,
        ease,
        names,
        standalone,
        hero: { name: world.heroName, pronoun: telling.voice.subject },
      }),
    ].filter(
      (sentence, index, all) =>
        index < lead.length || (!seen.has(sentence) && all.indexOf(sentence) === index),
    );
    // A part that reads too hard for its band is told again with plainer joins. Ages 4–6 already
    // get one clause per sentence from their own phrase bank: nothing to ease.
    if (older && estimateGrade(sentences) > gradeLimit && ease > 0.2) {
      ease -= 0.25;
      continue;
    }
    // Enough clauses for the words still missing at once, each counted as the probe tells it, so
    // a part is filled again once, not once for every few of a young band's short clauses.
    const missing = target * 0.95 - countWords(sentences);
    if (missing <= 0) break;
    let added = 0;
    let words = 0;
    for (; words < missing && episodeCount < episode.length; added += 1) {
      const clause = episode[episodeCount] as string;
      clauses.splice(episodeAt + episodeCount, 0, clause);
      episodeCount += 1;
      words += countWords(probe(clause));
    }
    for (; words < missing && textureCount < textureCap; added += 1) {
      // Older readers hear a sight or two between what happens, never a list of them.
      const sighted =
        older && sightCount < SIGHTS_A_PART[request.options.length] && textureCount % 2 === 0;
      const texture = (sighted ? nextSight() : undefined) ?? nextTexture();
      if (texture === undefined) break;
      if (SIGHTED.test(texture)) sightCount += 1;
      clauses.splice(textureAt + episodeCount + textureCount, 0, texture);
      textureCount += 1;
      words += countWords(probe(texture));
    }
    if (added === 0) break;
    told = null;
  }
  return namingHero(sentences, world.heroName, telling.voice.subject);
}

/**
 * A part read on its own, the ending above all, says whose story it is: where the hero is only
 * "she" throughout, the first sentence that opens on "She" opens on her name instead.
 */
function namingHero(sentences: string[], name: string, pronoun: string): string[] {
  if (!/^(he|she|they)$/i.test(pronoun) || sentences.some((sentence) => sentence.includes(name)))
    return sentences;
  const opener = new RegExp(`^${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)} `);
  const at = sentences.findIndex((sentence) => opener.test(sentence));
  if (at < 0) return sentences;
  return sentences.map((sentence, index) =>
    index === at ? sentence.replace(opener, `${name} `) : sentence,
  );
}
