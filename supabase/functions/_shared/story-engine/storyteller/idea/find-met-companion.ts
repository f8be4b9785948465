// "the little elephant says sorry to the giraffe", "a mercenary named Ragnhild is hired to escort a
// child oracle": an idea that names no one going along with the hero may still name the creature
// or person the hero's deed is for or with, or who is met on the way there. They
// are in the story from the first part, so it never invents a friend in their place; a rival the
// hero must outwit or catch is not one.
import { COMPANION_KINDS, HE_WORDS, SHE_WORDS, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { companionRecord, same, type IdeaCompanion } from './companion-at.ts';
import { tagWords, toInfinitive, toSingular, withArticle } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';

/** Deeds done for, with or alongside someone, after which the one named goes along. */
const ALONGSIDE = new Set(
  'escort guide help visit meet befriend rescue adopt feed walk teach protect mind babysit comfort'.split(
    ' ',
  ),
);

/** A creature or a person, by what they are: "giraffe", "child", "old woman". */
const isBeing = (kind: string) =>
  COMPANION_KINDS.has(kind) ||
  HE_WORDS.has(kind) ||
  SHE_WORDS.has(kind) ||
  /^(child|kid|stranger|traveller|traveler)$/.test(kind);

const readsAsVerb = (word: IdeaWord) =>
  tagWords(`we want to ${word.normal}`)[3]?.tags.has('Infinitive') === true;

/** "a robot dog helps Pablo learn to ride": a being whose deed for the hero comes before them. */
function helperBefore(
  words: readonly IdeaWord[],
  heroAt: number,
  heroKind: string | null,
  taken: ReadonlySet<number>,
): IdeaCompanion | null {
  const deed = words[heroAt - 1];
  if (
    !deed?.tags.has('PresentTense') ||
    !(ALONGSIDE.has(deed.normal) || ALONGSIDE.has(toInfinitive(deed.normal, deed.tags)))
  )
    return null;
  const head = heroAt - 2;
  const being = words[head];
  if (!being || !same(being, deed) || !isNoun(being) || being.tags.has('Plural')) return null;
  if (!isBeing(being.normal) || being.normal === heroKind || taken.has(head)) return null;
  let start = head;
  while (
    start > 0 &&
    same(words[start - 1], deed) &&
    (isNoun(words[start - 1] as IdeaWord) || words[start - 1]?.tags.has('Adjective'))
  )
    start -= 1;
  const article = words[start - 1];
  if (!article || !/^(a|an|the)$/.test(article.normal)) return null;
  // "a kind old owl": the tagger may read a describing word as a noun; the lexicon knows better.
  const describes = (word: IdeaWord) =>
    !isNoun(word) || lexiconTags(word.normal).includes('Adjective');
  let first = head;
  while (first > start && !describes(words[first - 1] as IdeaWord)) first -= 1;
  const kind = words.slice(first, head + 1);
  const traits = words.slice(start, first);
  return companionRecord({
    kind: kind.map((word) => word.normal).join(' '),
    traits: traits.map((word) => word.normal),
    index: head,
    beside: heroAt,
    article:
      withArticle(
        words
          .slice(start, head + 1)
          .map((word) => word.normal)
          .join(' '),
      ).split(' ')[0] ?? 'a',
  });
}

/** The first being the hero's deed is for or with, after the hero, or null. */
export function findMetCompanion(
  words: readonly IdeaWord[],
  heroAt: number,
  heroKind: string | null,
  taken: ReadonlySet<number>,
): IdeaCompanion | null {
  const helper = helperBefore(words, heroAt, heroKind, taken);
  if (helper) return helper;
  for (let at = heroAt + 1; at < words.length; at += 1) {
    const link = words[at] as IdeaWord;
    // "is hired to escort": the tagger may read the deed as a noun; the library's verb is its own.
    const verb = ALONGSIDE.has(link.normal) || ALONGSIDE.has(toInfinitive(link.normal, link.tags));
    // "finds a friendly firefly", "with the help of a talking raven": who is found or helps.
    const found = /^(find|finds|found)$/.test(link.normal);
    const helps = link.normal === 'of' && words[at - 1]?.normal === 'help';
    if (!verb && !found && !helps && !/^(to|with)$/.test(link.normal)) continue;
    const article = words[at + 1];
    if (!article || !same(article, link) || !/^(the|a|an)$/.test(article.normal)) continue;
    let end = at + 2;
    while (
      (words[end]?.tags.has('Adjective') || words[end]?.tags.has('Gerund')) &&
      same(words[end], link) &&
      end < at + 5
    )
      end += 1;
    const being = words[end];
    const next = words[end + 1];
    if (!being || !same(being, link) || !isNoun(being) || being.tags.has('Plural')) continue;
    const kind = toSingular(being.normal);
    if (!isBeing(kind) || kind === heroKind || taken.has(end)) continue;
    // "a child oracle": the last of the nouns that say what they are.
    let head = end;
    while (
      !/['’]s$/.test(words[head]?.text ?? '') &&
      words[head + 1] &&
      same(words[head + 1], link) &&
      isNoun(words[head + 1] as IdeaWord) &&
      !words[head + 1]?.tags.has('Plural') &&
      // "help a neighbour rebuild his allotment": what they do next is no part of what they are.
      !readsAsVerb(words[head + 1] as IdeaWord)
    )
      head += 1;
    // "finds a dragon egg": what is found is a being only when its last word is one.
    if (found && !isBeing(toSingular(words[head]?.normal ?? ''))) continue;
    // "the raccoon who steals the pies": one with a deed of their own may be what the story is against.
    if (/^(who|that|which)$/.test((head === end ? next : words[head + 1])?.normal ?? '')) continue;
    const kindWords = words.slice(end, head + 1).map((word) => word.normal);
    const traits = words.slice(at + 2, end).map((word) => word.normal);
    // "says sorry to the seal": the child knows the seal; the story meets "a seal" first.
    const met = withArticle([...traits, ...kindWords].join(' ')).split(' ')[0] ?? 'a';
    return companionRecord({ kind: kindWords.join(' '), traits, index: head, article: met });
  }
  return null;
}
