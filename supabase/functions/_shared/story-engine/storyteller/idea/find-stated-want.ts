// "a shy hedgehog lives under the strawberries and he really wants a friend", "a girl who lives by
// the sea wants to find a mermaid": what the idea says the hero wants outweighs what it first says
// they do.
import type { TaggedWord } from '../read-english.ts';
import { findDeedWant } from './find-deed-want.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

const WANTS = /^(wants|wanted|wishes|wished|longs|longed|hopes|hoped|dreams|dreamed|dreamt)$/;
const ON_THE_WAY = /^(really|just|so|only|also|secretly|desperately|badly|more)$/;

/** Whether the one wanting, before `index`, is the hero: "he really wants", "the hedgehog wants". */
function heroWants(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null,
  kindWord: string | null,
): boolean {
  let at = index - 1;
  while (at >= 0 && ON_THE_WAY.test(words[at]?.normal ?? '')) at -= 1;
  const who = words[at];
  if (!who || who.sentence !== words[index]?.sentence) return false;
  if (at === heroIndex || /^(he|she|they)$/.test(who.normal)) return true;
  if (kindWord !== null && who.normal === kindWord) return true;
  // "Kai loves trains and wants to drive one", "a girl who lives by the sea wants": the one the
  // sentence opened with wants it.
  const opener = words.findIndex(
    (word, place) =>
      word.sentence === who.sentence &&
      (place === heroIndex || (kindWord !== null && word.normal === kindWord)),
  );
  return (
    opener >= 0 && opener < at && (who.normal === 'and' || words[opener + 1]?.normal === 'who')
  );
}

/**
 * "gets caught stealing the crown and the only way to stay out of prison is to guide the princess":
 * the deed after "the only way … is to" is what the hero sets out to do, never what got them
 * caught. The deed's index, or null.
 */
function onlyWayAt(words: readonly TaggedWord[]): number | null {
  const way = words.findIndex(
    (word, at) => word.normal === 'only' && words[at + 1]?.normal === 'way',
  );
  if (way < 0) return null;
  for (let at = way + 2; at < words.length - 2; at += 1) {
    if (words[at]?.sentence !== words[way]?.sentence) return null;
    if (words[at]?.normal === 'is' && words[at + 1]?.normal === 'to') return at + 2;
  }
  return null;
}

/**
 * "guide the princess across the frozen wastes to her exiled mother": one the hero leads goes along,
 * and the want is where they are taken, as "take the cake to his grandma" is.
 */
function escortAt(words: readonly TaggedWord[], at: number): IdeaWant | null {
  const verb = words[at];
  if (!verb || !/^(guide|escort|lead|take|bring|walk)$/.test(infinitiveOf(verb))) return null;
  const led = nounPhraseAt(words, at + 1);
  if (!led) return null;
  for (let to = led.end + 1; to < led.end + 8; to += 1) {
    const word = words[to];
    if (!word || word.sentence !== verb.sentence) return null;
    if (word.normal !== 'to') continue;
    const place = nounPhraseAt(words, to + 1);
    if (!place) return null;
    const thing = words
      .slice(to + 1, place.end + 1)
      .map((part) => part.text)
      .join(' ');
    return {
      verb: `${infinitiveOf(verb)} the ${led.told} to`,
      thing,
      noun: place.head.normal,
      question: false,
    };
  }
  return null;
}

export function findStatedWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
): IdeaWant | null {
  const onlyWay = onlyWayAt(words);
  if (onlyWay !== null) {
    const want =
      escortAt(words, onlyWay) ?? findDeedWant(words, heroIndex, kindWord, cast, actors, onlyWay);
    if (want) return want;
  }
  const firstVerb = words.findIndex((word) => word.tags.has('Verb'));
  const stated = words.findIndex(
    (word, index) =>
      index > firstVerb && WANTS.test(word.normal) && heroWants(words, index, heroIndex, kindWord),
  );
  if (firstVerb < 0 || stated < 0) return null;
  const next = words[stated + 1];
  // "wants to catch them": a deed with no thing of its own leaves the want to the rest of the idea.
  if (next?.normal === 'to') {
    const deed = words[stated + 2];
    if (!deed?.tags.has('Verb')) return null;
    const want = findDeedWant(words, heroIndex, kindWord, cast, actors, stated + 2);
    return want?.verb.split(' ')[0] === infinitiveOf(deed) ? want : null;
  }
  // "wants a friend": a friend is made, anything else had.
  if (!/^(a|an)$/.test(next?.normal ?? '')) return null;
  const wanted = nounPhraseAt(words, stated + 2);
  if (!wanted) return null;
  const friend = /^(friend|pal|buddy|mate)$/.test(wanted.head.normal);
  return {
    verb: friend ? 'make' : 'get',
    thing: wanted.told,
    noun: wanted.head.normal,
    question: false,
  };
}
