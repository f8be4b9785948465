// A bedtime story told around its idea's picture: the whale singing to her baby under the northern
// lights sings in the first part, keeps singing, each time a little slower, and sings one last time
// at the end, where the idea put her.
import type { PlotSkeleton } from '../plots/plot-skeleton.ts';
import type { BedtimeImage } from './read-bedtime-image.ts';

export function imageBeats({ doing, did, scene }: BedtimeImage, animal: boolean): PlotSkeleton {
  const where = scene ? ` ${scene}` : '';
  const around = scene ?? 'around {him}';
  return {
    opening: [
      [
        // The whale is named as one: "Theo the whale was singing…".
        `{Name}${animal ? ' the {kind}' : ''} was ${doing}${where}.`,
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
        `{H} ${did} one last time${where}.`,
        'The night was warm and safe.',
        '{Comp} was already fast asleep.',
        'Soon {h} was fast asleep too.',
      ],
    ],
  };
}
