// Tells a part's clauses as sentences for its band, and fills it to its length with the place as
// it is now: a few sights a part at most, never a list of scenery, and none the reader heard.
import { AGE_BANDS } from '../../../age-bands.ts';
import { targetWordCount } from '../../target-word-count.ts';
import { endSentence } from '../end-sentence.ts';
import { echoCount, phrasesOf, textureQueue } from '../heard-phrases.ts';
import { countWords, estimateGrade, shapeSentences } from '../reading-levels.ts';
import { makeFiller } from './make-filler.ts';
import { namesOf } from './names-of.ts';
import type { Telling } from './telling.ts';

const JOURNEY =
  /\b(way|path|road|walk\w*|steps?|stretch|went on|kept going|came upon|passed|further on|ahead)\b/i;

export interface PartClauses {
  /** Every clause of the part in order; texture is spliced in. */
  clauses: string[];
  /** How many clauses at the end are the beat, and after it the tail (the next problem or the ending). */
  beat: number;
  tail: number;
  /** The ending's resolution, told in sentences of its own, never glued to what passes by. */
  resolution: ReadonlySet<string>;
}

export function fillPart(telling: Telling, partIndex: number, part: PartClauses): string[] {
  const { world, request, random } = telling;
  const { clauses, resolution } = part;
  const older = request.age !== '4-6';
  const names = namesOf(world, request);
  // In the first part the place follows the opening; in the others it comes between what the
  // choice changed and the part's beat.
  const textureAt = clauses.length - part.tail - (partIndex === 0 ? 0 : part.beat);
  const seen = new Set(request.history.flatMap((text) => text.split(/(?<=[.!?])\s+/)));
  const target = targetWordCount(request) * (partIndex === 0 && request.starting_point ? 0.9 : 1);
  const textureCap = older ? Math.max(3, Math.round(target / 12)) : Infinity;
  let textureCount = 0;
  // What the reader has already heard: texture and details that would say it again are left out.
  const heard = request.history.map(phrasesOf);
  const probe = makeFiller(telling);
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
    const fill = makeFiller(telling);
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
  return sentences;
}
