import type { TaggedWord } from '../read-english.ts';
import { givenNamePronoun } from './given-names.ts';
import { COMPANION_KINDS, HE_WORDS, PEOPLE_GROUPS, SHE_WORDS } from './idea-words.ts';
import type { Pronoun } from './story-idea.ts';

/** A title that says who its person is: "Mrs Adebayo", "Sir Oisín", "Auntie Bisi". */
const SHE_TITLES = new Set(
  'mrs ms miss lady dame madam princess queen aunt auntie aunty'.split(' '),
);
const HE_TITLES = new Set('mr sir lord prince king uncle'.split(' '));

/**
 * "Dr. Nguyen and her robot helper", "Captain Osei, his crew": the "her" or "his" right after the
 * hero is what the idea calls them, surer than a guess from how a name sounds.
 */
function ownPossessive(words: readonly TaggedWord[], heroIndex: number): Pronoun | null {
  const hero = words[heroIndex];
  const link = words[heroIndex + 1];
  const owner = words[heroIndex + 2];
  if (!hero || !link || !owner || owner.sentence !== hero.sentence) return null;
  const joined =
    /^(and|with)$/.test(link.normal) ||
    ('after' in hero && /^,/.test(String(hero.after)) && /^(her|his)$/.test(link.normal));
  const possessive = /^(and|with)$/.test(link.normal) ? owner : link;
  if (!joined || !/^(her|his)$/.test(possessive.normal)) return null;
  return possessive.normal === 'her' ? 'she' : 'he';
}

const OWN_PRONOUNS: Record<string, Pronoun> = {
  she: 'she',
  he: 'he',
  her: 'she',
  herself: 'she',
  his: 'he',
  him: 'he',
  himself: 'he',
};

/**
 * "Noa the baby hippo can't fall asleep and his mummy sings to him", "Oluwaseun gets a magic
 * sketchbook and whatever he draws": the first "he", "his", "him", "she" or "her" after the hero,
 * before anyone else is named, is what the family calls the hero, surer than how the name sounds.
 * Someone named first ("Maya gives Grandpa his hat") owns it instead.
 */
function ideaPronoun(
  words: readonly TaggedWord[],
  heroIndex: number,
  kind: string | null,
  named: boolean,
): Pronoun | null {
  const ownKind = kind?.split(' ').pop() ?? '';
  for (let index = heroIndex + 1; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    const own = OWN_PRONOUNS[word.normal];
    // "Detective Priya has to find out who let him out": after a verb, "him" may be the hamster
    // named before her; a name families give to girls says more.
    const object = word.normal === 'him' && words[index - 1]?.tags.has('Verb') === true;
    if (own && word.tags.has('Pronoun') && !(named && object)) return own;
    // "the baby hippo": a kind that describes the next noun is no one of its own.
    const describes = words[index + 1]?.tags.has('Noun') === true;
    const someone =
      (word.tags.has('Noun') &&
        !word.tags.has('Pronoun') &&
        !describes &&
        COMPANION_KINDS.has(word.normal)) ||
      SHE_WORDS.has(word.normal) ||
      HE_WORDS.has(word.normal) ||
      // "Priya and the twins have to find him": "him" is someone else's.
      PEOPLE_GROUPS.has(word.normal) ||
      // The tagger may read "the little" after a name as part of it; a name is written with a capital.
      (/^\p{Lu}/u.test(word.text) && (word.tags.has('Person') || word.tags.has('FirstName'))) ||
      /^(they|them|their|it|its)$/.test(word.normal);
    if (someone && word.normal !== ownKind) return null;
  }
  return null;
}

/**
 * The hero's pronoun from the word before their kind at `kindIndex`, their kind, their title, the
 * "her" or "his" the idea gives them, their name, or the first "her"/"his" after them.
 */
export function heroPronoun(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kind: string | null,
  title: string | null = null,
  kindIndex: number | null = null,
): Pronoun | null {
  // "a girl knight", "a boy witch": who the kind is comes before it.
  const sex = kindIndex === null ? '' : (words[kindIndex - 1]?.normal ?? '');
  if (/^(girl|woman|lady)$/.test(sex)) return 'she';
  if (/^(boy|man)$/.test(sex)) return 'he';
  if (kind && SHE_WORDS.has(kind)) return 'she';
  if (kind && HE_WORDS.has(kind)) return 'he';
  // "a retired fisherman", "the old postwoman": a job told with its man or woman says who they are.
  const head = kind?.split(' ').pop() ?? '';
  if (/.(wo|)man$/.test(head) && head !== 'human') return head.endsWith('woman') ? 'she' : 'he';
  const titled = title?.toLowerCase().replace(/\.$/, '') ?? '';
  if (SHE_TITLES.has(titled)) return 'she';
  if (HE_TITLES.has(titled)) return 'he';
  const hero = heroIndex === null ? null : words[heroIndex];
  // "her name is Tigist", "his names tom": who the name is given by says who they are.
  const namedBy = heroIndex === null ? [] : words.slice(Math.max(0, heroIndex - 3), heroIndex);
  const owner = namedBy.findLast((word) => /^(her|his)$/.test(word.normal));
  if (owner && namedBy.some((word) => /^names?$/.test(word.normal)))
    return owner.normal === 'her' ? 'she' : 'he';
  const named =
    hero?.tags.has('FemaleName') ||
    hero?.tags.has('MaleName') ||
    givenNamePronoun(hero?.text ?? '');
  const own =
    heroIndex === null
      ? null
      : (ownPossessive(words, heroIndex) ?? ideaPronoun(words, heroIndex, kind, Boolean(named)));
  if (own) return own;
  if (hero?.tags.has('FemaleName') || (hero && SHE_WORDS.has(hero.normal))) return 'she';
  if (hero?.tags.has('MaleName') || (hero && HE_WORDS.has(hero.normal))) return 'he';
  // "Agnes Whitfield" is read as one name, whose tags no longer say what "Agnes" does.
  const given = hero ? givenNamePronoun(hero.text) : null;
  if (given) return given;
  const after = words.slice(heroIndex ?? 0);
  const possessive = after.find((word) => word.normal === 'her' || word.normal === 'his');
  if (possessive) return possessive.normal === 'her' ? 'she' : 'he';
  return null;
}
