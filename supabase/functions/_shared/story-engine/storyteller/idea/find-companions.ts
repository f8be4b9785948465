// Who comes along with the hero, as families type it: a possessive and a kind ("Lily and her
// puppy", "his little sister Hana", "her AI dog Pixel", "his rival Jun", "her puppy biscuit"), two
// names ("Ada and Ben"), a "the" or "a" with a name or a deed that makes it someone ("Ben and the
// new girl Oksana", "a talking hawk called Kito", "the dragon who loved dumplings", "the ship's AI,
// HALLIE", "with the new boy at preschool, Mateo") and "my friend Sofía and me". Each shape read
// after an "and" or a "with" is a step of its own, in the files this one imports.
import { COMPANION_KINDS, FAMILY_NAMES, PEOPLE_KINDS, SEEKING, isNoun } from './idea-words.ts';
import { isName } from './is-name.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalise } from '../../../capitalise.ts';
import {
  bareName,
  companionAt,
  companionRecord,
  same,
  type IdeaCompanion,
} from './companion-at.ts';
import { relativeAt } from './relative-at.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { GROUPS, someoneOwned } from './someone-owned.ts';
import { companionWith } from './companion-with.ts';
import { companionVisited } from './companion-visited.ts';
import { companionGoingAlong } from './companion-going-along.ts';
import { companionMetBefore } from './companion-met-before.ts';
import { companionAfterArticle } from './companion-after-article.ts';
import { companionsListed } from './companions-listed.ts';
import { siblingsNamed } from './siblings-named.ts';
import { namesNoOne } from './names-no-one.ts';
import { lostAt } from './lost-at.ts';
import { narratorNamed } from './hero-evidence.ts';
import { toldAsTyped } from './keeps-capitals.ts';

export type { IdeaCompanion } from './companion-at.ts';

const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our']);
const GONE = new Set(['missing', 'lost', 'stolen', 'vanished', 'gone']);
const STORY_WORDS = new Set('story tale book poem fable adventure'.split(' '));
const ARTICLES = new Set(['the', 'a', 'an']);
const NARRATOR = new Set(['me', 'i', 'us', 'we']);

/** "cant find his mum", "has lost her little brother": a possessive kind right after seeking. */
function soughtAt(words: readonly IdeaWord[], index: number): boolean {
  let at = index - 1;
  while (
    at >= 0 &&
    at > index - 4 &&
    (words[at]?.tags.has('Adjective') || isNoun(words[at] as IdeaWord))
  )
    at -= 1;
  if (!POSSESSIVES.has(words[at]?.normal ?? '')) return false;
  const verb = words[at - 1];
  return verb !== undefined && same(verb, words[index]) && SEEKING.test(verb.normal);
}

/** After "X, and", a name that acts alone with a verb for one: a clause with its own subject. */
function newSubject(words: readonly IdeaWord[], index: number): boolean {
  const before = words[index - 1] as IdeaWord;
  const after = words[index + 1] as IdeaWord;
  const verb = words[index + 2];
  if (!/^\s*,/.test(before.after) || /,/.test(words[index - 2]?.after ?? '')) return false;
  if (!/^\p{Lu}/u.test(after.text) || !same(verb, after) || !verb?.tags.has('Verb')) return false;
  return (
    /^(is|was|has)$/.test(verb.normal) || (verb.tags.has('PresentTense') && /s$/.test(verb.normal))
  );
}

/** Whether the clause before `index` is what someone unknown did. */
function culpritClause(words: readonly IdeaWord[], index: number): boolean {
  for (let at = index - 1; at >= 0 && same(words[at], words[index]); at -= 1) {
    if (/[,;:]/.test(words[at]?.after ?? '')) return false;
    // "someone wrecked it and she has to find out who did it with her pet wolf": the hero's.
    // "and Rosa solves it with her pet raven": a clause of the hero's own.
    if (
      /^(she|he|they|i|we|and|but|so)$/.test(words[at]?.normal ?? '') ||
      isName(words[at] as IdeaWord, at, words)
    )
      return false;
    if (/^(someone|somebody)$/.test(words[at]?.normal ?? '')) return true;
  }
  return false;
}

