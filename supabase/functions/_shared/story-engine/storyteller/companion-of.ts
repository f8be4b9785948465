// Who goes along with the hero in the story, and the words that first bring them in: the idea's
// companions in its own words ("her puppy Biscuit", "the new girl Oksana", "a talking hawk called
// Kito", "the dragon who loved dumplings"), all of them when the idea names several, else the
// picked sidekick, else one the genre invents.
import type { StoryRequest } from '../story-request.ts';
import { definite, isPlural, toPlural, withArticle } from './read-english.ts';
import { FAMILY_NAMES, PEOPLE_KINDS, isKinName } from './idea/idea-words.ts';
import type { IdeaCompanion } from './idea/find-companions.ts';
import { understandIdea, type StoryIdea } from './understand-idea.ts';
import { capitalise } from '../../capitalise.ts';

export interface StoryCompanion {
  /** The companion as the story names them once met: "the puppy", "Hana", "Grandpa". */
  companion: string;
  /** How the story first brings them in: "puppy" after the hero's "her", or "a clever fox". */
  companionIntro: { words: string; owned: boolean };
}

function tell(named: IdeaCompanion, possessive: string): StoryCompanion {
  const kind = [...named.traits, named.kind ?? 'friend'].join(' ');
  const typed = named.kind?.split(' ').pop() ?? 'friend';
  // "vovó" is the family's word, whose lists are written without accents.
  const head = typed.normalize('NFD').replace(/\p{M}/gu, '');
  const clause = named.clause && !named.name ? ` ${named.clause}` : '';
  // "Nia and the owl", "share her carrots with the new bunny": the idea's "the" points at someone
  // the child knows, but the story has not met them yet, so it brings them in as "an owl". A name
  // or a clause ("the new girl Oksana", "the dragon who loved dumplings") singles them out.
  // "Priya and the twins": a pair or a group keeps its "the"; "a twins" is no English.
  const unmet =
    named.article === 'the' &&
    !named.name &&
    !clause &&
    !/['’]s\b/.test(kind) &&
    !isPlural(`the ${kind}`);
  const article = unmet ? withArticle(kind).split(' ')[0] : named.article;
  const own = article ? `${article} ` : '';
  const called = named.name ? (article && article !== 'the' ? ' called ' : ' ') : '';
  // "Grandpa Miguel", "Mummy": what a child calls a relative is a name, met as "her Grandpa
  // Miguel", never "his friend Grandpa".
  // Alone, "Grandad" is met as whose grandad he is, then called by the name a child says: "His
  // grandad went everywhere with him", "Grandad gave a nod"; never "His Grandad".
  if (named.name && named.kind === null && isKinName(named.name))
    return {
      companion: named.name,
      companionIntro: {
        words: /\s/.test(named.name) ? named.name : named.name.toLowerCase(),
        owned: true,
      },
    };
  const intro = { words: `${own}${kind}${called}${named.name ?? ''}${clause}`, owned: !own };
  if (named.name) return { companion: named.name, companionIntro: intro };
  if (FAMILY_NAMES.has(head) && !own)
    return { companion: capitalise(typed), companionIntro: intro };
  // People a hero has are told as "her sister" once met; "Grandpa" and "Mum" are names already.
  if (PEOPLE_KINDS.has(head) && !own)
    return { companion: `${possessive} ${named.kind}`, companionIntro: intro };
  return { companion: `the ${named.kind}`, companionIntro: intro };
}

/** "Talia and Waffles", "Zuri, Kito and Ada". */
const together = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function companionOf(
  idea: StoryIdea,
  sidekick: StoryRequest['characters'][number] | undefined,
  invented: string,
  possessive: string,
): StoryCompanion {
  // "her grandma and grandmas fat old cat": the grandma whose cat it is is the one already met,
  // never "Grandma and Grandma".
  const named = idea.companions
    .filter(
      (one, at, all) =>
        all.findIndex(
          (other) =>
            (other.name ?? other.kind ?? '').toLowerCase() ===
            (one.name ?? one.kind ?? '').toLowerCase(),
        ) === at,
    )
    .slice(0, 3);
  const told = named.map((one) => tell(one, possessive));
  const [first] = told;
  if (first) {
    // "his twin brothers Emre and Efe": names of one kin are met together, by the kin's plural.
    const kin = named[0]?.kind;
    const siblings =
      named.length > 1 &&
      kin &&
      named.every((one) => one.name && one.kind === kin && !one.article && !one.traits.length);
    // The teller puts the hero's possessive before the first; the others carry their own.
    const intros = told.map(({ companionIntro }, index) =>
      index > 0 && companionIntro.owned
        ? `${possessive} ${companionIntro.words}`
        : companionIntro.words,
    );
    const names = together(told.map(({ companion }) => companion));
    return {
      companion: names,
      companionIntro: {
        words: siblings ? `${toPlural(kin)} ${names}` : together(intros),
        owned: first.companionIntro.owned,
      },
    };
  }
  if (sidekick) {
    const kind = sidekick.description ? understandIdea(sidekick.description).heroKind : null;
    return {
      companion: sidekick.name,
      companionIntro: { words: `${kind ?? 'friend'} ${sidekick.name}`, owned: true },
    };
  }
  return { companion: definite(invented), companionIntro: { words: invented, owned: false } };
}
