// "catching bottles with letters from his late wife", "the satnav sends them to a llama farm", "his
// nani's old sewing machine": the things an idea is about, beyond its hero, companions, place and
// want, are what the story's hero can study along the way, so the story keeps them.
import type { TaggedWord } from '../read-english.ts';
import {
  COMPANION_KINDS,
  NOT_THINGS,
  PEOPLE_GROUPS,
  PEOPLE_KINDS,
  PLACE_KINDS,
  TIME_NOUNS,
  isNoun,
} from './idea-words.ts';
import { KINDS_OF_STORY } from './find-hero-kind.ts';
import { lexiconTags } from './lexicon-tags.ts';

/** Words for what is thought, felt or done, which no one can study in their hands. */
const ABSTRACT = /(ness|ity|ment|ion|ship|dom|ism|ance|ence|hood|ing|keepers?|ways|wards|mates)$/;
/** "to the seaside", "on the lagoon": what follows these is where, not a thing. */
const WHERE =
  /^(for|of|in|on|at|to|into|onto|near|from|under|over|across|through|around|behind|beside|along|past|toward|towards|inside|outside|up|down)$/;
const NOT_HELD = new Set(
  `memory memories truth peace war idea dream dreams wish wishes fear love life world way thing
  things secret secrets plan problem help chance magic power powers voice voices song songs name
  names job work home school trip day week year month hour minute night morning evening weather
  rain snow wind storm sun sky sea ocean air fire water light dark darkness noise noises sound
  sounds trouble mess fun game games team class lesson homework test exam race match final show
  party contest competition festival wedding birthday holiday everything something nothing
  anything everyone someone nobody lot lots bit kind sort type end start middle side top bottom
  front back edge inside outside door killer culprit villain hero family council law clue
  feast outbreak alien cook crew head arm arms leg legs hand hands face eyes tail pattern accident
  flood advice lie quiz room club bank shop market park garden town passenger kid gamer thief
  ballerina dancer all sleuth raffle snowstorm wildfire fog mist regulars battle wipeout kindnesses
  group quest grave grown mystery mysteries answers questions theft regatta courage siblings
  scouts lifeguard lifeguards knee knees mind pop`.split(/\s+/),
);
const MOST = 3;

const singular = (word: string) => word.replace(/(?<=[^s])s$/, '');

/**
 * Up to three of the idea's own things, each with "the" ("the bottles", "the old sewing
 * machine"), in the idea's order; `taken` holds the head words the story tells otherwise.
 */
export function findIdeaThings(words: readonly TaggedWord[], taken: ReadonlySet<string>): string[] {
  const things: string[] = [];
  const heads = new Set<string>();
  words.forEach((word, index) => {
    if (things.length >= MOST) return;
    const next = words[index + 1];
    if (next && next.sentence === word.sentence && isNoun(next) && /^\p{Ll}/u.test(next.text))
      return;
    if (!thing(word) || taken.has(word.normal) || taken.has(singular(word.normal))) return;
    // "his bandmates retrace their steps": a bare word before an owner's thing is a deed,
    // whatever the tagger makes of it; "a cake his little brother made" is still a cake.
    if (
      next?.sentence === word.sentence &&
      /^(their|his|her|its|my|our)$/.test(next.normal) &&
      !/^(a|an|the)$/.test(words[index - 1]?.normal ?? '')
    )
      return;
    let start = index;
    while (
      start > index - 2 &&
      words[start - 1]?.sentence === word.sentence &&
      /^\p{Ll}/u.test(words[start - 1]?.text ?? '') &&
      (words[start - 1]?.tags.has('Adjective') || thing(words[start - 1] as TaggedWord)) &&
      !words[start - 1]?.tags.has('Possessive') &&
      !/['’]/.test(words[start - 1]?.text ?? '') &&
      !taken.has(words[start - 1]?.normal ?? '')
    )
      start -= 1;
    // "a paper bird", "their canoe", "all the lanterns": a thing is met with its article or its
    // owner; the tagger's nouns without one are as often a doing or a label ("by accident").
    const owner = words[start - 1];
    const together = owner !== undefined && owner.sentence === word.sentence;
    // "catching bottles with letters": things told by their plural after a deed or a "with".
    const counted =
      together &&
      word.tags.has('Plural') &&
      ((owner.tags.has('Verb') && !owner.tags.has('Copula') && !owner.tags.has('Auxiliary')) ||
        owner.normal === 'with');
    const met =
      together &&
      (/^(a|an|the|some|every|his|her|their|my|our|its)$/.test(owner.normal) ||
        /['’]s$/.test(owner.text));
    if (!counted && !met) return;
    let before = start - 1;
    while (words[before]?.tags.has('Determiner') || words[before]?.tags.has('Possessive'))
      before -= 1;
    if (WHERE.test(words[before]?.normal ?? '')) return;
    if (heads.has(singular(word.normal))) return;
    heads.add(singular(word.normal));
    things.push(
      `the ${words
        .slice(start, index + 1)
        .map((part) => part.text.toLowerCase())
        .join(' ')}`,
    );
  });
  return things;
}

/** "a pompous orchestra conductor", "the last librarian": a word that ends as a doer's does. */
const DOER = /(er|or|ist|ian|ant|ent)s?$/;
/** Things whose word ends as a doer's does. */
const DOER_THINGS = new Set(
  `letter paper poster computer ladder slipper sneaker tractor mirror helicopter scooter locker
  drawer container toaster sticker timer marker lantern tower river flower feather silver anchor
  calculator elevator radiator detector monitor controller tent present pendant diamond`.split(
    /\s+/,
  ),
);

/** People told by what they do or are, whose word no ending gives away. */
const SOMEONE =
  /^(\p{L}+(man|men|woman|women|person|people|folk)|guards?|guests?|judges?|chefs?|vicars?|pirates?|kings?|queens?|princes?|princess(es)?|soldiers?|villagers?|neighbours?|visitors?|tourists?|staff|audience|crowd)$/u;

/** Whether the word is a common noun for a thing that can be held or looked at. */
function thing(word: TaggedWord): boolean {
  const normal = word.normal;
  return (
    isNoun(word) &&
    /^\p{Ll}[\p{Ll}-]+$/u.test(word.text) &&
    normal.length > 2 &&
    // "with plastic ones": a word that stands for a thing named before is no thing of its own.
    !/^ones?$/.test(normal) &&
    !['Pronoun', 'ProperNoun', 'Person', 'Place', 'Possessive', 'Actor', 'Value', 'Date'].some(
      (tag) => word.tags.has(tag),
    ) &&
    !word.tags.has('Verb') &&
    // "a jetpack that only goes sideways": the tagger may read a manner as a plural.
    !lexiconTags(normal).some((tag) => tag === 'Adverb' || tag === 'Adjective') &&
    !ABSTRACT.test(normal) &&
    (!DOER.test(normal) || DOER_THINGS.has(singular(normal))) &&
    // "the fishermen are all blaming each other", "the guard thinks its ghosts": people, whom no
    // one studies as a clue.
    !SOMEONE.test(normal) &&
    ![
      NOT_HELD,
      NOT_THINGS,
      TIME_NOUNS,
      COMPANION_KINDS,
      PEOPLE_KINDS,
      PEOPLE_GROUPS,
      PLACE_KINDS,
      KINDS_OF_STORY,
    ].some((set) => set.has(normal) || set.has(singular(normal)))
  );
}