/** The companions named with someone: "X and her puppy", "X with his dog Rex", "Ada and Ben". */
export function findCompanions(words: readonly IdeaWord[]): IdeaCompanion[] {
  const companions: IdeaCompanion[] = [];
  const add = (companion: IdeaCompanion | null) => {
    // "my name is Farhan": what someone is called is no one who comes along.
    if (/^names?$/.test(companion?.kind ?? '') && !companion?.name) return;
    // "with a story about two sisters, Leila and Yara": a story is how it is told, not who is in it.
    if (STORY_WORDS.has(companion?.kind ?? '')) return;
    // "Kofi and the missing teddy bear", "her stuffed penguin disappeared": what is missing is
    // looked for, not brought along.
    if (companion?.traits.some((trait) => GONE.has(trait))) return;
    if (companion && words.some((_, at) => lostAt(words, at)?.end === companion.index)) return;
    // "a little lamb who cant find his mum": the one looked for is not with the hero yet.
    if (companion && soughtAt(words, companion.index)) return;
    if (companion && !companions.some((known) => known.index === companion.index))
      companions.push(companion);
  };
  words.forEach((link, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (POSSESSIVES.has(link.normal) && link.normal !== 'my' && link.tags.has('Pronoun')) {
      // "can't fall asleep and his mummy sings to him": an "and" that joins two doings brings in
      // the one who acts in the second, as an "and" after someone does with "Lily and her puppy".
      const joins = words[index - 2];
      const beside =
        before?.normal === 'with' ||
        (before?.normal === 'and' &&
          joins !== undefined &&
          (isNoun(joins) ||
            // "who never wanted it and her only ally": a thing's pronoun joins no one.
            (joins.tags.has('Pronoun') && !/^(it|them)$/.test(joins.normal)) ||
            isName(joins, index - 2, words)));
      // "with Karim, his twin brother and a lady": the one named just before is whose they are.
      const listedAfterName =
        before !== undefined &&
        /^\s*,/.test(String((before as { after?: string }).after ?? '')) &&
        isName(before, index - 1, words) &&
        /^(his|her|their)$/.test(link.normal) &&
        // "with her cat Mochi, her name is Priya": what someone is called is no one.
        !/^names?$/.test(after?.normal ?? '');
      const related = beside ? null : relativeAt(words, index + 1);
      const listed = listedAfterName ? companionAt(words, index + 1, null, null) : null;
      const person = PEOPLE_KINDS.has(listed?.kind?.split(' ').pop() ?? '');
      add(related ?? (person ? listed : null));
      return;
    }
    // "my freind Sofía and me": the narrator's friend, named before the narrator.
    if (link.normal === 'my' && (index === 0 || !same(before, link))) {
      const companion = companionAt(words, index + 1, null, null);
      const and = companion?.name ? words[companion.index + 1] : undefined;
      if (and?.normal === 'and' && NARRATOR.has(words[companion!.index + 2]?.normal ?? ''))
        add(companion);
      return;
    }
    // "me and my cousin Zara", "me (dev) and my best mate callum": the narrator leads, and theirs
    // comes along.
    if (
      link.normal === 'my' &&
      before?.normal === 'and' &&
      (NARRATOR.has(words[index - 2]?.normal ?? '') || narratorNamed(words, index - 2)) &&
      same(words[index - 2], link)
    ) {
      add(companionAt(words, index + 1, index - 2, null));
      return;
    }
    // "me and grandad on a boat": what a child calls their own, with no "my", comes along too.
    if (
      FAMILY_NAMES.has(link.normal) &&
      before?.normal === 'and' &&
      NARRATOR.has(words[index - 2]?.normal ?? '') &&
      same(words[index - 2], link)
    ) {
      add(companionAt(words, index, index - 2, null));
      return;
    }
    // "a kid inventor whose lunchbox robot goes rogue": the hero's own, told in a relative clause.
    if (link.normal === 'whose') {
      add(relativeAt(words, index + 1));
      return;
    }
    // "a group of friends realize": the hero is one of them, and the others come along.
    if (GROUPS.has(link.normal) && after?.normal === 'of' && words[index + 2]?.tags.has('Plural')) {
      const others = words[index + 2] as IdeaWord;
      if (isNoun(others) && COMPANION_KINDS.has(others.normal.replace(/s$/, '')))
        add(companionRecord({ kind: others.normal, index: index + 2 }));
      return;
    }
    // "rebuilds the tram network with help from a stubborn old robot", "reclaims her throne with
    // the help of a talking raven": who helps comes along.
    if (
      (link.normal === 'from' || (link.normal === 'of' && words[index - 2]?.normal === 'the')) &&
      before?.normal === 'help' &&
      after &&
      /^(a|an|the)$/.test(after.normal) &&
      same(after, link)
    ) {
      const helper = nounPhraseAt(words, index + 2);
      add(
        companionAt(words, index + 2, null, after.normal) ??
          (helper && !helper.head.tags.has('Plural')
            ? companionRecord({
                kind: toldAsTyped(words, helper.head),
                traits: words
                  .slice(index + 2, helper.end)
                  .filter((word) => !word.tags.has('Determiner'))
                  .map((word) => toldAsTyped(words, word)),
                index: helper.end,
                article: after.normal,
              })
            : null),
      );
      return;
    }
    const goesAlong = companionGoingAlong(words, index);
    if (goesAlong) {
      add(goesAlong);
      return;
    }
    const visited = companionVisited(words, index);
    if (visited) {
      add(visited);
      return;
    }
    if (link.normal !== 'and' && link.normal !== 'with') return;
    if (!before || !after || !same(before, link) || !same(after, link)) return;
    // "someone cheated in the rare bird count with a stuffed owl": what the culprit did it with
    // is no one who comes along.
    if (link.normal === 'with' && culpritClause(words, index)) return;
    // "a story with a squirrel": who a story is asked with is its hero, not the hero's companion.
    if (link.normal === 'with' && STORY_WORDS.has(before.normal) && /^(a|an)$/.test(after.normal))
      return;
    // "lost property box at Westbrook Middle, and Oluwaseun is determined": after a comma, one who
    // is or does something alone opens a clause of their own; "Ana, Ben, and Mei investigate" do it
    // together.
    if (link.normal === 'and' && newSubject(words, index)) return;
    const joinedWith = companionWith(words, index);
    if (joinedWith) {
      add(joinedWith);
      return;
    }
    // "Grandma Rosa and I bake bread": the one named beside the narrator comes along.
    // "My name is Zara and I": the narrator named, not someone beside them; "camping in Wales and
    // we go exploring": where they are.
    if (
      link.normal === 'and' &&
      NARRATOR.has(after.normal) &&
      isName(before, index - 1, words) &&
      !narratorNamed(words, index - 1) &&
      !/^(in|at|to|from|near|around|across)$/.test(words[index - 2]?.normal ?? '')
    ) {
      const title = words[index - 2];
      const family = title && same(title, before) && FAMILY_NAMES.has(title.normal);
      add(
        companionRecord({
          name: capitalise(bareName(before.text)),
          kind: family ? title.normal : null,
          index: index - 1,
        }),
      );
      return;
    }
    // "across the Ash Mountains with his friend Zuri": only a name that leads its clause is the hero;
    // "climbs Aconcagua with her son": one a deed is done to is not who brings them either.
    const subject =
      ![words[index - 2], words[index - 3]].some(
        (word) =>
          same(word, before) && (word?.tags.has('Preposition') || word?.tags.has('Determiner')),
      ) && !(same(words[index - 2], before) && words[index - 2]?.tags.has('Verb'));
    // "Marguerite, 72, and her Labrador": the age is the one named before it.
    const aged =
      before.tags.has('Value') &&
      link.normal === 'and' &&
      words[index - 2] !== undefined &&
      isName(words[index - 2] as IdeaWord, index - 2, words);
    // "Zuri the giraffe and Pip the tortoise": the one named before "the" and their kind.
    const described =
      link.normal === 'and' &&
      isNoun(before) &&
      words[index - 2]?.normal === 'the' &&
      words[index - 3] !== undefined &&
      same(words[index - 3], link) &&
      isName(words[index - 3] as IdeaWord, index - 3, words);
    // "the town of Veramor and Mila", "speaks Mandarin and Jack": a place or a language is no one
    // to come along with.
    const named =
      aged ||
      described ||
      (isName(before, index - 1, words) &&
        !namesNoOne(words, index - 1) &&
        (link.normal === 'and' || subject));
    // "Ezra and Talia and their dog": a companion just named goes with the one they came with.
    const joined = companions.find((known) => known.index === index - 1);
    const leader = joined ? joined.beside : named ? index - (aged ? 2 : described ? 3 : 1) : null;
    if (POSSESSIVES.has(after.normal) && after.tags.has('Pronoun')) {
      // "a story where he and his friends split pizzas": the hero, told by pronoun, brings them.
      const hero = /^(he|she)$/.test(before.normal);
      if (!isNoun(before) && !named && !hero && !NARRATOR.has(before.normal)) {
        // "find out who did it with her pet wolf": "with her" brings the hero's own along; one
        // with a name is read beside the hero by findOwnedCompanions.
        if (link.normal !== 'with' || !/^(her|his)$/.test(after.normal)) return;
        const own = someoneOwned(words, companionAt(words, index + 2, leader, null));
        if (own && !own.name) add(own);
        return;
      }
      add(someoneOwned(words, companionAt(words, index + 2, leader, null)));
      return;
    }
    // "with his mum and little sister": the first one's possessive is the second one's too.
    if (joined?.kind && !joined.name && !joined.article && !ARTICLES.has(after.normal)) {
      const also = someoneOwned(words, companionAt(words, index + 1, joined.beside, null));
      if (also?.kind && !also.name) {
        add(also);
        return;
      }
    }
    const metBefore = companionMetBefore(words, index, companions);
    if (metBefore) {
      metBefore.forEach(add);
      return;
    }
    if (ARTICLES.has(after.normal)) {
      add(companionAfterArticle(words, index, leader, named));
      return;
    }
    // "teddy and bunny go camping": two creatures named bare by their kind open the idea and act
    // together; the first leads, and the second comes along.
    const bareKind = (word: IdeaWord) =>
      COMPANION_KINDS.has(word.normal) && isNoun(word) && !word.tags.has('Plural');
    if (
      link.normal === 'and' &&
      !same(words[index - 2], before) &&
      bareKind(before) &&
      bareKind(after) &&
      /^\p{Ll}/u.test(after.text) &&
      same(words[index + 2], after) &&
      words[index + 2]?.tags.has('Verb')
    ) {
      add(companionRecord({ kind: after.normal, index: index + 1, beside: index - 1 }));
      return;
    }
    companionsListed(words, index, leader, named).forEach(add);
  });
  return siblingsNamed(words, companions);
}
