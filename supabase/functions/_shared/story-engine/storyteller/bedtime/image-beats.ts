// A bedtime story told around its idea's picture: the whale singing to her baby under the northern
// lights sings in the first part, keeps singing, each time a little slower, and sings one last time
// at the end, where the idea put her. A picture too long for one of the band's sentences is told in
// two: where first, then what the hero is doing.
import { AGE_BANDS, type AgeId } from '../../../age-bands.ts';
import type { PlotSkeleton } from '../plots/plot-skeleton.ts';
import { heardLength } from '../reading-levels.ts';
import type { BedtimeImage } from './read-bedtime-image.ts';

export function imageBeats(
  { doing, did, scene }: BedtimeImage,
  animal: boolean,
  age: AgeId,
): PlotSkeleton {
  const where = scene ? ` ${scene}` : '';
  const around = scene ?? 'around {him}';
  // The hero's name or pronoun is one word; an animal's is "Theo the whale".
  const fits = (sentence: string, name = 1) =>
    heardLength(sentence) + name <= AGE_BANDS[age].maxSentenceWords;
  const named = `{Name}${animal ? ' the {kind}' : ''}`;
  const nameWords = animal ? 3 : 1;
  const opening =
    !scene || fits(`was ${doing}${where}`, nameWords)
      ? [`${named} was ${doing}${where}.`]
      : [`${named} was${where}.`, `{H} was ${doing}.`];
  const lastTime = fits(`${did} one last time${where}`)
    ? [`{H} ${did} one last time${where}.`]
    : [
        fits(`${did}${where}`) ? `{H} ${did}${where}.` : `{H} ${did}.`,
        'Then it was time to sleep.',
      ];
  return {
    opening: [
      [
        ...opening,
        'It was nearly time to sleep, but {h} was not sleepy yet.',
        '{Comp} was warm and close.',
      ],
    ],
    middle: [
      [[`Softly, {h} ${did}.`, `Everything ${around} was slow and [quiet].`]],
      [['Someone small was also awake.', 'It stayed close to listen and watch.', '{H} smiled.']],
      [['{His} eyes felt heavy now.', `But {h} kept ${doing}.`, 'Each time was a little slower.']],
      [[`The night ${around} grew hushed and still.`, '{H} gave a [big], slow yawn.']],
    ],
    ending: [
      [
        ...lastTime,
        'The night was warm and safe.',
        '{Comp} was already fast asleep.',
        'Soon {h} was fast asleep too.',
      ],
    ],
  };
}
