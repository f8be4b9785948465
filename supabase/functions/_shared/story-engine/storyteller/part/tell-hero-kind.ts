// A hero the idea named only by a kind is met as that kind: where the first part's opening never
// says "Mia was a little duck", her first mention does, "Mia, a little duck, knelt down", so the
// child who asked for a duck reads of one.
import { AGE_BANDS } from '../../../age-bands.ts';
import { withArticle } from '../read-english.ts';
import type { Telling } from './telling.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function tellHeroKind(
  { world, request }: Telling,
  partIndex: number,
  sentences: string[],
): string[] {
  const told = world.heroByKind;
  if (!told || partIndex > 0 || request.options.person !== 'third') return sentences;
  const head = escape(world.heroKind.split(' ').pop() ?? '');
  const name = escape(world.heroName);
  const named = new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}’'])`, 'u');
  // "Ruby was a little bunny", "a little dragon called Sam": the opening already says it.
  const introduced = new RegExp(`\\b(a|an)\\s+([\\p{L}\\d'-]+\\s+){0,3}${head}(?![\\p{L}])`, 'iu');
  // "Leo the robot took the controls": the kind after the name says it too, where the idea gave no
  // describing words that it would leave out.
  const titled = new RegExp(`(?<![\\p{L}])${name} the ${escape(world.heroKind)}(?![\\p{L}])`, 'u');
  const says = (sentence: string) =>
    (named.test(sentence) && introduced.test(sentence)) ||
    (told === world.heroKind && titled.test(sentence));
  if (sentences.some(says)) return sentences;
  const first = sentences.findIndex((sentence) => named.test(sentence));
  if (first < 0) return sentences;
  const kind = withArticle(told);
  // "Ruby the bunny lay awake" becomes "Ruby, a sleepy bunny, lay awake".
  const sentence = sentences[first] as string;
  const at = titled.exec(sentence) ?? named.exec(sentence);
  if (!at) return sentences;
  const after = sentence.slice(at.index + at[0].length);
  // The name closing a clause takes the kind before the clause's own mark.
  const mended = /^[,.!?;:]/.test(after)
    ? `${world.heroName}, ${kind}${after}`
    : `${world.heroName}, ${kind},${after}`;
  const joined = `${sentence.slice(0, at.index)}${mended}`;
  // A young reader hears it as a sentence of its own where it would run past their longest:
  // "Zara was a little mouse. Zara wanted to do well at the bakery."
  if (joined.split(/\s+/).length > AGE_BANDS[request.age].maxSentenceWords)
    return [
      ...sentences.slice(0, first),
      `${world.heroName} was ${kind}.`,
      `${sentence.slice(0, at.index)}${world.heroName}${after}`,
      ...sentences.slice(first + 1),
    ];
  return sentences.map((each, index) => (index === first ? joined : each));
}
